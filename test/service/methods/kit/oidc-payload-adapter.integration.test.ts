import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../src/service/db/create-database';
import { payloadAdapterFactory } from '../../../../src/service/methods/kit/oidc-payload-adapter';
import { testDatabases } from '../../../support/databases';

for (const database of testDatabases()) {
  describe(`oidc-provider adapter on ${database.dialect}`, () => {
    let handle: DatabaseHandle & { dataDir: string };
    let now = Date.UTC(2026, 0, 1);
    const clock = () => now;

    beforeAll(async () => {
      handle = await database.open();
    });
    afterAll(async () => handle?.close());

    it('stores, finds by id and by uid, and two instances share what one wrote', async () => {
      const a = payloadAdapterFactory(handle.db, 'use', clock)('Interaction');
      const b = payloadAdapterFactory(handle.db, 'use', clock)('Interaction');
      await a.upsert('i1', { uid: 'u1', returnTo: '/x', kind: 'Interaction' }, 60);
      expect(await b.find('i1')).toMatchObject({ uid: 'u1', returnTo: '/x' });
      expect(await b.findByUid('u1')).toMatchObject({ returnTo: '/x' });
      await a.upsert('i1', { uid: 'u1', returnTo: '/y' }, 60);
      expect(await b.find('i1')).toMatchObject({ returnTo: '/y' });
    });

    it('keeps the two issuers and the models apart', async () => {
      await payloadAdapterFactory(handle.db, 'use', clock)('Session').upsert('s1', { a: 1 }, 60);
      expect(
        await payloadAdapterFactory(handle.db, 'create', clock)('Session').find('s1'),
      ).toBeUndefined();
      expect(
        await payloadAdapterFactory(handle.db, 'use', clock)('Grant').find('s1'),
      ).toBeUndefined();
    });

    it('never returns an expired object, and sweeps it', async () => {
      const codes = payloadAdapterFactory(handle.db, 'use', clock)('AuthorizationCode');
      await codes.upsert('c-exp', { grantId: 'g0' }, 30);
      now += 31_000;
      expect(await codes.find('c-exp')).toBeUndefined();
      now += 61_000;
      await codes.upsert('c-other', {}, 30);
      const left = await handle.db
        .selectFrom('oidc_payloads' as never)
        .select('id' as never)
        .where('id' as never, '=', 'c-exp' as never)
        .execute();
      expect(left).toHaveLength(0);
    });

    it('marks a consumed code, so a second redemption is seen as a replay', async () => {
      const codes = payloadAdapterFactory(handle.db, 'use', clock)('AuthorizationCode');
      await codes.upsert('c1', { grantId: 'g1' }, 60);
      expect((await codes.find('c1'))?.consumed).toBeUndefined();
      await codes.consume('c1');
      const consumed = await codes.find('c1');
      expect(consumed?.consumed).toBe(Math.floor(now / 1000));
    });

    it('destroys one object, and revokes everything of a grant', async () => {
      const factory = payloadAdapterFactory(handle.db, 'use', clock);
      await factory('AccessToken').upsert('t1', { grantId: 'g2' }, 60);
      await factory('AuthorizationCode').upsert('c2', { grantId: 'g2' }, 60);
      await factory('AccessToken').upsert('t2', { grantId: 'g3' }, 60);
      await factory('AccessToken').revokeByGrantId('g2');
      expect(await factory('AccessToken').find('t1')).toBeUndefined();
      expect(await factory('AuthorizationCode').find('c2')).toBeUndefined();
      expect(await factory('AccessToken').find('t2')).toBeDefined();
      await factory('AccessToken').destroy('t2');
      expect(await factory('AccessToken').find('t2')).toBeUndefined();
    });
  });
}
