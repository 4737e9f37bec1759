import { randomUUID } from 'node:crypto';
import type { ServiceContext } from '../../context';

/**
 * Whether test-mode verifications of `productId` skip the liveness challenge (so a merchant can
 * try the estimation with a photo or a laptop's fake camera). Live verifications never do.
 */
export async function testLivenessOff(ctx: ServiceContext, productId: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('face_settings')
    .select('test_liveness_off')
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return Number(row?.test_liveness_off ?? 0) === 1;
}

/** Switches liveness off (or back on) for a product's test-mode verifications. */
export async function setTestLivenessOff(
  ctx: ServiceContext,
  productId: string,
  off: boolean,
): Promise<void> {
  const values = { test_liveness_off: off ? 1 : 0, updated_at: ctx.now() };
  await ctx.db
    .insertInto('face_settings')
    .values({ product_id: productId, ...values })
    .onConflict((oc) => oc.column('product_id').doUpdateSet(values))
    .execute();
}

/**
 * `look`: a frame the widget sent to find a face before an attempt (`find-face`, rate-limited);
 * `selfie-mismatch`: an ID document's portrait and a live selfie that did not match;
 * `sides-mismatch`: a licence's or ID card's front that does not state its back's data;
 * `document-specimen`: one of the service's own specimen documents shown in live mode.
 */
export type FaceSignal =
  'unusable' | 'spoof' | 'look' | 'selfie-mismatch' | 'sides-mismatch' | 'document-specimen';

const SIGNAL_RETENTION_MS = 15 * 24 * 60 * 60 * 1000;

/** Records a refused capture or a spoof signal of one verification. */
export async function recordFaceSignal(
  ctx: ServiceContext,
  verificationId: string,
  kind: FaceSignal,
): Promise<void> {
  // A verification lives at most 14 days; its signals need not outlive it.
  await ctx.db
    .deleteFrom('face_signals')
    .where('created_at', '<', ctx.now() - SIGNAL_RETENTION_MS)
    .execute();
  await ctx.db
    .insertInto('face_signals')
    .values({ id: randomUUID(), verification_id: verificationId, kind, created_at: ctx.now() })
    .execute();
}

/**
 * The scheduled purge's part: signals past their 15 days, and those of a
 * verification that is gone (purged or expired) — no FK cascades them, and without a new signal
 * nothing else would ever remove them.
 */
export async function purgeFaceSignals(ctx: ServiceContext): Promise<number> {
  const result = await ctx.db
    .deleteFrom('face_signals')
    .where((eb) =>
      eb.or([
        eb('created_at', '<', ctx.now() - SIGNAL_RETENTION_MS),
        eb('verification_id', 'not in', eb.selectFrom('verifications').select('id')),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Signals of `kind` for a verification since `since` (ms). */
export async function countFaceSignals(
  ctx: ServiceContext,
  verificationId: string,
  kind: FaceSignal,
  since = 0,
): Promise<number> {
  const row = await ctx.db
    .selectFrom('face_signals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('verification_id', '=', verificationId)
    .where('kind', '=', kind)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
