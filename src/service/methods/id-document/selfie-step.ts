import { ServiceError, invalidInput } from '../../errors/service-error';
import type { Evidence } from '../../verifications/decide';
import { recordEvidence, refuseFinished } from '../../verifications/record-evidence';
import {
  FACE_MIN_SCORE,
  checkCaptureQuality,
  frameProblem,
} from '../facial-age-estimation/capture-quality';
import type { FrameReading } from '../facial-age-estimation/frame-reading';
import { countFaceSignals, recordFaceSignal } from '../facial-age-estimation/face-settings';
import { checkLiveness, type Challenge } from '../facial-age-estimation/liveness';
import {
  CAPTURE_LIMITS,
  chooseChallenge,
  type FaceAttemptStart,
} from '../facial-age-estimation/start-attempt';
import {
  SPOOF_SIGNALS_FOR_FRAUD,
  SUBMIT_MAX_BYTES,
  readCaptureFrames,
  readFramesInWorkers,
} from '../facial-age-estimation/submit-capture';
import { WorkerTaskError } from '../kit/worker-pool';
import { methodJson } from '../kit/method-json';
import { pendingEvidence } from './document-evidence';
import { openMethodSession, takeMethodSession } from '../kit/method-sessions';
import type { MethodAction, MethodCall } from '../kit/method-definition';
import { MISMATCHES_FOR_FRAUD, faceSimilarity, selfieOutcome } from './selfie-match';

export const SELFIE_SESSION = { method: 'id-document', purpose: 'selfie' } as const;
/** The selfie must follow the document within this long; the portrait's embedding goes with it. */
export const SELFIE_TTL_MS = 10 * 60 * 1000;
/** The worker tasks of the match (facial estimation's `face-tasks.ts`). */
export const PORTRAIT_TASK = 'face.portrait';
export const DESCRIBE_TASK = 'face.describe';

/**
 * What waits for the selfie, behind a single-use nonce in a method session (never in a table of
 * its own, never past SELFIE_TTL_MS): the document's evidence, the portrait's embedding (128
 * numbers from which no image can be rebuilt) and the capture's challenge.
 */
export interface PendingSelfie {
  evidence: Evidence;
  detail: { document: string; issuer: string };
  portrait: number[];
  challenge: Challenge;
  liveness: boolean;
}

/** What the widget needs for the selfie: the facial-estimation capture's own start answer. */
export type SelfieStart = FaceAttemptStart;

/** Keeps `pending` behind a new nonce that expires with the document read (`expiresAt`). */
export async function awaitSelfie(
  call: MethodCall,
  pending: Omit<PendingSelfie, 'challenge'>,
  expiresAt: number,
): Promise<SelfieStart> {
  const { ctx } = call.deps;
  const challenge = chooseChallenge();
  const opened = await openMethodSession(ctx, {
    ...SELFIE_SESSION,
    verificationId: call.session!.row.id,
    data: {
      ...pending,
      evidence: pendingEvidence(pending.evidence, call.session!.product.allowDob),
      challenge,
    } satisfies PendingSelfie,
    ttlMs: Math.max(1, expiresAt - ctx.now()),
  });
  return {
    nonce: opened.id,
    expiresAt: opened.expiresAt,
    challenge: pending.liveness ? challenge : null,
    frames: CAPTURE_LIMITS,
  };
}

/** The embedding of the portrait on a document photo, or `null` when it shows none. */
export async function describePortrait(
  call: MethodCall,
  image: ArrayBuffer,
): Promise<number[] | null> {
  try {
    return await call.deps.ctx.workers!.run<number[] | null>(PORTRAIT_TASK, { image }, [image]);
  } catch (error) {
    if (error instanceof WorkerTaskError && error.taskCode === 'NOT_AN_IMAGE') return null;
    throw new ServiceError(
      'SERVICE_UNAVAILABLE',
      'the document portrait could not be read; try again',
    );
  }
}

/** Index of the usable frame that faces the camera most squarely (the one compared). */
function frontalFrame(readings: readonly FrameReading[]): number {
  let best = 0;
  let bestYaw = Infinity;
  readings.forEach((reading, i) => {
    if (frameProblem(reading) !== null) return;
    const face = reading.faces.find((f) => f.score >= FACE_MIN_SCORE);
    const yaw = Math.abs(face?.yaw ?? 90);
    if (yaw < bestYaw) {
      best = i;
      bestYaw = yaw;
    }
  });
  return best;
}

