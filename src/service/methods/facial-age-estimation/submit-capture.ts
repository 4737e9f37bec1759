import { randomInt } from 'node:crypto';
import type { ServiceContext } from '../../context';
import { ServiceError, invalidInput } from '../../errors/service-error';
import { recordEvidence, refuseFinished } from '../../verifications/record-evidence';
import type { Evidence } from '../../verifications/decide';
import { WorkerTaskError } from '../kit/worker-pool';
import type { MethodAction, MethodCall } from '../kit/method-definition';
import { methodJson } from '../kit/method-json';
import { takeMethodSession } from '../kit/method-sessions';
import { checkCaptureQuality, type CaptureProblem } from './capture-quality';
import { faceEvidence } from './face-decision';
import { countFaceSignals, recordFaceSignal } from './face-settings';
import {
  FRAME_MAX_BYTES,
  FRAME_MAX_EDGE,
  MAX_FRAMES,
  MIN_AGED_FRAMES,
  type FrameReading,
} from './frame-reading';
import { checkJpegFrame } from './jpeg-frame';
import { checkLiveness } from './liveness';
import { FACE_ATTEMPT, type FaceAttemptState } from './start-attempt';

/** Room for the multipart framing around MAX_FRAMES frames. */
export const SUBMIT_MAX_BYTES = MAX_FRAMES * FRAME_MAX_BYTES + 64 * 1024;

/**
 * Unusable captures use no attempt, so they are limited on their own: this many per verification
 * within UNUSABLE_WINDOW_MS, then 429. A capture refused for its frames (corrupt, truncated, too
 * large, not JPEG) counts as one too.
 */
export const MAX_UNUSABLE = 10;
export const UNUSABLE_WINDOW_MS = 10 * 60 * 1000;
/** The second spoof signal in one verification ends it as fraud. */
export const SPOOF_SIGNALS_FOR_FRAUD = 2;

/** What the widget shows after a submit that was not an attempt. */
export interface CaptureRetry {
  retry: true;
  problem: CaptureProblem;
}

/** `detail` of a face attempt: never the estimate, only what the widget explains. */
export interface FaceAttemptDetail {
  liveness: 'checked' | 'off' | 'frames-repeated' | 'spoof-scores' | 'no-turn';
}

/**
 * The frames of a submit: 1–MAX_FRAMES whole JPEG files (`checkJpegFrame`) of at most
 * FRAME_MAX_BYTES and FRAME_MAX_EDGE px each. Every frame is checked here, on the API thread and
 * without decoding, before any of them goes to the worker pool.
 */
export async function readFrames(form: FormData): Promise<Uint8Array<ArrayBuffer>[]> {
  const parts = form.getAll('frame');
  if (parts.length === 0) throw invalidInput('send at least one frame (form field "frame")');
  if (parts.length > MAX_FRAMES) {
    throw invalidInput(`send at most ${MAX_FRAMES} frames, got ${parts.length}`);
  }
  const frames: Uint8Array<ArrayBuffer>[] = [];
  for (const part of parts) {
    if (typeof part === 'string') throw invalidInput('each "frame" must be a JPEG file');
    if (part.size > FRAME_MAX_BYTES) {
      throw new ServiceError(
        'PAYLOAD_TOO_LARGE',
        `a frame is ${part.size} bytes: send frames of at most ${FRAME_MAX_BYTES} bytes`,
      );
    }
    const bytes = new Uint8Array(await part.arrayBuffer());
    const jpeg = checkJpegFrame(bytes);
    if (!jpeg.ok) {
      throw invalidInput(
        jpeg.problem === 'not-jpeg'
          ? 'each "frame" must be a JPEG image'
          : `a frame is not a whole baseline or progressive JPEG (${jpeg.problem}): capture again`,
      );
    }
    if (jpeg.width > FRAME_MAX_EDGE || jpeg.height > FRAME_MAX_EDGE) {
      throw invalidInput(
        `a frame is ${jpeg.width}×${jpeg.height}: send frames of at most ${FRAME_MAX_EDGE} px`,
      );
    }
    frames.push(bytes);
  }
  return frames;
}

/**
 * A capture's frames, for the face submit and the ID selfie: 429 once the verification has had
 * MAX_UNUSABLE unusable captures within UNUSABLE_WINDOW_MS, then `readFrames` — and a capture it
 * refuses is recorded as unusable, so malformed submits meet the same limit as blurred ones.
 */
export async function readCaptureFrames(
  ctx: ServiceContext,
  verificationId: string,
  form: FormData,
): Promise<Uint8Array<ArrayBuffer>[]> {
  const since = ctx.now() - UNUSABLE_WINDOW_MS;
  if ((await countFaceSignals(ctx, verificationId, 'unusable', since)) >= MAX_UNUSABLE) {
    throw new ServiceError(
      'TOO_MANY_REQUESTS',
      'too many unusable captures: wait a few minutes or choose another method',
      { headers: { 'Retry-After': String(UNUSABLE_WINDOW_MS / 1000) } },
    );
  }
  try {
    return await readFrames(form);
  } catch (error) {
    if (error instanceof ServiceError) await recordFaceSignal(ctx, verificationId, 'unusable');
    throw error;
  }
}

