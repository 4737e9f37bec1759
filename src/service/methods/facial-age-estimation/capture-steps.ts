import { MIN_MESSAGE_MS } from './held-message';
import type { Turn } from './liveness';

export type Prompt = 'look' | Turn | 'still';

/** One step of the burst: what to ask, how long to let the person move, how many frames. */
export interface CaptureStep {
  prompt: Prompt;
  leadMs: number;
  frames: number;
}

/** Between two frames of a step. */
export const FRAME_GAP_MS = 250;

/**
 * The least time "Looking for your face…" is up before the first prompt replaces it, however
 * fast the face is found: enough for a screen reader to say it.
 */
export const FINDING_MIN_MS = 1000;

/** A step's prompt is on screen for its lead time and its frames (longer: grabbing takes time). */
export const stepMs = (step: CaptureStep): number => step.leadMs + step.frames * FRAME_GAP_MS;

/**
 * The challenge as a burst of at most 10 frames: two looking straight, then four through each
 * asked turn (the server checks the turns in this order). Without liveness (test mode, when the
 * product switched it off): five frames holding still. Each prompt stays up MIN_MESSAGE_MS, so it
 * can be read before the next one; most of that is lead time, so a turn's frames catch the head
 * turned rather than turning.
 */
export function captureSteps(challenge: readonly Turn[] | null): CaptureStep[] {
  const step = (prompt: Prompt, frames: number): CaptureStep => ({
    prompt,
    frames,
    leadMs: Math.max(0, MIN_MESSAGE_MS - frames * FRAME_GAP_MS),
  });
  if (!challenge) return [step('still', 5)];
  return [step('look', 2), ...challenge.map((turn) => step(turn, 4))];
}