/**
 * `POST /api/widget/methods/id-document/selfie` (multipart: `nonce` from the document's answer,
 * `frame` files in capture order, as the facial-estimation capture sends them): the live selfie
 * that completes a document read when the product requires the match. Quality and liveness are
 * facial estimation's own rules; the most frontal usable frame is described (`face.describe`) and
 * compared with the portrait (`selfie-match.ts`). A match records the document's evidence; a
 * mismatch is an attempt without an age signal, and the second one is fraud. An unusable capture
 * uses no attempt and answers a fresh nonce for the same document read; unusable and malformed
 * captures share facial estimation's limit (`readCaptureFrames`).
 */
export const submitSelfie: MethodAction = {
  httpMethod: 'POST',
  auth: 'widget',
  maxBodyBytes: SUBMIT_MAX_BYTES,
  async handle(call) {
    const { ctx } = call.deps;
    const { row, sessionHash } = call.session!;
    refuseFinished(row);
    const form = await call.body.form();
    const frames = await readCaptureFrames(ctx, row.id, form);
    const taken = await takeMethodSession<PendingSelfie>(ctx, form.get('nonce'), {
      ...SELFIE_SESSION,
      verificationId: row.id,
    });
    if (!taken) {
      throw invalidInput(
        'the selfie nonce is unknown, used or expired: photograph the document again',
      );
    }
    const pending = taken.data;
    const expiresAt = taken.createdAt + SELFIE_TTL_MS;
    const copies = frames.map((f) => f.slice());
    const readings = await readFramesInWorkers(call, frames);
    const quality = checkCaptureQuality(readings);
    if (!quality.usable) {
      await recordFaceSignal(ctx, row.id, 'unusable');
      const { challenge: _used, ...rest } = pending;
      const selfie = await awaitSelfie(call, rest, expiresAt);
      return methodJson(200, { retry: true, problem: quality.problem, selfie });
    }
    const none: Evidence = { method: 'id-document', kind: 'none', assurance: 'substantial' };
    if (pending.liveness) {
      const liveness = checkLiveness(quality.frames, pending.challenge);
      if (!liveness.live) {
        let evidence = none;
        if (liveness.spoof) {
          await recordFaceSignal(ctx, row.id, 'spoof');
          if ((await countFaceSignals(ctx, row.id, 'spoof')) >= SPOOF_SIGNALS_FOR_FRAUD) {
            evidence = { ...none, fraudulent: true };
          }
        }
        const attempt = await recordEvidence(ctx, row.id, evidence, sessionHash);
        return { attempt, detail: { ...pending.detail, selfie: liveness.reason } };
      }
    }
    const frame = copies[frontalFrame(readings)]!;
    let selfie: number[] | null;
    try {
      selfie = await ctx.workers!.run<number[] | null>(DESCRIBE_TASK, { image: frame }, [
        frame.buffer,
      ]);
    } catch {
      throw new ServiceError('SERVICE_UNAVAILABLE', 'the selfie could not be compared; try again');
    }
    const outcome = selfieOutcome(selfie ? faceSimilarity(selfie, pending.portrait) : null);
    if (outcome === 'match') {
      const attempt = await recordEvidence(ctx, row.id, pending.evidence, sessionHash);
      return { attempt, detail: { ...pending.detail, selfie: 'match' } };
    }
    // Not a pass either way; only a clear mismatch is evidence of someone else's document.
    let fraud = false;
    if (outcome === 'mismatch') {
      await recordFaceSignal(ctx, row.id, 'selfie-mismatch');
      fraud = (await countFaceSignals(ctx, row.id, 'selfie-mismatch')) >= MISMATCHES_FOR_FRAUD;
    }
    const attempt = await recordEvidence(
      ctx,
      row.id,
      fraud ? { ...none, fraudulent: true } : none,
      sessionHash,
    );
    return { attempt, detail: { ...pending.detail, selfie: 'mismatch' } };
  },
};
