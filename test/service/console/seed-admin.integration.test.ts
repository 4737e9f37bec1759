import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setAccountPassword } from '../../../src/service/console/account-password';
import { authenticate } from '../../../src/service/console/authenticate';
import { listOwnedProducts } from '../../../src/service/console/owned-product';
import { seedDemo } from '../../../src/service/seed/seed-demo';
import { testDialects } from '../../support/databases';
import { useConsoleHarness } from './support';

describe.each(testDialects())('seeded console admin on $dialect', ({ dialect }) => {
  const start = useConsoleHarness(dialect);

  it('owns the demo product (Corner Store), can sign in, and keeps its generated password across starts', async () => {
    const h = await start();
    const ctx = h.service.ctx;
    const first = await seedDemo(ctx, { allowedOrigins: [] });
    expect(first.admin.email).toBe('admin@ofage.local');
    expect(first.admin.password).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    const file = path.join(ctx.config.dataDir, 'console-admin.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const again = await seedDemo(ctx, { allowedOrigins: [] });
    expect(again.admin).toEqual(first.admin);
    const account = await authenticate(ctx, {
      email: first.admin.email,
      password: first.admin.password!,
      ip: '127.0.0.1',
    });
    expect((await listOwnedProducts(ctx, account)).map((p) => p.name)).toEqual(['Corner Store']);

    // Changed on the Account page: the next start no longer prints the generated password.
    await setAccountPassword(ctx.db, first.admin.email, 'a password of my own');
    const later = await seedDemo(ctx, { allowedOrigins: [] });
    expect(later.admin).toEqual({ ...first.admin, password: null });
  });

  it('OFAGE_SEED_ADMIN_EMAIL / _PASSWORD pin the account and reset its password', async () => {
    const h = await start();
    const ctx = h.service.ctx;
    await seedDemo(ctx, {
      allowedOrigins: [],
      adminEmail: 'ops@example.com',
      adminPassword: 'first long passphrase',
    });
    const seeded = await seedDemo(ctx, {
      allowedOrigins: [],
      adminEmail: 'ops@example.com',
      adminPassword: 'second long passphrase',
    });
    expect(seeded.admin).toMatchObject({
      email: 'ops@example.com',
      password: 'second long passphrase',
    });
    await expect(
      authenticate(ctx, {
        email: 'ops@example.com',
        password: 'second long passphrase',
        ip: '127.0.0.1',
      }),
    ).resolves.toMatchObject({ email: 'ops@example.com' });
    expect(fs.existsSync(path.join(ctx.config.dataDir, 'console-admin.json'))).toBe(false);
    await expect(
      seedDemo(ctx, {
        allowedOrigins: [],
        adminEmail: 'ops@example.com',
        adminPassword: 'password123',
      }),
    ).rejects.toThrow(/OFAGE_SEED_ADMIN_PASSWORD/);
  });
});
