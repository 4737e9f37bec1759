import type { Evidence } from '../../verifications/decide';
import { recordEvidence } from '../../verifications/record-evidence';
import { countFaceSignals, recordFaceSignal } from '../facial-age-estimation/face-settings';
import type { MethodActionResult, MethodCall } from '../kit/method-definition';

/** The second specimen shown in one live verification ends it as fraud. */
export const SPECIMENS_FOR_FRAUD = 2;

/** What `detail` of a refused specimen says, beside the document's kind and issuer. */
export const SPECIMEN_REFUSAL = { refused: 'specimen', reason: 'DOCUMENT_SPECIMEN' } as const;

/**
 * Live mode's answer to one of the service's own specimen documents (`specimen-marks.ts`), read
 * from a back, a passport page or a front: an attempt without an age signal whose `detail` says
 * `DOCUMENT_SPECIMEN`, and a fraud signal — the second in one verification ends it as fraud, like
 * a second clear selfie mismatch. Nobody holds a specimen as their own document, yet a developer
 * may try one on a live key once, so the first is not fraud on its own.
 *
 * Test mode never calls this: specimens are what test mode is tried with. The log line names the
 * verification and the kind of document, never what the document states.
 */
export async function refuseSpecimen(
  call: MethodCall,
  detail: { document: string; issuer: string },
): Promise<MethodActionResult> {
  const { ctx } = call.deps;
  const { row } = call.session!;
  ctx.logger.warn(
    { verificationId: row.id, document: detail.document },
    'live verification: a specimen document was refused',
  );
  await recordFaceSignal(ctx, row.id, 'document-specimen');
  const fraud = (await countFaceSignals(ctx, row.id, 'document-specimen')) >= SPECIMENS_FOR_FRAUD;
  const none: Evidence = { method: 'id-document', kind: 'none', assurance: 'substantial' };
  const attempt = await recordEvidence(ctx, row.id, fraud ? { ...none, fraudulent: true } : none);
  return { attempt, detail: { ...detail, ...SPECIMEN_REFUSAL } };
}
