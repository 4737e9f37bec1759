import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { ageKeyDb } from './age-key-tables';

/**
 * Operator revocation of a key that proved fraudulent: it stays on record as revoked so it can
 * neither pass again nor be revived by an evidence update. True when a live key was revoked.
 *
 * @example src/service/cli/main.ts
 * ```ts
 * await revokeAgeKey(service.ctx.db, credentialId, Date.now());
 * ```
 */
export async function revokeAgeKey(
  db: Kysely<Database>,
  credentialId: string,
  now: number,
): Promise<boolean> {
  const result = await ageKeyDb(db)
    .updateTable('age_keys')
    .set({ revoked_at: now })
    .where('credential_id', '=', credentialId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
