import { randomInt } from 'node:crypto';
import { invalidInput } from '../../errors/service-error';
import {
  MAX_ATTEMPTS_PER_METHOD,
  parseAttempts,
  refuseFinished,
} from '../../verifications/record-evidence';
import type { MethodAction } from '../kit/method-definition';
import { methodJson } from '../kit/method-json';
import { openMethodSession } from '../kit/method-sessions';
import { testLivenessOff } from './face-settings';
import { FRAME_MAX_BYTES, FRAME_MAX_EDGE, MAX_FRAMES, MIN_FRAMES } from './frame-reading';
import { CHALLENGES, type Challenge } from './liveness';

export const FACE_ATTEMPT = { method: 'facial-age-estimation', purpose: 'face-attempt' } as const;

/** An attempt's server-side state, behind its single-use nonce. */
export interface FaceAttemptState {
  challenge: Challenge;
  liveness: boolean;
}

/** A capture must arrive within this long of its start (the challenge takes ~5 s). */
export const ATTEMPT_TTL_MS = 5 * 60 * 1000;

/** What `start` answers: the nonce, the challenge to prompt, and the capture limits. */
export interface FaceAttemptStart {
  nonce: string;
  expiresAt: number;
  /** `null` when liveness is off (test mode only). */
  challenge: Challenge | null;
  frames: { min: number; max: number; maxEdge: number; maxBytes: number };
}

/** The capture limits the widget's camera capture keeps to (shared with the ID selfie). */
export const CAPTURE_LIMITS: FaceAttemptStart['frames'] = {
  min: MIN_FRAMES,
  max: MAX_FRAMES,
  maxEdge: FRAME_MAX_EDGE,
  maxBytes: FRAME_MAX_BYTES,
};

/** A head-turn challenge chosen at random by the server, for one capture. */
export const chooseChallenge = (): Challenge => CHALLENGES[randomInt(CHALLENGES.length)]!;

/** Whether a capture of this verification must pass the liveness challenge. */
export async function livenessRequired(
  ctx: Parameters<typeof testLivenessOff>[0],
  row: { mode: string },
  productId: string,
): Promise<boolean> {
  return row.mode === 'live' || !(await testLivenessOff(ctx, productId));
}

/**
 * `POST /api/widget/methods/facial-age-estimation/start`: the server chooses this attempt's
 * head-turn challenge at random and issues a single-use attempt nonce bound to it, so a capture
 * recorded for one attempt cannot be replayed for another.
 */
export const startAttempt: MethodAction = {
  httpMethod: 'POST',
  auth: 'widget',
  async handle({ deps, session }) {
    const { row, product } = session!;
    refuseFinished(row);
    if ((parseAttempts(row)[FACE_ATTEMPT.method] ?? 0) >= MAX_ATTEMPTS_PER_METHOD) {
      throw invalidInput(`no attempts left for ${FACE_ATTEMPT.method}: choose another method`);
    }
    const liveness = await livenessRequired(deps.ctx, row, product.id);
    const challenge = chooseChallenge();
    const opened = await openMethodSession(deps.ctx, {
      ...FACE_ATTEMPT,
      verificationId: row.id,
      data: { challenge, liveness } satisfies FaceAttemptState,
      ttlMs: ATTEMPT_TTL_MS,
    });
    const answer: FaceAttemptStart = {
      nonce: opened.id,
      expiresAt: opened.expiresAt,
      challenge: liveness ? challenge : null,
      frames: CAPTURE_LIMITS,
    };
    return methodJson(200, answer);
  },
};
