import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/service/db/create-database';
import { createApiKey, revokeApiKey } from '../../../src/service/keys/api-keys';
import { KeyAuthenticator } from '../../../src/service/keys/key-authenticator';
import { createProduct } from '../../../src/service/products/products';
import { ServiceError } from '../../../src/service/errors/service-error';
import { testDatabases } from '../../support/databases';

const TTL_MS = 5_000;

/** The code of what `authenticate` threw, or 'OK' when it accepted the key. */
async function outcome(auth: KeyAuthenticator, key: string): Promise<string> {
  try {
    await auth.authenticate(`Bearer ${key}`);
    return 'OK';
  } catch (error) {
    if (error instanceof ServiceError) return `${error.code}: ${error.message}`;
    throw error;
  }
}

describe.each(testDatabases())('API key authentication on $dialect', (database) => {
  let handle: DatabaseHandle & { dataDir: string };
  let productId: string;
  let otherProductId: string;
  beforeAll(async () => {
    handle = await database.open();
    productId = (await createProduct(handle.db, { name: 'Store' }, Date.now())).id;
    otherProductId = (await createProduct(handle.db, { name: 'Other store' }, Date.now())).id;
  });
  afterAll(async () => handle.close());

  it('a revocation made by another instance is refused once the cache bound has passed', async () => {
    let clock = 1_000_000;
    const auth = new KeyAuthenticator(handle.db, () => clock, { ttlMs: TTL_MS });
    const { key, info } = await createApiKey(handle.db, { productId, mode: 'test' }, clock);
    expect(await outcome(auth, key)).toBe('OK');
    // Another instance revokes the key: this one does not hear of it.
    await revokeApiKey(handle.db, productId, info.id, clock);
    clock += TTL_MS - 1;
    expect(await outcome(auth, key)).toBe('OK');
    clock += 1;
    expect(await outcome(auth, key)).toMatch(/^UNAUTHORIZED: .*revoked/);
    // Refused for as long as it stays revoked, cached or not.
    clock += 1;
    expect(await outcome(auth, key)).toMatch(/^UNAUTHORIZED: .*revoked/);
    clock += TTL_MS;
    expect(await outcome(auth, key)).toMatch(/^UNAUTHORIZED: .*revoked/);
  });

  it('a revocation through this process is refused at once', async () => {
    const auth = new KeyAuthenticator(handle.db, Date.now, { ttlMs: 60_000 });
    const { key, info } = await createApiKey(handle.db, { productId, mode: 'live' }, Date.now());
    expect(await outcome(auth, key)).toBe('OK');
    await revokeApiKey(handle.db, productId, info.id, Date.now());
    auth.invalidate();
    expect(await outcome(auth, key)).toMatch(/^UNAUTHORIZED: .*revoked/);
  });

  it('each key authenticates as its own product and mode, cached or not', async () => {
    const auth = new KeyAuthenticator(handle.db, Date.now);
    const mine = await createApiKey(handle.db, { productId, mode: 'test' }, Date.now());
    const theirs = await createApiKey(
      handle.db,
      { productId: otherProductId, mode: 'live' },
      Date.now(),
    );
    for (let round = 0; round < 2; round++) {
      expect(await auth.authenticate(`Bearer ${mine.key}`)).toEqual({
        keyId: mine.info.id,
        productId,
        mode: 'test',
      });
      expect(await auth.authenticate(`Bearer ${theirs.key}`)).toEqual({
        keyId: theirs.info.id,
        productId: otherProductId,
        mode: 'live',
      });
    }
  });

  it('an unknown key stays refused, however often it is tried, and a near miss is unknown', async () => {
    const auth = new KeyAuthenticator(handle.db, Date.now);
    const { key } = await createApiKey(handle.db, { productId, mode: 'test' }, Date.now());
    expect(await outcome(auth, key)).toBe('OK');
    const nearMiss = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    for (let i = 0; i < 3; i++) {
      expect(await outcome(auth, nearMiss)).toMatch(/^UNAUTHORIZED: unknown API key/);
    }
  });
});
