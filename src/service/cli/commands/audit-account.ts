import { CLI_ACTOR, recordAudit, SERVICE_WIDE } from '../../console/audit-log';
import type { DatabaseHandle } from '../../db/create-database';

/**
 * An account action in the operator's (service-wide) log and in the log of every product the
 * account owns, where its owner sees it.
 */
export async function auditAccount(
  db: DatabaseHandle['db'],
  account: { id: string; email: string },
  action: 'account.created' | 'account.password_reset',
  now: number,
): Promise<void> {
  const owned = await db
    .selectFrom('products')
    .select('id')
    .where('owner_account_id', '=', account.id)
    .execute();
  for (const productId of [SERVICE_WIDE, ...owned.map((p) => p.id)]) {
    await recordAudit(db, { account: CLI_ACTOR, productId, action, detail: account.email }, now);
  }
}
