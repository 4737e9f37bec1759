import type { Evidence } from '../../verifications/decide';
import { recordEvidence, refuseFinished } from '../../verifications/record-evidence';
import { countFaceSignals, recordFaceSignal } from '../facial-age-estimation/face-settings';
import { SERVICE_ERROR_STATUS } from '../../errors/error-status';
import { methodJson } from '../kit/method-json';
import { openMethodSession, readMethodSession, takeMethodSession } from '../kit/method-sessions';
import type { MethodAction, MethodCall } from '../kit/method-definition';
import type { DocumentFacts, FrontRead, RetakeHint } from './document-facts';
import { pendingEvidence } from './document-evidence';
import { bindSides, type SideHashes } from './front-binding';
import { refuseSpecimen } from './refuse-specimen';
import { MISMATCHES_FOR_FRAUD } from './selfie-match';
import { PORTRAIT_TASK, SELFIE_TTL_MS, awaitSelfie, describePortrait } from './selfie-step';
import {
  MAX_DOCUMENT_IMAGE_BYTES,
  checkDocumentPhoto,
  startRead,
  readInWorker,
} from './document-photo';

export const FRONT_SESSION = { method: 'id-document', purpose: 'front' } as const;
/** The front must follow the back within this long (as the selfie follows the document). */
export const FRONT_TTL_MS = SELFIE_TTL_MS;
/** The worker task that reads a front's printed text (`id-tasks.ts`). */
export const READ_FRONT_TASK = 'id-document.front';

/**
 * Documents whose machine-readable side has no portrait: a US or Canadian licence (PDF417 on the
 * back) and a TD1 ID card (MRZ on the back). Passports (TD3) and TD2 carry both on one page.
 */
export const TWO_SIDED: ReadonlySet<DocumentFacts['kind']> = new Set(['aamva-pdf417', 'mrz-td1']);

/**
 * What waits for the front, behind a single-use nonce in a method session (at most FRONT_TTL_MS):
 * the back's evidence, and, for the binding, the keyed hashes of its date of birth and document
 * number with their random key — never the values themselves.
 */
export interface PendingFront {
  evidence: Evidence;
  detail: { document: string; issuer: string };
  liveness: boolean;
  /** The HMAC key of this step (base64url); hashes made with it are useless to anyone else. */
  key: string;
  back: SideHashes;
}

/** What the widget needs for the front: its nonce. */
export interface FrontStart {
  nonce: string;
  expiresAt: number;
}

/** Keeps `pending` behind a new nonce that expires with the back's read (`expiresAt`). */
export async function awaitFront(
  call: MethodCall,
  pending: Omit<PendingFront, 'key'> & { key: Buffer },
  expiresAt: number,
): Promise<FrontStart> {
  const { ctx } = call.deps;
  const opened = await openMethodSession(ctx, {
    ...FRONT_SESSION,
    verificationId: call.session!.row.id,
    data: {
      ...pending,
      evidence: pendingEvidence(pending.evidence, call.session!.product.allowDob),
      key: pending.key.toString('base64url'),
    } satisfies PendingFront,
    ttlMs: Math.max(1, expiresAt - ctx.now()),
  });
  return { nonce: opened.id, expiresAt: opened.expiresAt };
}

/**
 * 400 for an unknown, used or expired nonce (or one of another verification), with `restart` so
 * the widget tells it from a photo that could not be decoded: the next step is the back again.
 */
function nonceRefused(): Response {
  return methodJson(400, {
    error: 'INVALID_INPUT',
    errorMessage: 'the front nonce is unknown, used or expired: photograph the back again',
    restart: true,
  });
}

/** Why a front gave nothing to compare, and what to change. */
const FRONT_RETAKE: Partial<Record<RetakeHint | 'number-not-read', string>> = {
  blur: 'the photo of the front is blurred: hold the card still, fill the frame and let the camera focus',
  glare: 'light reflects off the front: tilt the card a little or move away from the lamp',
  'too-small': 'the front is too small in the photo: photograph it closer, filling the frame',
  'too-dark': 'the photo of the front is too dark: move to a brighter place',
  'not-found':
    'the printed text of the front could not be read: photograph the whole front, with the photo of the holder, sharp and without reflections',
  'number-not-read':
    'the document number on the front could not be read: photograph the whole front again, sharp and without reflections',
};

