import type { Kysely } from 'kysely';
import type { Dialect } from '../create-database';

/**
 * `verifications.revoked_at` (epoch ms) and `revoke_reason`: a revocation on the row itself, so
 * get-status answers it from the columns it already reads, with no second query on its hot path.
 * The `revoked` timeline event stays the audit record; rows revoked before this migration are
 * filled in from it (the reason is in its JSON detail).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('verifications').addColumn('revoked_at', 'bigint').execute();
  await db.schema.alterTable('verifications').addColumn('revoke_reason', 'text').execute();
  const typed = db as Kysely<{
    verifications: { id: string; revoked_at: number | null; revoke_reason: string | null };
    verification_events: {
      verification_id: string;
      type: string;
      detail: string | null;
      created_at: number;
    };
  }>;
  const revoked = await typed
    .selectFrom('verification_events')
    .select(['verification_id', 'detail', 'created_at'])
    .where('type', '=', 'revoked')
    .execute();
  for (const event of revoked) {
    await typed
      .updateTable('verifications')
      .set({ revoked_at: Number(event.created_at), revoke_reason: reasonOf(event.detail) })
      .where('id', '=', event.verification_id)
      .execute();
  }
}

/** The console wrote `{"reason": …}`; anything else keeps the console's default reason. */
function reasonOf(detail: string | null): string {
  try {
    const reason = (JSON.parse(detail ?? '') as { reason?: unknown }).reason;
    return typeof reason === 'string' && reason ? reason : 'revoked-by-merchant';
  } catch {
    return 'revoked-by-merchant';
  }
}