/**
 * Runs `face.estimate` on every frame in the worker pool; a bad frame is the caller's 400.
 * `poseOnly` reads the face and its pose without the age and spoof models (`find-face`).
 */
export async function readFramesInWorkers(
  call: MethodCall,
  frames: Uint8Array<ArrayBuffer>[],
  { poseOnly = false }: { poseOnly?: boolean } = {},
): Promise<FrameReading[]> {
  const workers = call.deps.ctx.workers;
  // Right after start-up the models may still be loading: wait for them rather than refuse.
  if (!workers || !(await workers.whenServes(['face.estimate']))) {
    throw new ServiceError(
      'SERVICE_UNAVAILABLE',
      'facial age estimation is not available on this service right now: choose another method',
    );
  }
  try {
    // Every frame is read for head pose; the age and spoof models run on every other one, from
    // an offset chosen per request, which halves an attempt's cost and still gives the median and
    // the spoof scores five frames. The frame bytes move to the worker (transferred, not copied).
    // All frames are admitted together or refused together (429), so a busy service never
    // spends a worker on part of an attempt it then cannot finish.
    const offset = randomInt(2);
    return await workers.runAll<FrameReading>(
      'face.estimate',
      frames.map((frame, i) => ({
        input: {
          frame,
          full: !poseOnly && (frames.length < 2 * MIN_AGED_FRAMES || i % 2 === offset),
        },
        transfer: [frame.buffer],
      })),
    );
  } catch (error) {
    if (
      error instanceof WorkerTaskError &&
      (error.taskCode === 'NOT_AN_IMAGE' || error.taskCode === 'IMAGE_TOO_LARGE')
    ) {
      // Passed the structure check yet did not decode: unusable too, against the same limit.
      await recordFaceSignal(call.deps.ctx, call.session!.row.id, 'unusable');
      throw invalidInput(error.message);
    }
    if (error instanceof WorkerTaskError) {
      throw new ServiceError('SERVICE_UNAVAILABLE', 'the estimation did not finish; try again', {
        headers: { 'Retry-After': '2' },
      });
    }
    throw error;
  }
}

/**
 * `POST /api/widget/methods/facial-age-estimation/submit` (multipart: `nonce`, and `frame` files
 * in capture order): the capture of one attempt → read in the worker pool → capture quality →
 * liveness (the attempt's server-chosen challenge) → the median estimate against
 * passIfOver/failIfUnder → `recordEvidence`. The frames live only in this request and the workers.
 */
export const submitCapture: MethodAction = {
  httpMethod: 'POST',
  auth: 'widget',
  maxBodyBytes: SUBMIT_MAX_BYTES,
  async handle(call) {
    const { ctx } = call.deps;
    const { row } = call.session!;
    refuseFinished(row);
    const form = await call.body.form();
    const frames = await readCaptureFrames(ctx, row.id, form);
    // A busy pool refuses before the nonce is taken: the client retries the same capture after
    // Retry-After instead of starting over (runAll below still refuses if the room went since).
    ctx.workers?.admit(frames.length);
    const attempt = await takeMethodSession<FaceAttemptState>(ctx, form.get('nonce'), {
      ...FACE_ATTEMPT,
      verificationId: row.id,
    });
    if (!attempt) {
      throw invalidInput('the attempt nonce is unknown, used or expired: start a new attempt');
    }

    const readings = await readFramesInWorkers(call, frames);
    const quality = checkCaptureQuality(readings);
    if (!quality.usable) {
      await recordFaceSignal(ctx, row.id, 'unusable');
      return methodJson(200, { retry: true, problem: quality.problem } satisfies CaptureRetry);
    }

    const bounds = {
      passIfOver: row.face_pass_if_over ?? row.threshold,
      failIfUnder: row.face_fail_if_under ?? row.threshold,
    };
    let evidence: Evidence;
    let detail: FaceAttemptDetail;
    const liveness = attempt.data.liveness
      ? checkLiveness(quality.frames, attempt.data.challenge)
      : ({ live: true } as const);
    if (!liveness.live) {
      detail = { liveness: liveness.reason };
      evidence = { method: FACE_ATTEMPT.method, kind: 'none', assurance: 'substantial' };
      if (liveness.spoof) {
        await recordFaceSignal(ctx, row.id, 'spoof');
        if ((await countFaceSignals(ctx, row.id, 'spoof')) >= SPOOF_SIGNALS_FOR_FRAUD) {
          evidence = { ...evidence, fraudulent: true };
        }
      }
    } else {
      detail = { liveness: attempt.data.liveness ? 'checked' : 'off' };
      evidence = faceEvidence(
        quality.frames.flatMap((f) => (f.face.age === null ? [] : [f.face.age])),
        bounds,
      ).evidence;
    }
    return {
      attempt: await recordEvidence(ctx, row.id, evidence, call.session!.sessionHash),
      detail,
    };
  },
};
