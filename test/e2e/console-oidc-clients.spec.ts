import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/service/console/accounts';
import { setCreateApproval } from '../../src/service/oidc/clients/approve-create';
import { hashClientSecret } from '../../src/service/oidc/clients/client-secret';
import { oidcDb } from '../../src/service/oidc/oidc-tables';
import { createProduct } from '../../src/service/products/products';
import { startConsoleEnvironment, type ConsoleEnvironment } from './console/console-environment';

const PASSWORD = 'purple monkey dishwasher';

describe('the console\u2019s "Age keys from any app" section in Chromium', () => {
  let env: ConsoleEnvironment;
  beforeAll(async () => {
    env = await startConsoleEnvironment();
  }, 300_000);
  afterAll(async () => env?.close());

  it('registers a client that may create keys (secret shown once, settings listed), lists it, deletes it', async () => {
    const { ctx } = env.running.service;
    const account = await createAccount(ctx, { email: 'rp@app.example', password: PASSWORD });
    const product = await createProduct(
      ctx.db,
      { name: 'Any App', ownerAccountId: account.id },
      ctx.now(),
    );
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.on('dialog', (d) => void d.accept());
    await page.goto(`${env.url}/console/sign-in`);
    await page.fill('input[name=email]', 'rp@app.example');
    await page.fill('input[name=password]', PASSWORD);
    await page.click('button[type=submit]');
    await page.waitForURL(`${env.url}/console`);

    await page.goto(`${env.url}/console/products/${product.id}/developers?mode=test`);
    const form = page.locator('[data-testid=create-oidc-client]');
    await form.locator('input[name=name]').fill('Sample RP');
    await form.locator('textarea[name=redirectUris]').fill('https://app.example/callback');
    await form.locator('input[name=thresholds]').fill('13, 18');
    await form.locator('input[name=mayCreate]').check();
    await form.locator('button[type=submit]').click();
    const secretLocator = form.locator('[data-testid=secret-value]');
    await secretLocator.waitFor();
    const secret = (await secretLocator.textContent())!;
    expect(secret).toMatch(/^agekey_secret_[A-Za-z0-9]{43}$/);
    const shown = (await form.textContent())!;
    expect(shown).toContain(`OIDC_USE_ISSUER=${env.url}/api/v1/oidc/use`);
    expect(shown).toContain(`OIDC_CREATE_ISSUER=${env.url}/api/v1/oidc/create`);
    const clientId = /OIDC_CLIENT_ID=(agekey_test_[A-Za-z0-9]{20})/.exec(shown)![1]!;

    const row = await oidcDb(ctx.db)
      .selectFrom('oidc_clients')
      .selectAll()
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ product_id: product.id, may_create: 1, mode: 'test' });
    expect(row.secret_hash).toBe(hashClientSecret(secret));

    // Listed after a reload, without the secret.
    await page.reload();
    const listed = page.locator('[data-testid=oidc-client-row]');
    await expect.poll(() => listed.count()).toBe(1);
    expect(await listed.textContent()).toContain(clientId);
    expect(await page.content()).not.toContain(secret);

    // A bad registration says why.
    await form.locator('textarea[name=redirectUris]').fill('http://app.example/callback');
    await form.locator('button[type=submit]').click();
    await expect.poll(() => form.locator('[role=alert]').textContent()).toMatch(/https/);

    await listed.locator('button[type=submit]').click();
    await expect.poll(() => page.locator('[data-testid=oidc-client-row]').count()).toBe(0);
    expect(
      await oidcDb(ctx.db).selectFrom('oidc_clients').select('client_id').execute(),
    ).toHaveLength(0);

    // A live client on this machine is refused here, as the issuers would refuse it.
    await page.goto(`${env.url}/console/products/${product.id}/developers?mode=live`);
    const live = page.locator('[data-testid=create-oidc-client]');
    await live.locator('textarea[name=redirectUris]').fill('https://localhost/callback');
    await live.locator('button[type=submit]').click();
    await expect
      .poll(() => live.locator('[role=alert]').textContent())
      .toMatch(/use a test client for localhost/);
    expect(
      await oidcDb(ctx.db).selectFrom('oidc_clients').select('client_id').execute(),
    ).toHaveLength(0);
    await context.close();
  });

  it('a live client that may create keys awaits the operator; once approved, another product can choose it as its only provider', async () => {
    const { ctx } = env.running.service;
    const account = await createAccount(ctx, { email: 'ivy@provider.example', password: PASSWORD });
    const product = await createProduct(
      ctx.db,
      { name: 'Provider', ownerAccountId: account.id },
      ctx.now(),
    );
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${env.url}/console/sign-in`);
    await page.fill('input[name=email]', 'ivy@provider.example');
    await page.fill('input[name=password]', PASSWORD);
    await page.click('button[type=submit]');
    await page.waitForURL(`${env.url}/console`);

    await page.goto(`${env.url}/console/products/${product.id}/developers?mode=live`);
    await page.getByText(/A live client creates age keys only once the operator/).waitFor();
    const form = page.locator('[data-testid=create-oidc-client]');
    await form.locator('input[name=name]').fill('Provider');
    await form.locator('textarea[name=redirectUris]').fill('https://provider.example/cb');
    await form.locator('input[name=mayCreate]').check();
    await form.locator('button[type=submit]').click();
    await form.locator('[data-testid=secret-value]').waitFor();
    const clientId = /OIDC_CLIENT_ID=(agekey_live_[A-Za-z0-9]{20})/.exec(
      (await form.textContent())!,
    )![1]!;
    await page.reload();
    const row = page.locator('[data-testid=oidc-client-row]');
    await expect.poll(() => row.textContent()).toContain('awaiting operator approval');
    const stored = await oidcDb(ctx.db)
      .selectFrom('oidc_clients')
      .select('create_approved_at')
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(stored.create_approved_at).toBeNull();

    // The operator approves it (`ofage oidc-clients approve`).
    await setCreateApproval(ctx.db, clientId, { approve: true }, ctx.now());
    await page.reload();
    await expect.poll(() => row.textContent()).toContain('approved by the operator');

    // The same account's other product chooses it as its only provider.
    const shop = await createProduct(
      ctx.db,
      { name: 'Shop', ownerAccountId: account.id },
      ctx.now(),
    );
    await page.goto(`${env.url}/console/products/${shop.id}`);
    const choice = page.locator('[data-testid=age-key-providers]');
    expect(await choice.locator('input[name=accept][value=all]').isChecked()).toBe(true);
    await choice.locator('input[name=accept][value=listed]').check();
    await choice.locator(`input[name=provider][value=${clientId}]`).check();
    await choice.locator('button[type=submit]').click();
    await choice.getByText('Saved.').waitFor();
    const saved = await ctx.db
      .selectFrom('products')
      .select('age_key_providers')
      .where('id', '=', shop.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(saved.age_key_providers!)).toEqual([clientId]);
    await page.reload();
    expect(await choice.locator(`input[name=provider][value=${clientId}]`).isChecked()).toBe(true);
    await context.close();
  }, 60_000);
});
