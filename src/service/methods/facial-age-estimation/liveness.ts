import type { UsableFrame } from './capture-quality';

/** A head turn the person is asked to make, in their own terms (their left, their right). */
export type Turn = 'left' | 'right';
/** The server's challenge for one attempt: turns in order. */
export type Challenge = readonly [Turn, Turn];

/** The two challenges the server chooses from, at random, for each attempt. */
export const CHALLENGES: readonly Challenge[] = [
  ['left', 'right'],
  ['right', 'left'],
];

/**
 * Yaw, in degrees, that counts as a turn. A person looking at the screen holds within about ±5°
 * (the mesh's own jitter is ±2–3°), and a deliberate turn that still keeps the face in the oval
 * reaches 20–35°: 12° is beyond jitter and well within what everyone does when asked.
 */
export const TURN_MIN_DEGREES = 12;

/**
 * Antispoof (`real`) and liveness (`live`) scores below which a capture is a spoof signal. 0.6 is
 * the bar Human's own FaceID demo sets for both models (`minConfidence`); we take the median over
 * the usable frames so one blurred frame neither passes nor fails a capture on its own.
 */
export const REAL_MIN = 0.6;
export const LIVE_MIN = 0.6;

/**
 * Mean absolute difference of the 12×12 grey thumbnails (0–255) under which two frames are the
 * same capture. A live camera differs by more than 2 between frames 100 ms apart from sensor
 * noise and movement alone; the same still image, re-encoded, differs by well under 1.
 */
export const DISTINCT_MIN = 1.5;

export type LivenessResult =
  | { live: true }
  | { live: false; reason: 'frames-repeated' | 'spoof-scores'; spoof: true }
  | { live: false; reason: 'no-turn'; spoof: false };

const median = (values: number[]): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function thumbDistance(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / Math.max(1, a.length);
}

/** How many frames differ from every frame before them: distinct captures. */
export function distinctCaptures(frames: readonly { thumb: readonly number[] }[]): number {
  let distinct = 0;
  frames.forEach((frame, i) => {
    if (frames.slice(0, i).every((prev) => thumbDistance(prev.thumb, frame.thumb) >= DISTINCT_MIN))
      distinct++;
  });
  return distinct;
}

const sign = (turn: Turn): number => (turn === 'left' ? 1 : -1);

/**
 * Active liveness for one attempt, on the usable frames in capture order:
 *
 * 1. The frames are distinct captures: at least half of them differ from all earlier ones (a
 *    still photo or one replayed frame gives one distinct frame).
 * 2. The antispoof and liveness models' median scores clear REAL_MIN and LIVE_MIN.
 * 3. The asked head movement is seen: a frame turned at least TURN_MIN_DEGREES the first way,
 *    and a later frame turned at least that far the second way.
 *
 * 1 and 2 are spoof signals (repeated ones end the verification as fraud); 3 alone is a person who
 * did not follow the prompt, and costs an attempt.
 */
export function checkLiveness(
  frames: readonly UsableFrame[],
  challenge: Challenge,
): LivenessResult {
  if (distinctCaptures(frames) * 2 < frames.length) {
    return { live: false, reason: 'frames-repeated', spoof: true };
  }
  const scored = frames.filter((f) => f.full);
  const real = median(scored.map((f) => f.face.real ?? 0));
  const live = median(scored.map((f) => f.face.live ?? 0));
  if (real < REAL_MIN || live < LIVE_MIN) {
    return { live: false, reason: 'spoof-scores', spoof: true };
  }
  const [first, second] = challenge;
  const turned = (f: UsableFrame, turn: Turn) =>
    f.face.yaw !== null && f.face.yaw * sign(turn) >= TURN_MIN_DEGREES;
  const firstAt = frames.findIndex((f) => turned(f, first));
  const secondSeen = firstAt >= 0 && frames.slice(firstAt + 1).some((f) => turned(f, second));
  return secondSeen ? { live: true } : { live: false, reason: 'no-turn', spoof: false };
}

export { median };
