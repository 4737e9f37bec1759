import { MIN_AGED_FRAMES, MIN_FRAMES, type FaceReading, type FrameReading } from './frame-reading';

/** What the person should fix before trying again; such a capture does not use an attempt. */
export type CaptureProblem = 'no-face' | 'several-faces' | 'too-far' | 'too-dark';

/**
 * A second face this confident means someone else is in the picture. Lower scores are the
 * detector's noise (patterns, posters far behind) and are ignored.
 */
export const OTHER_FACE_MIN_SCORE = 0.6;
/** Detector confidence of the one face for a frame to count. */
export const FACE_MIN_SCORE = 0.5;
/**
 * A face narrower than this fraction of the frame gives the age model (faceres, 224 px input)
 * too few pixels: at 640 px that is a face under ~115 px wide.
 */
export const FACE_MIN_WIDTH = 0.18;
/** Mean luma (0–255) under which the estimate degrades: a dim room lit by the screen. */
export const MIN_BRIGHTNESS = 40;

export type UsableFrame = FrameReading & { face: FaceReading };

export type CaptureQuality =
  { usable: true; frames: UsableFrame[] } | { usable: false; problem: CaptureProblem };

/** Why one frame is not usable, or `null` when it is. */
export function frameProblem(frame: FrameReading): CaptureProblem | null {
  if (frame.brightness < MIN_BRIGHTNESS) return 'too-dark';
  const faces = frame.faces.filter((f) => f.score >= FACE_MIN_SCORE);
  if (faces.length === 0 || (frame.full && faces[0]?.age === null)) return 'no-face';
  if (faces.filter((f) => f.score >= OTHER_FACE_MIN_SCORE).length > 1) return 'several-faces';
  if (faces[0]!.width < FACE_MIN_WIDTH) return 'too-far';
  return null;
}

/**
 * The frames of a capture that show exactly one face, near enough and lit well enough. Several
 * faces in any frame refuse the whole capture (someone else may be the one looking). Fewer than
 * MIN_FRAMES usable frames, or fewer than MIN_AGED_FRAMES of them with an age: the most frequent
 * problem is what the person should fix.
 */
export function checkCaptureQuality(readings: readonly FrameReading[]): CaptureQuality {
  const problems = readings.map(frameProblem);
  if (problems.includes('several-faces')) return { usable: false, problem: 'several-faces' };
  const frames = readings
    .filter((_, i) => problems[i] === null)
    .map((r) => ({ ...r, face: r.faces.find((f) => f.score >= FACE_MIN_SCORE)! }) as UsableFrame);
  const aged = frames.filter((f) => f.face.age !== null).length;
  if (frames.length >= MIN_FRAMES && aged >= MIN_AGED_FRAMES) return { usable: true, frames };
  const counts = new Map<CaptureProblem, number>();
  for (const p of problems) if (p) counts.set(p, (counts.get(p) ?? 0) + 1);
  const worst = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'no-face';
  return { usable: false, problem: worst };
}
