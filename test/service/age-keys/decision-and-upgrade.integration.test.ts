import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decideAgeKey,
  policyAcceptance,
} from '../../../src/service/methods/age-key/keys/decide-age-key';
import { ageKeyFloor } from '../../../src/service/methods/age-key/keys/key-evidence';
import { useAgeKey } from '../../../src/service/methods/age-key/keys/use-age-key';
import { acceptedVouchers } from '../../../src/service/oidc/vouching/accepted-vouchers';
import { sessionFromToken } from '../../../src/service/widget/load-widget-session';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';
import { STATUS } from '../widget/support';
import { ageKeyHarness, sessionHeaders } from './support/age-key-harness';

const evidence = {
  floor: 18,
  method: 'facial-age-estimation' as const,
  assurance: 'substantial' as const,
  verifiedAt: 0,
  testMode: false,
};

describe('decideAgeKey', () => {
  const ca = { threshold: 18, jurisdiction: 'US-CA', mode: 'live' as const };
  it('passes when the floor meets the threshold and the method is accepted', () => {
    expect(decideAgeKey(evidence, ca)).toEqual({ outcome: 'pass' });
  });
  it('asks for an upgrade below the threshold', () => {
    expect(decideAgeKey(evidence, { ...ca, jurisdiction: 'US-PR', threshold: 21 })).toEqual({
      outcome: 'upgrade',
      reason: 'below-threshold',
    });
  });
  it('asks for an upgrade when the jurisdiction does not accept the method behind the key', () => {
    const noEstimates = (m: string) => m !== 'facial-age-estimation';
    expect(decideAgeKey(evidence, ca, noEstimates)).toEqual({
      outcome: 'upgrade',
      reason: 'method-not-accepted',
    });
    expect(decideAgeKey({ ...evidence, method: 'id-document' }, ca, noEstimates)).toEqual({
      outcome: 'pass',
    });
  });
  it('never passes a test-mode key in a live verification (but does in test mode)', () => {
    const testKey = { ...evidence, testMode: true };
    expect(decideAgeKey(testKey, ca)).toEqual({ outcome: 'upgrade', reason: 'test-key' });
    expect(decideAgeKey(testKey, { ...ca, mode: 'test' })).toEqual({ outcome: 'pass' });
  });
  it('asks the jurisdiction policy by default, and refuses unknown jurisdictions', () => {
    expect(policyAcceptance('id-document', 'GB')).toBe(true);
    expect(policyAcceptance('id-document', 'XX-NOPE')).toBe(false);
  });
  it('keeps floors coarse so that age.low links no one', () => {
    expect([12, 13, 17, 18, 20, 21, 24, 25, 67].map(ageKeyFloor)).toEqual([
      undefined,
      13,
      17,
      18,
      20,
      21,
      21,
      25,
      25,
    ]);
  });
});

