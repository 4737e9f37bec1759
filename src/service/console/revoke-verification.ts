import { enqueueWebhook } from '../webhooks/enqueue-webhook';
import type { Account } from './accounts';
import { recordAudit } from './audit-log';
import type { ConsoleDeps } from './console-deps';
import { ConsoleError } from './console-error';
import { ownedProduct } from './owned-product';
import { ownedVerification } from './verification-detail';

/**
 * Revokes a completed verification: marks the row (get-status answers FAIL with `revoked` from
 * then on, whatever happens to a webhook), records it on the timeline and sends
 * `Verification.Revoke` (`{verifications:[{id, reason}]}`) through the outbox, in one transaction.
 */
export async function revokeVerification(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  id: string,
  reasonInput: string,
): Promise<{ webhookEventId: string | null }> {
  const product = await ownedProduct(deps.ctx, account, productId);
  const row = await ownedVerification(deps, product.id, id);
  if (row.status !== 'PASS' && row.status !== 'FAIL') {
    throw new ConsoleError(
      'INVALID_INPUT',
      'only a completed verification (PASS or FAIL) can be revoked',
    );
  }
  const reason = reasonInput.trim().slice(0, 200) || 'revoked-by-merchant';
  const now = deps.ctx.now();
  const eventId = await deps.ctx.db.transaction().execute(async (trx) => {
    // Conditional on the row, so two revocations racing cannot both record one.
    const marked = await trx
      .updateTable('verifications')
      .set({ revoked_at: now, revoke_reason: reason })
      .where('id', '=', row.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 0) {
      throw new ConsoleError('INVALID_INPUT', 'this verification was already revoked');
    }
    await trx
      .insertInto('verification_events')
      .values({
        verification_id: row.id,
        type: 'revoked',
        method: null,
        detail: JSON.stringify({ reason }),
        created_at: now,
      })
      .execute();
    const sent = await enqueueWebhook(
      trx,
      {
        productId: product.id,
        mode: row.mode,
        eventType: 'Verification.Revoke',
        data: { verifications: [{ id: row.id, reason }] },
        verificationId: row.id,
      },
      now,
    );
    await recordAudit(
      trx,
      {
        account,
        productId: product.id,
        action: 'verification.revoked',
        detail: `${row.id}: ${reason}`,
      },
      now,
    );
    return sent;
  });
  deps.dispatcher.nudge();
  return { webhookEventId: eventId };
}
