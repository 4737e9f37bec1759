/** What the worker read from one frame (`face.estimate`). No pixels, no embedding. */
export interface FrameReading {
  /**
   * Whether the age, antispoof and liveness models ran on this frame; `false` for a pose-only
   * read (detector and mesh), whose `age`, `real` and `live` are `null`.
   */
  full: boolean;
  width: number;
  height: number;
  faces: FaceReading[];
  /** Mean luma, 0–255. */
  brightness: number;
  /** THUMB_EDGE × THUMB_EDGE grey levels: enough to tell two captures apart, not to see a face. */
  thumb: number[];
}

export interface FaceReading {
  /** faceres's age estimate, years. */
  age: number | null;
  /** Detector confidence, 0–1. */
  score: number;
  /** Antispoof model: 1 = a real face, 0 = a photo or a screen. */
  real: number | null;
  /** Liveness model: 1 = live, 0 = not. */
  live: number | null;
  /** Head yaw from the mesh, degrees; positive = turned to the person's own left. */
  yaw: number | null;
  pitch: number | null;
  /** Face box width as a fraction of the frame width. */
  width: number;
  centreX: number;
  centreY: number;
}

/** Longest edge of a frame the service accepts. */
export const FRAME_MAX_EDGE = 640;
/** Largest frame, bytes (a 640 px JPEG at high quality is ~100 KB). */
export const FRAME_MAX_BYTES = 256 * 1024;
/** Frames per attempt. */
export const MAX_FRAMES = 10;
/** Frames per attempt below which liveness cannot be judged. */
export const MIN_FRAMES = 3;
/** Usable frames with an age estimate below which there is nothing to take a median of. */
export const MIN_AGED_FRAMES = 2;
/** Edge of the grey thumbnail used to tell frames apart. */
export const THUMB_EDGE = 12;
