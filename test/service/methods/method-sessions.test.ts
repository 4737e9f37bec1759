import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceContext } from '../../../src/service/context';
import {
  MAX_OPEN_METHOD_SESSIONS,
  openMethodSession,
  readMethodSession,
  takeMethodSession,
} from '../../../src/service/methods/kit/method-sessions';
import { purgeExpired } from '../../../src/service/verifications/purge-expired';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';

describe.each(testDialects())('method sessions on $dialect', ({ dialect }) => {
  let t: TestService;
  let clock = Date.now();
  let ctx: ServiceContext;
  beforeAll(async () => {
    t = await startTestService(dialect, { now: () => clock });
    ctx = t.service.ctx;
  });
  afterAll(async () => t.close());

  const key = { method: 'facial-age-estimation', purpose: 'face-attempt' } as const;
  const open = (verificationId = 'v-1', ttlMs = 60_000) =>
    openMethodSession(ctx, { ...key, verificationId, data: { challenge: 'left' }, ttlMs });

  it('hands back its data once, and never again (no replay)', async () => {
    const s = await open();
    expect(s.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await takeMethodSession(ctx, s.id, key)).toMatchObject({
      verificationId: 'v-1',
      data: { challenge: 'left' },
    });
    expect(await takeMethodSession(ctx, s.id, key)).toBeNull();
  });

  it('is used up even by a take for the wrong verification, method or purpose', async () => {
    for (const wrong of [
      { ...key, verificationId: 'v-2' },
      { ...key, method: 'id-document' as const },
      { ...key, purpose: 'wallet-request' },
    ]) {
      const s = await open();
      expect(await takeMethodSession(ctx, s.id, wrong)).toBeNull();
      expect(await takeMethodSession(ctx, s.id, key)).toBeNull();
    }
  });

  it('expires, and the purge removes what expired', async () => {
    const s = await open('v-3', 1000);
    clock += 2000;
    expect(await readMethodSession(ctx, s.id, key)).toBeNull();
    expect(await takeMethodSession(ctx, s.id, key)).toBeNull();
    const other = await open('v-3', 1000);
    clock += 2000;
    await purgeExpired(ctx);
    const left = await ctx.db
      .selectFrom('method_sessions' as never)
      .select('id' as never)
      .execute();
    expect(left.map((r) => (r as { id: string }).id)).not.toContain(other.id);
  });

  it('can be read without being used up', async () => {
    const s = await open();
    expect(await readMethodSession(ctx, s.id, key)).not.toBeNull();
    expect(await takeMethodSession(ctx, s.id, key)).not.toBeNull();
  });

  it('refuses malformed ids without touching the database', async () => {
    for (const id of [undefined, 42, '', "x' or 1=1 --", 'a'.repeat(44)]) {
      expect(await takeMethodSession(ctx, id, key)).toBeNull();
    }
  });

  it('caps open sessions per verification and method (429)', async () => {
    for (let i = 0; i < MAX_OPEN_METHOD_SESSIONS; i++) await open('v-cap');
    await expect(open('v-cap')).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await expect(open('v-other')).resolves.toBeDefined();
  });
});
