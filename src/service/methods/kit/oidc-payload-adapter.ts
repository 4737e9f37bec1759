import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { payloadsDb } from './oidc-payload-tables';
import { purgeOidcPayloads } from './purge-oidc-payloads';

/** What `oidc-provider` stores through an adapter (its `AdapterPayload`, the fields read here). */
export interface AdapterPayload {
  grantId?: string;
  uid?: string;
  userCode?: string;
  consumed?: number;
  [key: string]: unknown;
}

/** The adapter interface `oidc-provider` calls (one instance per model name). */
export interface OidcAdapter {
  upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
  find(id: string): Promise<AdapterPayload | undefined>;
  findByUid(uid: string): Promise<AdapterPayload | undefined>;
  findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}

/** Expired rows are swept at most this often per process (reads ignore them meanwhile). */
export const SWEEP_INTERVAL_MS = 60_000;
/** Anything the provider keeps without a lifetime of its own is gone after this. */
const DEFAULT_LIFETIME_S = 14 * 24 * 3600;

/**
 * `oidc-provider`'s persistence over the service's database, so sessions, interactions,
 * authorization codes, pushed requests and grants are shared by every instance (SQLite or
 * PostgreSQL). Rows are keyed by `<namespace>:<model>` and id: the namespace keeps the two
 * OpenID issuers' objects (`use`, `create`) and the test bank's (`test-bank`) apart. A row past its expiry is never returned; a consumed one (an
 * authorization code) is returned with `consumed` set, which is how the provider detects a
 * replay. `now` is injected (epoch ms).
 */
export function payloadAdapterFactory(
  db: Kysely<Database>,
  namespace: string,
  now: () => number,
): (model: string) => OidcAdapter {
  const odb = payloadsDb(db);
  let lastSweep = 0;

  async function sweep(at: number): Promise<void> {
    if (at - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = at;
    await purgeOidcPayloads(db, at);
  }

  return (model) => {
    const key = `${namespace}:${model}`;
    const read = async (
      column: 'id' | 'uid' | 'grant_id',
      value: string,
    ): Promise<AdapterPayload | undefined> => {
      const row = await odb
        .selectFrom('oidc_payloads')
        .select(['payload', 'consumed_at'])
        .where('model', '=', key)
        .where(column, '=', value)
        .where('expires_at', '>', now())
        .executeTakeFirst();
      if (!row) return undefined;
      const payload = JSON.parse(row.payload) as AdapterPayload;
      if (row.consumed_at !== null) payload.consumed = Math.floor(row.consumed_at / 1000);
      return payload;
    };

    return {
      async upsert(id, payload, expiresIn) {
        const at = now();
        const lifetime = expiresIn > 0 ? expiresIn : DEFAULT_LIFETIME_S;
        const values = {
          payload: JSON.stringify(payload),
          grant_id: typeof payload.grantId === 'string' ? payload.grantId : null,
          uid: typeof payload.uid === 'string' ? payload.uid : null,
          expires_at: at + lifetime * 1000,
        };
        await odb
          .insertInto('oidc_payloads')
          .values({ model: key, id, consumed_at: null, ...values })
          .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(values))
          .execute();
        await sweep(at);
      },
      find: (id) => read('id', id),
      findByUid: (uid) => read('uid', uid),
      // The device flow is not enabled: no user codes.
      findByUserCode: () => Promise.resolve(undefined),
      async consume(id) {
        await odb
          .updateTable('oidc_payloads')
          .set({ consumed_at: now() })
          .where('model', '=', key)
          .where('id', '=', id)
          .where('consumed_at', 'is', null)
          .execute();
      },
      async destroy(id) {
        await odb
          .deleteFrom('oidc_payloads')
          .where('model', '=', key)
          .where('id', '=', id)
          .execute();
      },
      async revokeByGrantId(grantId) {
        // A grant's tokens and codes live under the other models of the same namespace.
        await odb
          .deleteFrom('oidc_payloads')
          .where('model', 'like', `${namespace}:%`)
          .where('grant_id', '=', grantId)
          .execute();
      },
    };
  };
}