describe.each(testDialects())('age-key decision and upgrade on $dialect', ({ dialect }) => {
  let t: TestService;
  let h: ReturnType<typeof ageKeyHarness>;
  beforeAll(async () => {
    t = await startTestService(dialect);
    h = ageKeyHarness(t);
  });
  afterAll(async () => t.close());

  const status = async (id: string, key?: string) =>
    (await (await t.call(`${STATUS}?id=${id}`, key ? { key } : {})).json()) as Record<
      string,
      unknown
    >;

  it('passes with method age-key and age.low = the floor; get-status agrees', async () => {
    const auth = h.authenticator();
    await h.register(auth, (await h.passed('id-document')).token);
    const v = await h.passed('id-document', {}, 'inconclusive');
    const answer = await h.assert(auth, v.token);
    expect(answer).toMatchObject({ outcome: 'recorded', decision: 'pass' });
    expect(await status(v.id)).toEqual({
      id: v.id,
      status: 'PASS',
      method: 'age-key',
      age: { low: 25, high: 100 },
      ageCategory: 'adult',
    });
  });

  it('floor from an estimate is the threshold it passed; upgrades to a stricter threshold', async () => {
    const auth = h.authenticator();
    const estimated = await h.passed('facial-age-estimation');
    expect(await h.register(auth, estimated.token)).toMatchObject({ outcome: 'saved', floor: 18 });

    // Puerto Rico: 21. The key proves 18, so the holder is asked to upgrade; nothing is recorded.
    const strict = await h.passed('id-document', { jurisdiction: 'US-PR' }, 'inconclusive');
    const before = await status(strict.id);
    expect(await h.assert(auth, strict.token)).toEqual({
      outcome: 'upgrade',
      reason: 'below-threshold',
      floor: 18,
    });
    expect(await status(strict.id)).toEqual(before);

    // Another method passes in the same widget session, and the key takes that evidence.
    const res = await (
      await import('../../../src/service/widget/handlers/simulate')
    ).handleSimulate(
      t.service,
      new Request('http://localhost/api/widget/simulate', {
        method: 'POST',
        headers: sessionHeaders(strict.secret),
        body: JSON.stringify({ token: strict.token, method: 'id-document', outcome: 'adult' }),
      }),
    );
    expect(res.status).toBe(200);
    expect(await h.assert(auth, strict.token, 'update')).toEqual({
      outcome: 'updated',
      floor: 25,
      testMode: true,
    });
    // …once only.
    expect((await h.options(strict.token, 'update')).body).toEqual({
      outcome: 'refused',
      reason: 'grant-used',
    });

    const next = await h.passed('id-document', { jurisdiction: 'US-PR' }, 'inconclusive');
    expect(await h.assert(auth, next.token)).toMatchObject({
      outcome: 'recorded',
      decision: 'pass',
    });
    expect(await status(next.id)).toMatchObject({ method: 'age-key', age: { low: 25, high: 100 } });
  });

  it('a key from test-mode evidence never passes a live verification', async () => {
    const auth = h.authenticator();
    await h.register(auth, (await h.passed('id-document')).token);
    const live = await (
      await import('../widget/support')
    ).perform(t, { options: { flow: 'age-key' } }, t.liveKey);
    // Top level: the test product's merchant is a test origin, which frames no live ceremony.
    expect(await h.assert(auth, live.token, 'verify', { origin: h.framed.origin })).toEqual({
      outcome: 'upgrade',
      reason: 'test-key',
      floor: 25,
    });
    expect((await status(live.id, t.liveKey)).status).not.toBe('PASS');
  });

  it('asks for an upgrade when the policy does not accept the method behind the key', async () => {
    const auth = h.authenticator();
    await h.register(auth, (await h.passed('facial-age-estimation')).token);
    const v = await h.passed('id-document', {}, 'inconclusive');
    const session = await sessionFromToken(t.service, v.token);
    if (!session.ok) throw new Error('session');
    const response = await auth.get(await h.requestOptions(v.token, 'verify'), h.framed);
    const result = await useAgeKey(
      t.service.ctx,
      {
        ...session,
        sessionHash: null,
        acceptsVoucher: acceptedVouchers(t.service.ctx.db, session.product),
      },
      response,
      (method) => method !== 'facial-age-estimation',
    );
    expect(result).toEqual({ outcome: 'upgrade', reason: 'method-not-accepted', floor: 18 });
  });

  it('offers no ceremony for a verification that has ended or does not offer the age key', async () => {
    const done = await h.passed('id-document');
    expect((await h.options(done.token, 'verify')).body).toEqual({
      outcome: 'refused',
      reason: 'not-offered',
    });
    const other = await t.addProduct('No age keys');
    await t.service.ctx.db
      .updateTable('products')
      .set({ enabled_methods: JSON.stringify(['id-document']) })
      .where('id', '=', other.product.id)
      .execute();
    t.service.invalidateCaches();
    const v = await (await import('../widget/support')).perform(t, {}, other.testKey);
    expect((await h.options(v.token, 'verify')).body).toEqual({
      outcome: 'refused',
      reason: 'not-offered',
    });
  });
});
