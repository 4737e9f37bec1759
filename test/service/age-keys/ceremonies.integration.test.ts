import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageKeyDb } from '../../../src/service/methods/age-key/keys/age-key-tables';
import { GRANT_WINDOW_MS } from '../../../src/service/methods/age-key/keys/key-evidence';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';
import { ageKeyHarness, MERCHANT_ORIGIN } from './support/age-key-harness';

describe.each(testDialects())('age-key ceremonies on $dialect', ({ dialect }) => {
  let t: TestService;
  let h: ReturnType<typeof ageKeyHarness>;
  beforeAll(async () => {
    t = await startTestService(dialect);
    h = ageKeyHarness(t);
  });
  afterAll(async () => t.close());

  const keyRow = (id: string) =>
    ageKeyDb(t.service.ctx.db)
      .selectFrom('age_keys')
      .selectAll()
      .where('credential_id', '=', id)
      .executeTakeFirst();

  it('saves a key after a pass by another method, storing only the credential and its evidence', async () => {
    const auth = h.authenticator();
    const v = await h.passed('id-document');
    expect(await h.register(auth, v.token)).toEqual({
      outcome: 'saved',
      floor: 25,
      testMode: true,
    });

    const [id] = [...auth.credentials.keys()];
    const row = await keyRow(id!);
    expect(Object.keys(row!).sort()).toEqual([
      'age_floor',
      'assurance',
      'counter',
      'credential_id',
      'method',
      'public_key',
      'revoked_at',
      'test_mode',
      'transports',
      'verified_at',
      'voucher',
    ]);
    // The service vouches for its own verification, without naming the product that ordered it.
    expect(row).toMatchObject({
      age_floor: 25,
      method: 'id-document',
      test_mode: 1,
      counter: 0,
      voucher: 'service',
    });
    // Day precision: the record cannot be joined to its verification by time.
    expect(row!.verified_at % (24 * 60 * 60 * 1000)).toBe(0);
    // The random user handle is the authenticator's only: the service keeps no copy.
    const handle = auth.credentials.get(id!)!.userHandle;
    expect(JSON.stringify(row)).not.toContain(handle);
  });

  it('makes the user handle random for every key', async () => {
    const a = await h.creationOptions((await h.passed()).token);
    const b = await h.creationOptions((await h.passed()).token);
    expect(a.user.id).not.toBe(b.user.id);
    expect(Buffer.from(a.user.id, 'base64url')).toHaveLength(32);
    expect(a.user.name).toBe('Age key');
    expect(a.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(a.rp.id).toBe(new URL(t.service.ctx.config.publicUrl).hostname);
  });

  it('offers no key before a pass, from an age-key pass, twice, or after the grant window', async () => {
    const pending = await h.passed('id-document', {}, 'inconclusive');
    expect((await h.options(pending.token, 'register')).body).toEqual({
      outcome: 'refused',
      reason: 'not-passed',
    });

    const auth = h.authenticator();
    const first = await h.passed();
    await h.register(auth, first.token);
    expect((await h.options(first.token, 'register')).body).toEqual({
      outcome: 'refused',
      reason: 'grant-used',
    });

    const byKey = await h.passed('id-document', {}, 'inconclusive');
    expect(await h.assert(auth, byKey.token)).toMatchObject({ outcome: 'recorded' });
    expect((await h.options(byKey.token, 'register')).body).toEqual({
      outcome: 'refused',
      reason: 'age-key-result',
    });

    const old = await h.passed();
    const now = t.service.ctx.now;
    t.service.ctx.now = () => Date.now() + GRANT_WINDOW_MS + 1000;
    try {
      expect((await h.options(old.token, 'register')).body).toEqual({
        outcome: 'refused',
        reason: 'grant-expired',
      });
    } finally {
      t.service.ctx.now = now;
    }
  });

  it('revocation bound: a revoked pass vouches for no age key, not even in the widget that completed it', async () => {
    const v = await h.passed();
    await t.service.ctx.db
      .updateTable('verifications')
      .set({ revoked_at: Date.now(), revoke_reason: 'fraud' })
      .where('id', '=', v.id)
      .execute();
    expect((await h.options(v.token, 'register')).body).toEqual({
      outcome: 'refused',
      reason: 'not-passed',
    });
  });

  it('one grant makes one key even when two registrations race', async () => {
    const v = await h.passed();
    const [o1, o2] = [await h.creationOptions(v.token), await h.creationOptions(v.token)];
    const a = h.authenticator();
    const b = h.authenticator();
    const answers = await Promise.all([
      h.complete(v.token, 'register', await a.create(o1, h.framed)),
      h.complete(v.token, 'register', await b.create(o2, h.framed)),
    ]);
    expect(answers.map((x) => x.outcome).sort()).toEqual(['refused', 'saved']);
  });

  it('a challenge works once: replaying a response is refused', async () => {
    const auth = h.authenticator();
    await h.register(auth, (await h.passed()).token);
    const v = await h.passed('id-document', {}, 'inconclusive');
    const response = await auth.get(await h.requestOptions(v.token, 'verify'), h.framed);
    expect(await h.complete(v.token, 'verify', response)).toMatchObject({ outcome: 'recorded' });
    const again = await h.passed('id-document', {}, 'inconclusive');
    expect(await h.complete(again.token, 'verify', response)).toEqual({
      outcome: 'refused',
      reason: 'challenge',
    });
  });

  it('a challenge is consumed before verification, also when the response fails', async () => {
    const auth = h.authenticator();
    await h.register(auth, (await h.passed()).token);
    const v = await h.passed('id-document', {}, 'inconclusive');
    const options = await h.requestOptions(v.token, 'verify');
    const bad = await auth.get(options, { origin: 'https://evil.example' });
    expect(await h.complete(v.token, 'verify', bad)).toEqual({
      outcome: 'refused',
      reason: 'origin',
    });
    const good = await auth.get(options, h.framed);
    expect(await h.complete(v.token, 'verify', good)).toEqual({
      outcome: 'refused',
      reason: 'challenge',
    });
  });

  it('a challenge answers only the purpose and verification it was issued for', async () => {
    const auth = h.authenticator();
    await h.register(auth, (await h.passed()).token);
    const a = await h.passed('id-document', {}, 'inconclusive');
    const b = await h.passed('id-document', {}, 'inconclusive');
    const forA = await auth.get(await h.requestOptions(a.token, 'verify'), h.framed);
    expect(await h.complete(b.token, 'verify', forA)).toEqual({
      outcome: 'refused',
      reason: 'challenge',
    });
    const forForget = await auth.get(await h.requestOptions(a.token, 'forget'), h.framed);
    expect(await h.complete(a.token, 'verify', forForget)).toEqual({
      outcome: 'refused',
      reason: 'challenge',
    });
  });

  it('refuses an expired challenge', async () => {
    const auth = h.authenticator();
    await h.register(auth, (await h.passed()).token);
    const v = await h.passed('id-document', {}, 'inconclusive');
    const options = await h.requestOptions(v.token, 'verify');
    const now = t.service.ctx.now;
    t.service.ctx.now = () => Date.now() + 6 * 60_000;
    try {
      expect(await h.complete(v.token, 'verify', await auth.get(options, h.framed))).toEqual({
        outcome: 'refused',
        reason: 'challenge',
      });
    } finally {
      t.service.ctx.now = now;
    }
  });

  it('refuses creation and use without user verification (UV flag off)', async () => {
    const auth = h.authenticator();
    auth.userVerified = false;
    expect(await h.register(auth, (await h.passed()).token)).toEqual({
      outcome: 'refused',
      reason: 'user-verification',
    });

    const good = h.authenticator();
    await h.register(good, (await h.passed()).token);
    good.userVerified = false;
    const v = await h.passed('id-document', {}, 'inconclusive');
    expect(await h.assert(good, v.token)).toEqual({
      outcome: 'refused',
      reason: 'user-verification',
    });
  });

  it('refuses a cloned authenticator whose counter did not advance', async () => {
    const auth = h.authenticator();
    await h.register(auth, (await h.passed()).token);
    const clone = auth.clone();
    const first = await h.passed('id-document', {}, 'inconclusive');
    expect(await h.assert(auth, first.token)).toMatchObject({ outcome: 'recorded' });
    const second = await h.passed('id-document', {}, 'inconclusive');
    expect(await h.assert(clone, second.token)).toEqual({ outcome: 'refused', reason: 'counter' });
    // The genuine authenticator goes on working.
    expect(await h.assert(auth, second.token)).toMatchObject({ outcome: 'recorded' });
  });

  it('checks the embedding: top origin must be an allowed origin of the product', async () => {
    const auth = h.authenticator();
    const origin = h.framed.origin;
    expect(
      await h.register(auth, (await h.passed()).token, {
        origin,
        topOrigin: 'https://not-the-shop.example',
      }),
    ).toEqual({ outcome: 'refused', reason: 'top-origin' });
    expect(
      await h.register(auth, (await h.passed()).token, { origin, crossOriginWithoutTop: true }),
    ).toEqual({ outcome: 'refused', reason: 'top-origin' });
    // Top level (a system browser tab, the Safari creation window) is not cross-origin.
    expect(await h.register(auth, (await h.passed()).token, { origin })).toMatchObject({
      outcome: 'saved',
    });
    expect(await h.register(auth, (await h.passed()).token, { origin: MERCHANT_ORIGIN })).toEqual({
      outcome: 'refused',
      reason: 'origin',
    });
  });

  it('refuses an unknown key and a signature by the wrong private key', async () => {
    const stranger = h.authenticator();
    await stranger.create(await h.creationOptions((await h.passed()).token), h.framed);
    const v = await h.passed('id-document', {}, 'inconclusive');
    expect(await h.assert(stranger, v.token)).toEqual({
      outcome: 'refused',
      reason: 'unknown-key',
    });

    const auth = h.authenticator();
    await h.register(auth, (await h.passed()).token);
    const [id] = [...auth.credentials.keys()];
    const forger = auth.clone();
    forger.credentials.get(id!)!.privateKey = [...stranger.credentials.values()][0]!.privateKey;
    forger.credentials.get(id!)!.counter = 100;
    expect(await h.assert(forger, v.token)).toEqual({ outcome: 'refused', reason: 'invalid' });
  });

  it('limits open challenges per verification', async () => {
    const v = await h.passed('id-document', {}, 'inconclusive');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await h.options(v.token, 'verify')).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('answers 401 for a bad widget token and 400 for a malformed body', async () => {
    expect((await h.options('nope', 'verify')).status).toBe(401);
    const v = await h.passed();
    const { handleAgeKeyComplete } = await import('../../../src/service/widget/handlers/age-key');
    const res = await handleAgeKeyComplete(
      t.service,
      new Request('http://localhost/x', {
        method: 'POST',
        body: JSON.stringify({ token: v.token, purpose: 'verify', response: { id: 'x' } }),
      }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('INVALID_INPUT');
  });
});
