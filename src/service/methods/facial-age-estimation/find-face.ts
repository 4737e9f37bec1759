import { ServiceError } from '../../errors/service-error';
import { refuseFinished } from '../../verifications/record-evidence';
import type { MethodAction } from '../kit/method-definition';
import { methodJson } from '../kit/method-json';
import { frameProblem, type CaptureProblem } from './capture-quality';
import { countFaceSignals, recordFaceSignal } from './face-settings';
import { FRAME_MAX_BYTES } from './frame-reading';
import { readFrames, readFramesInWorkers } from './submit-capture';

/**
 * Looks per verification within LOOK_WINDOW_MS: the widget looks about once a second for at most
 * FIND_FACE_MS, so a few tries' worth; then 429, like unusable captures.
 */
export const MAX_LOOKS = 120;
export const LOOK_WINDOW_MS = 10 * 60 * 1000;

/** What `find-face` answers: whether the frame shows one face to start with, or what to fix. */
export type FoundFace = { face: true } | { face: false; problem: CaptureProblem };

/**
 * `POST /api/widget/methods/facial-age-estimation/find-face` (multipart: one `frame`): before an
 * attempt's head-turn prompts, the widget asks whether the camera sees one face, near enough and
 * lit well enough — so that nobody is asked to turn a head that is not in view. One frame, read
 * for the face and its pose only (the detector and mesh, no age), in the worker pool; never an
 * attempt, never kept.
 */
export const findFace: MethodAction = {
  httpMethod: 'POST',
  auth: 'widget',
  maxBodyBytes: FRAME_MAX_BYTES + 16 * 1024,
  async handle(call) {
    const { ctx } = call.deps;
    const { row } = call.session!;
    refuseFinished(row);
    const since = ctx.now() - LOOK_WINDOW_MS;
    if ((await countFaceSignals(ctx, row.id, 'look', since)) >= MAX_LOOKS) {
      throw new ServiceError(
        'TOO_MANY_REQUESTS',
        'too many looks for a face: wait a few minutes or choose another method',
        { headers: { 'Retry-After': String(LOOK_WINDOW_MS / 1000) } },
      );
    }
    const frames = await readFrames(await call.body.form());
    if (frames.length !== 1) throw new ServiceError('INVALID_INPUT', 'send exactly one frame');
    await recordFaceSignal(ctx, row.id, 'look');
    const [reading] = await readFramesInWorkers(call, frames, { poseOnly: true });
    const problem = frameProblem(reading!);
    return methodJson(
      200,
      (problem ? { face: false, problem } : { face: true }) satisfies FoundFace,
    );
  },
};
