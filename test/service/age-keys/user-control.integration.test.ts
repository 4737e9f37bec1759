import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageKeyDb } from '../../../src/service/methods/age-key/keys/age-key-tables';
import { revokeAgeKey } from '../../../src/service/methods/age-key/keys/revoke-age-key';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';
import { ageKeyHarness } from './support/age-key-harness';

describe.each(testDialects())('forgetting and revoking age keys on $dialect', ({ dialect }) => {
  let t: TestService;
  let h: ReturnType<typeof ageKeyHarness>;
  beforeAll(async () => {
    t = await startTestService(dialect);
    h = ageKeyHarness(t);
  });
  afterAll(async () => t.close());

  const count = async (id: string) =>
    (
      await ageKeyDb(t.service.ctx.db)
        .selectFrom('age_keys')
        .select('credential_id')
        .where('credential_id', '=', id)
        .execute()
    ).length;

  it('"forget my age key" deletes the record, authenticated by the key itself', async () => {
    const auth = h.authenticator();
    await h.register(auth, (await h.passed()).token);
    const [id] = [...auth.credentials.keys()];
    const any = await h.passed('id-document', {}, 'inconclusive');

    // Without the key's signature nothing is deleted.
    const forger = h.authenticator();
    await forger.create(await h.creationOptions((await h.passed()).token), h.framed);
    const forged = await forger.get(await h.requestOptions(any.token, 'forget'), h.framed);
    expect(await h.complete(any.token, 'forget', { ...forged, id: id!, rawId: id! })).toEqual({
      outcome: 'refused',
      reason: 'invalid',
    });
    expect(await count(id!)).toBe(1);

    expect(await h.assert(auth, any.token, 'forget')).toEqual({ outcome: 'forgotten' });
    expect(await count(id!)).toBe(0);
    expect(await h.assert(auth, any.token)).toEqual({ outcome: 'refused', reason: 'unknown-key' });
  });

  it('a key the operator revoked no longer passes, cannot be upgraded, but can be forgotten', async () => {
    const auth = h.authenticator();
    await h.register(auth, (await h.passed()).token);
    const [id] = [...auth.credentials.keys()];
    expect(await revokeAgeKey(t.service.ctx.db, id!, Date.now())).toBe(true);
    expect(await revokeAgeKey(t.service.ctx.db, id!, Date.now())).toBe(false);

    const v = await h.passed('id-document', {}, 'inconclusive');
    expect(await h.assert(auth, v.token)).toEqual({ outcome: 'refused', reason: 'revoked' });
    const passed = await h.passed();
    expect(await h.assert(auth, passed.token, 'update')).toEqual({
      outcome: 'refused',
      reason: 'revoked',
    });
    expect(await h.assert(auth, v.token, 'forget')).toEqual({ outcome: 'forgotten' });
    expect(await count(id!)).toBe(0);
  });
});
