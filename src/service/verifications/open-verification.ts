import type { ServiceContext } from '../context';
import type { VerificationRow } from '../db/schema';

/** The widget was opened: PENDING → IN_PROGRESS (idempotent; terminal rows are left alone). */
export async function openVerification(
  ctx: ServiceContext,
  row: VerificationRow,
): Promise<VerificationRow> {
  if (row.status !== 'PENDING') return row;
  const now = ctx.now();
  const updated = await ctx.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('verifications')
      .set({ status: 'IN_PROGRESS', opened_at: now })
      .where('id', '=', row.id)
      .where('status', '=', 'PENDING')
      .returningAll()
      .executeTakeFirst();
    if (moved) {
      await trx
        .insertInto('verification_events')
        .values({
          verification_id: row.id,
          type: 'opened',
          method: null,
          detail: null,
          created_at: now,
        })
        .execute();
    }
    return moved;
  });
  return (
    updated ??
    (await ctx.db
      .selectFrom('verifications')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow())
  );
}
