import { randomBytes } from 'node:crypto';
import { ServiceError } from '../../errors/service-error';
import { recordEvidence } from '../../verifications/record-evidence';
import { SERVICE_ERROR_STATUS } from '../../errors/error-status';
import { methodJson } from '../kit/method-json';
import type { MethodAction, MethodCall, MethodActionResult } from '../kit/method-definition';
import type { DocumentRead, RetakeHint } from './document-facts';
import { documentEvidence } from './document-evidence';
import {
  MAX_DOCUMENT_IMAGE_BYTES,
  checkDocumentPhoto,
  startRead,
  readInWorker,
} from './document-photo';
import { FRONT_TTL_MS, TWO_SIDED, awaitFront } from './front-step';
import { refuseSpecimen } from './refuse-specimen';
import { livenessRequired } from '../facial-age-estimation/start-attempt';
import { selfieMatchOn } from './selfie-settings';
import { PORTRAIT_TASK, SELFIE_TTL_MS, awaitSelfie, describePortrait } from './selfie-step';

/** The worker task that decodes and reads a document photo (`id-tasks.ts`). */
export const READ_DOCUMENT_TASK = 'id-document.read';

/** Why the photo gave nothing to verify, and what the person should change. */
const RETAKE_MESSAGES: Record<RetakeHint, string> = {
  blur: 'the photo is blurred: hold the document still, fill the frame and let the camera focus',
  glare: 'light reflects off the document: tilt it a little or move away from the lamp',
  'too-small': 'the photo is too small: photograph the document closer, filling the frame',
  'too-dark': 'the photo is too dark: move to a brighter place',
  'not-found':
    'no barcode or machine-readable zone was found: photograph the side with the barcode (driving licence) or the two or three lines of <<< text (passport, ID card)',
  'not-an-id': 'the barcode found is not that of a driving licence or ID card',
  'check-digits':
    'the machine-readable zone did not check out: take a sharp photo of the whole zone, without reflections',
};

/**
 * `POST /api/widget/methods/id-document/submit` — the photo of a document's machine-readable
 * side as the raw body (JPEG or PNG). Capture → read (worker thread) → evidence → decision.
 *
 * An image that yields no document (unreadable, or a barcode that is not an ID) answers 422
 * `DOCUMENT_UNREADABLE` with a retake `hint` and uses no attempt; a document that was read uses
 * one, whatever it says. In live mode, one of the service's own specimens (`specimen-marks.ts`,
 * judged by the worker on the values it read) is refused as `DOCUMENT_SPECIMEN`: an attempt and
 * a fraud signal (`refuse-specimen.ts`). The photo lives in this request's memory and the
 * worker's only.
 *
 * With the selfie match on, a usable document goes on to the selfie when its photo shows the
 * portrait; a licence back or TD1 card back without one answers `frontRequired` with the nonce of
 * the front step (`front-step.ts`), which binds the two sides before the selfie.
 */
export const submitDocument: MethodAction = {
  httpMethod: 'POST',
  auth: 'widget',
  maxBodyBytes: MAX_DOCUMENT_IMAGE_BYTES,
  async handle(call: MethodCall): Promise<MethodActionResult> {
    const { ctx } = call.deps;
    const bytes = await call.body.bytes();
    checkDocumentPhoto(bytes);
    await startRead(call, [READ_DOCUMENT_TASK]);
    const selfieOn = await selfieMatchOn(ctx, call.session!.product.id, call.session!.row.mode);
    // The read takes the photo's buffer (transferred to its thread); the portrait search, only
    // needed for a usable document when the match is on, gets its own copy.
    const forPortrait = selfieOn ? bytes.slice().buffer : null;
    // With the match on, a licence or ID card may need its front: the read hashes the back's
    // date of birth and number with that step's key, so the number never leaves the worker.
    const bindKey = selfieOn ? randomBytes(32) : undefined;
    const read = await readInWorker<DocumentRead>(call, READ_DOCUMENT_TASK, bytes, {
      today: new Date(ctx.now()).toISOString().slice(0, 10),
      ...(bindKey ? { bindKey } : {}),
    });
    if (!read.read) {
      return methodJson(SERVICE_ERROR_STATUS.DOCUMENT_UNREADABLE, {
        error: 'DOCUMENT_UNREADABLE',
        errorMessage: RETAKE_MESSAGES[read.hint],
        hint: read.hint,
      });
    }
    const detail = { document: read.facts.kind, issuer: read.facts.issuer };
    if (read.specimen && call.session!.row.mode === 'live') return refuseSpecimen(call, detail);
    const verdict = documentEvidence(read.facts, ctx.now());
    if (verdict.usable && forPortrait) {
      // Selfie match: not a pass yet. The portrait's embedding waits with the
      // evidence in a single-use method session until a live selfie matches it (`selfie-step.ts`).
      if (!(await ctx.workers?.whenServes([PORTRAIT_TASK]))) {
        throw new ServiceError(
          'SERVICE_UNAVAILABLE',
          'the selfie match is not available on this service right now; try again later',
        );
      }
      const portrait = await describePortrait(call, forPortrait);
      const liveness = await livenessRequired(ctx, call.session!.row, call.session!.product.id);
      if (!portrait && bindKey && read.binding && TWO_SIDED.has(read.facts.kind)) {
        // A licence's barcode and a TD1 card's MRZ are on the back, the photo on the front.
        const front = await awaitFront(
          call,
          { evidence: verdict.evidence, detail, liveness, key: bindKey, back: read.binding },
          ctx.now() + FRONT_TTL_MS,
        );
        return methodJson(200, { frontRequired: true, detail, front });
      }
      if (!portrait) {
        return methodJson(SERVICE_ERROR_STATUS.PORTRAIT_NOT_FOUND, {
          error: 'PORTRAIT_NOT_FOUND',
          errorMessage:
            'no portrait was found on this photo, and this service matches it to a selfie: photograph the page or side that carries both the photo of the holder and the machine-readable zone or barcode',
        });
      }
      const selfie = await awaitSelfie(
        call,
        { evidence: verdict.evidence, detail, portrait, liveness },
        ctx.now() + SELFIE_TTL_MS,
      );
      return methodJson(200, { selfieRequired: true, detail, selfie });
    }
    const attempt = await recordEvidence(
      ctx,
      call.session!.row.id,
      verdict.evidence,
      call.session!.sessionHash,
    );
    return {
      attempt,
      detail: { ...detail, ...(verdict.usable ? {} : { refused: verdict.reason }) },
    };
  },
};