/**
 * `POST /api/widget/methods/id-document/front?nonce=…` — the photo of a licence's or ID card's
 * front (JPEG or PNG, raw body) after its back was read with the selfie match on. Its printed
 * text is read (`id-document.front`) and its portrait looked for (`face.portrait`), in parallel
 * in the worker pool. Outcomes:
 * - no dates read (unreadable, too small, blurred), or the date of birth read but not the
 *   number → 422 `DOCUMENT_UNREADABLE` with a retake `hint`, no attempt, the nonce still valid;
 * - no portrait → 422 `PORTRAIT_NOT_FOUND`, no attempt, the nonce still valid;
 * - bound (the back's date of birth and number both printed here) → the nonce is used and the
 *   front's portrait awaits the selfie, as a passport's does (`selfieRequired`);
 * - dates read but not the back's date of birth → the nonce is used, an attempt without an age
 *   signal (`detail.front: 'mismatch'`, `reason: DOCUMENT_SIDES_DO_NOT_MATCH`); the second such
 *   mismatch in a verification is fraud, like the selfie's;
 * - in live mode, a front whose text shows one of the service's own specimens (read or not) →
 *   the nonce is used, refused as `DOCUMENT_SPECIMEN` (`refuse-specimen.ts`), before any of the
 *   above: a specimen front is never bound to a back.
 */
export const submitFront: MethodAction = {
  httpMethod: 'POST',
  auth: 'widget',
  maxBodyBytes: MAX_DOCUMENT_IMAGE_BYTES,
  async handle(call) {
    const { ctx } = call.deps;
    const { row } = call.session!;
    refuseFinished(row);
    const bytes = await call.body.bytes();
    checkDocumentPhoto(bytes);
    const nonce = call.url.searchParams.get('nonce');
    const key = { ...FRONT_SESSION, verificationId: row.id };
    const pending = (await readMethodSession<PendingFront>(ctx, nonce, key))?.data;
    if (!pending) return nonceRefused();
    // Two tasks, the OCR and the portrait, admitted together.
    await startRead(call, [READ_FRONT_TASK, PORTRAIT_TASK]);
    const copy = bytes.slice();
    const [front, portrait] = await Promise.all([
      readInWorker<FrontRead>(call, READ_FRONT_TASK, bytes, {
        bindKey: Buffer.from(pending.key, 'base64url'),
      }),
      describePortrait(call, copy.buffer),
    ]);
    if (front.specimen && row.mode === 'live') {
      if (!(await takeMethodSession(ctx, nonce, key))) return nonceRefused();
      return refuseSpecimen(call, pending.detail);
    }
    const binding = front.read ? bindSides(pending.back, front.hashes) : 'unreadable';
    if (binding === 'unreadable' || binding === 'number-not-read') {
      const hint = binding === 'number-not-read' ? binding : front.read ? 'not-found' : front.hint;
      return methodJson(SERVICE_ERROR_STATUS.DOCUMENT_UNREADABLE, {
        error: 'DOCUMENT_UNREADABLE',
        errorMessage: FRONT_RETAKE[hint] ?? FRONT_RETAKE['not-found'],
        hint,
      });
    }
    if (!portrait) {
      return methodJson(SERVICE_ERROR_STATUS.PORTRAIT_NOT_FOUND, {
        error: 'PORTRAIT_NOT_FOUND',
        errorMessage:
          'no portrait was found on this photo: photograph the front of the card, the side with the photo of the holder',
      });
    }
    // Decided: from here the nonce is used, whatever follows (no second try with the same back).
    if (!(await takeMethodSession(ctx, nonce, key))) return nonceRefused();
    if (binding === 'bound') {
      const selfie = await awaitSelfie(
        call,
        {
          evidence: pending.evidence,
          detail: pending.detail,
          portrait,
          liveness: pending.liveness,
        },
        ctx.now() + SELFIE_TTL_MS,
      );
      return methodJson(200, { selfieRequired: true, detail: pending.detail, selfie });
    }
    await recordFaceSignal(ctx, row.id, 'sides-mismatch');
    const fraud = (await countFaceSignals(ctx, row.id, 'sides-mismatch')) >= MISMATCHES_FOR_FRAUD;
    const none: Evidence = { method: 'id-document', kind: 'none', assurance: 'substantial' };
    const attempt = await recordEvidence(
      ctx,
      row.id,
      fraud ? { ...none, fraudulent: true } : none,
      call.session!.sessionHash,
    );
    return {
      attempt,
      detail: { ...pending.detail, front: 'mismatch', reason: 'DOCUMENT_SIDES_DO_NOT_MATCH' },
    };
  },
};
