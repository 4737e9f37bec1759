import { ServiceError } from '../../errors/service-error';
import { recordEvidence } from '../../verifications/record-evidence';
import { poolBusy, WorkerTaskError } from '../kit/worker-pool';
import { methodJson } from '../kit/method-json';
import { openMethodSession } from '../kit/method-sessions';
import type { MethodAction, MethodCall, MethodActionResult } from '../method-definition';
import type { DocumentRead, RetakeHint } from './document-facts';
import { documentEvidence } from './document-evidence';
import { sniffImageType } from './image-type';
import { livenessRequired } from '../facial-age-estimation/start-attempt';
import { selfieMatchOn } from './selfie-settings';
import { PORTRAIT_TASK, SELFIE_TTL_MS, awaitSelfie, describePortrait } from './selfie-step';

/** The largest photo accepted: a 12-megapixel phone JPEG is 3–6 MB. */
export const MAX_DOCUMENT_IMAGE_BYTES = 10 * 1024 * 1024;
/** Reads of one verification are counted over this window (see `openMethodSession`). */
const READ_WINDOW_MS = 10 * 60 * 1000;
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
 * one, whatever it says. The photo lives in this request's memory and the worker's only.
 */
export const submitDocument: MethodAction = {
  httpMethod: 'POST',
  auth: 'widget',
  maxBodyBytes: MAX_DOCUMENT_IMAGE_BYTES,
  async handle(call: MethodCall): Promise<MethodActionResult> {
    const { ctx } = call.deps;
    const bytes = await call.body.bytes();
    const type = sniffImageType(bytes);
    if (type === 'heic') {
      throw new ServiceError(
        'UNSUPPORTED_MEDIA_TYPE',
        'HEIC photos cannot be read here: upload a JPEG or PNG (on an iPhone, choose "Most Compatible" under Settings › Camera › Formats, or take the photo from this page)',
      );
    }
    if (type === 'other') {
      throw new ServiceError(
        'UNSUPPORTED_MEDIA_TYPE',
        'the body is not a JPEG or PNG image: send the photo of the document as the raw body',
      );
    }
    if (!ctx.workers?.serves(READ_DOCUMENT_TASK)) {
      throw new ServiceError(
        'SERVICE_UNAVAILABLE',
        'the document reader is not loaded on this service; use another method',
      );
    }
    // A busy pool refuses before a read is metered: retrying after Retry-After costs nothing.
    if (!ctx.workers.hasRoom(1)) throw poolBusy(ctx.workers.retryAfterSeconds());
    // An unreadable photo uses no attempt, so reads are metered instead: each one holds a
    // short-lived method session, and past MAX_OPEN_METHOD_SESSIONS in that window the answer is
    // 429 — one verification cannot keep a reader thread busy.
    await openMethodSession(ctx, {
      method: 'id-document',
      purpose: 'read',
      verificationId: call.session!.row.id,
      data: {},
      ttlMs: READ_WINDOW_MS,
    });
    const selfieOn = await selfieMatchOn(ctx, call.session!.product.id, call.session!.row.mode);
    // The read takes the photo's buffer (transferred to its thread); the portrait search, only
    // needed for a usable document when the match is on, gets its own copy.
    const forPortrait = selfieOn ? bytes.slice().buffer : null;
    const read = await readInWorker(call, bytes);
    if (!read.read) {
      return methodJson(422, {
        error: 'DOCUMENT_UNREADABLE',
        errorMessage: RETAKE_MESSAGES[read.hint],
        hint: read.hint,
      });
    }
    const verdict = documentEvidence(read.facts, ctx.now());
    const detail = { document: read.facts.kind, issuer: read.facts.issuer };
    if (verdict.usable && forPortrait) {
      // Selfie match (issue 13 item 3): not a pass yet. The portrait's embedding waits with the
      // evidence in a single-use method session until a live selfie matches it (`selfie-step.ts`).
      if (!ctx.workers.serves(PORTRAIT_TASK)) {
        throw new ServiceError(
          'SERVICE_UNAVAILABLE',
          'the selfie match is not available on this service right now; try again later',
        );
      }
      const portrait = await describePortrait(call, forPortrait);
      if (!portrait) {
        return methodJson(422, {
          error: 'PORTRAIT_NOT_FOUND',
          errorMessage:
            'no portrait was found on this photo, and this service matches it to a selfie: photograph the page or side that carries both the photo of the holder and the machine-readable zone or barcode',
        });
      }
      const liveness = await livenessRequired(ctx, call.session!.row, call.session!.product.id);
      const selfie = await awaitSelfie(
        call,
        { evidence: verdict.evidence, detail, portrait, liveness },
        ctx.now() + SELFIE_TTL_MS,
      );
      return methodJson(200, { selfieRequired: true, detail, selfie });
    }
    const attempt = await recordEvidence(ctx, call.session!.row.id, verdict.evidence);
    return {
      attempt,
      detail: { ...detail, ...(verdict.usable ? {} : { refused: verdict.reason }) },
    };
  },
};

async function readInWorker(
  call: MethodCall,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<DocumentRead> {
  const image = bytes.buffer.byteLength === bytes.byteLength ? bytes.buffer : bytes.slice().buffer;
  try {
    return await call.deps.ctx.workers!.run<DocumentRead>(
      READ_DOCUMENT_TASK,
      { image, today: new Date(call.deps.ctx.now()).toISOString().slice(0, 10) },
      [image],
    );
  } catch (error) {
    if (!(error instanceof WorkerTaskError)) throw error;
    if (error.code === 'TIMEOUT' || error.code === 'CRASHED') {
      call.deps.ctx.logger.warn({ code: error.code }, 'document read failed in its worker');
      throw new ServiceError(
        'SERVICE_UNAVAILABLE',
        'the document could not be read in time; try again',
      );
    }
    // libvips refused the file: a truncated or corrupt JPEG/PNG. Its message may quote the file.
    throw new ServiceError('INVALID_INPUT', 'the image could not be decoded: take the photo again');
  }
}
