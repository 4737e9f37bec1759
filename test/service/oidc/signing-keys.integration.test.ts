import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/service/db/create-database';
import {
  loadSigningKeys,
  PUBLISH_AHEAD_MS,
  RETAIN_AFTER_MS,
  ROTATE_AFTER_MS,
} from '../../../src/service/oidc/keys/signing-keys';
import { testDatabases } from '../../support/databases';

for (const database of testDatabases()) {
  describe(`ID-token key rotation on ${database.dialect}`, () => {
    let handle: DatabaseHandle & { dataDir: string };
    beforeAll(async () => {
      handle = await database.open();
    });
    afterAll(async () => handle?.close());

    const load = (at: number) => loadSigningKeys(handle.db, at, handle.dialect);
    const kids = (keys: { kid?: string }[]) => keys.map((k) => k.kid);

    it('makes one key, publishes a new one ahead, signs with it a day later, drops the old later', async () => {
      const t0 = Date.UTC(2026, 0, 1);
      const first = await load(t0);
      expect(first).toHaveLength(1);
      expect(first[0]).toMatchObject({ alg: 'ES256', kty: 'EC', use: 'sig' });
      expect(first[0]!.d).toBeDefined();
      // Several instances loading at once agree on the same key.
      const [a, b] = await Promise.all([load(t0 + 1), load(t0 + 2)]);
      expect(kids(a)).toEqual(kids(first));
      expect(kids(b)).toEqual(kids(first));

      const rotated = t0 + ROTATE_AFTER_MS;
      const published = await load(rotated);
      expect(published).toHaveLength(2);
      expect(published[0]!.kid).toBe(first[0]!.kid); // the old key still signs
      const fresh = published[1]!.kid;

      const signing = await load(rotated + PUBLISH_AHEAD_MS);
      expect(kids(signing)).toEqual([fresh, first[0]!.kid]); // the new one signs, the old verifies

      const later = await load(rotated + PUBLISH_AHEAD_MS + RETAIN_AFTER_MS);
      expect(kids(later)).toEqual([fresh]);
    });
  });
}
