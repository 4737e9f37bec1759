import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceContext } from '../../../src/service/context';
import {
  MAX_OPEN_METHOD_SESSIONS,
  openMethodSession,
  readMethodSession,
  takeMethodSession,
} from '../../../src/service/methods/kit/method-sessions';
import { purgeExpired } from '../../../src/service/lifecycle/purge-expired';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';
import { perform } from '../widget/support';

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

  it("refuses another verification's, method's or purpose's take, and leaves it to its owner", async () => {
    for (const wrong of [
      { ...key, verificationId: 'v-2' },
      { ...key, method: 'id-document' as const },
      { ...key, purpose: 'wallet-request' },
      { ...key, verificationId: 'v-2', method: 'id-document' as const },
    ]) {
      const s = await open();
      expect(await takeMethodSession(ctx, s.id, wrong)).toBeNull();
      // Still there for verification v-1: B's token did not burn A's nonce…
      expect(await takeMethodSession(ctx, s.id, { ...key, verificationId: 'v-1' })).toMatchObject({
        verificationId: 'v-1',
        data: { challenge: 'left' },
      });
      // …and it is still single use.
      expect(await takeMethodSession(ctx, s.id, key)).toBeNull();
    }
  });

  it("over HTTP: A's card check sent with B's widget token is refused, and still A's", async () => {
    const cardAction = (token: string, name: string, body: unknown) =>
      fetch(`${t.url}/api/widget/methods/credit-card/${name}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const testCard = { number: '4000 0082 6000 0000', expiry: '12/34', cvc: '123' };
    const a = await perform(t);
    const b = await perform(t);
    const { check } = (await (await cardAction(a.token, 'start', {})).json()) as { check: string };
    const stolen = await cardAction(b.token, 'complete', { check, testCard });
    expect(stolen.status).toBe(400);
    expect(await stolen.json()).toMatchObject({ error: 'INVALID_INPUT' });
    const own = await cardAction(a.token, 'complete', { check, testCard });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ decision: 'pass' });
    const replay = await cardAction(a.token, 'complete', { check, testCard });
    expect(replay.status).toBe(400);
  });

  it('gives one session to exactly one of many concurrent takes', async () => {
    for (let round = 0; round < 5; round++) {
      const s = await open('v-race');
      const takes = await Promise.all(
        Array.from({ length: 8 }, () =>
          takeMethodSession(ctx, s.id, { ...key, verificationId: 'v-race' }),
        ),
      );
      expect(takes.filter((taken) => taken !== null)).toHaveLength(1);
    }
  });

  it('leaves an expired session unused for the purge, and refuses it', async () => {
    const s = await open('v-4', 1000);
    clock += 2000;
    expect(await takeMethodSession(ctx, s.id, key)).toBeNull();
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
