/**
 * The facial-age-estimation method's worker tasks (loaded by the shared worker pool, never on the
 * API's event loop): `@vladmandic/human` on the tfjs wasm backend, with its models and wasm read
 * from `node_modules`, and frames decoded with sharp. Frames exist here only as the transferred
 * bytes of one task and the pixels decoded from them; nothing is written anywhere.
 */
import { createRequire } from 'node:module';
import type * as TfCore from '@tensorflow/tfjs-core';
import type * as HumanModule from '@vladmandic/human';
import type { Config, Human as HumanInstance } from '@vladmandic/human';
import sharp, { type Metadata } from 'sharp';
import { ServiceError } from '../../errors/service-error';
import { fileModelLoader, locateFaceModelFiles } from './face-models';
import type { FaceReading, FrameReading } from './frame-reading';
import { FRAME_MAX_EDGE, THUMB_EDGE } from './frame-reading';

const require = createRequire(import.meta.url);

let human: HumanInstance | undefined;

/** Decoded pixels larger than this are refused before decoding (a frame is at most 640 × 640). */
const MAX_INPUT_PIXELS = FRAME_MAX_EDGE * FRAME_MAX_EDGE;

/** Every model runs on every frame: no frame skipping or caching across frames or requests. */
const NO_SKIP = { skipFrames: 0, skipTime: 0 };

function humanConfig(modelBasePath: string, wasmPath: string): Partial<Config> {
  return {
    backend: 'wasm',
    wasmPath,
    wasmPlatformFetch: false,
    modelBasePath,
    debug: false,
    async: true,
    warmup: 'none',
    cacheSensitivity: 0,
    cacheModels: false,
    filter: { enabled: false },
    gesture: { enabled: false },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    segmentation: { enabled: false },
    face: {
      enabled: true,
      // Several faces must be seen to be refused, so the detector looks for more than one.
      detector: { ...NO_SKIP, rotation: false, maxDetected: 3, minConfidence: 0.4, return: false },
      mesh: { enabled: true },
      iris: { enabled: false },
      attention: { enabled: false },
      emotion: { enabled: false },
      description: { ...NO_SKIP, enabled: true },
      antispoof: { ...NO_SKIP, enabled: true },
      liveness: { ...NO_SKIP, enabled: true },
    },
  } as Partial<Config>;
}

/** Loads the models once per worker and runs one detection so the first real frame is warm. */
export async function init(): Promise<void> {
  // The thread's nice value is set by worker-entry.mjs for every method worker (Linux only).
  const located = locateFaceModelFiles(import.meta.url);
  if (!located.ok) {
    throw new ServiceError(
      'DEPENDENCY_MISSING',
      `face models or wasm missing in node_modules: ${located.missing.join(', ')}; run npm install`,
    );
  }
  const { files } = located;
  const tf = require('@tensorflow/tfjs-core') as typeof TfCore;
  tf.io.registerLoadRouter(fileModelLoader as Parameters<typeof tf.io.registerLoadRouter>[0]);
  const { Human } = require(files.humanEntry) as typeof HumanModule;
  const instance = new Human(humanConfig(`file://${files.modelDir}/`, files.wasmDir));
  await instance.load();
  await instance.tf.ready();
  if (instance.tf.getBackend() !== 'wasm') {
    throw new ServiceError(
      'DEPENDENCY_MISSING',
      `tfjs backend is ${instance.tf.getBackend()}, not wasm: @tensorflow/tfjs-backend-wasm did not load`,
    );
  }
  const warm = instance.tf.zeros([1, 256, 256, 3], 'int32');
  await instance.detect(warm as never);
  warm.dispose();
  human = instance;
}

/**
 * A frame the caller sent that is not a usable image: the action answers 400. Its code crosses
 * the thread as the `WorkerTaskError`'s `taskCode`.
 */
class FrameError extends ServiceError {
  override readonly name = 'FrameError';
  declare readonly code: 'NOT_AN_IMAGE' | 'IMAGE_TOO_LARGE';
  constructor(code: FrameError['code'], message: string) {
    super(code, message);
  }
}

interface Decoded {
  pixels: Uint8Array;
  width: number;
  height: number;
}

/** JPEG only, at most 640 px on its longer edge; EXIF orientation applied. */
async function decodeFrame(bytes: Uint8Array): Promise<Decoded> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS * 4 }).metadata();
  } catch {
    throw new FrameError('NOT_AN_IMAGE', 'a frame is not a JPEG image');
  }
  if (meta.format !== 'jpeg') throw new FrameError('NOT_AN_IMAGE', 'a frame is not a JPEG image');
  if ((meta.width ?? 0) > FRAME_MAX_EDGE || (meta.height ?? 0) > FRAME_MAX_EDGE) {
    throw new FrameError(
      'IMAGE_TOO_LARGE',
      `a frame is ${meta.width}×${meta.height}: send frames of at most ${FRAME_MAX_EDGE} px`,
    );
  }
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
    })
      .rotate()
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { pixels: data, width: info.width, height: info.height };
  } catch {
    throw new FrameError('NOT_AN_IMAGE', 'a frame could not be decoded as a JPEG image');
  }
}

/**
 * Mean luma (0–255, ITU-R BT.601 weights, as the widget's live hint measures it) and a THUMB_EDGE²
 * grey thumbnail, from the decoded pixels. The luma is summed here rather than read from sharp's
 * `stats()`, which describes the input's channels and ignores `greyscale()`: its first channel is
 * red, so a well-lit frame with little red in it (a green wall) read as "too dark".
 */
async function lightAndThumb(d: Decoded): Promise<{ brightness: number; thumb: number[] }> {
  const raw = { raw: { width: d.width, height: d.height, channels: 3 as const } };
  const thumb = await sharp(d.pixels, raw)
    .greyscale()
    .resize(THUMB_EDGE, THUMB_EDGE, { fit: 'fill' })
    .raw()
    .toBuffer();
  return { brightness: meanLuma(d.pixels), thumb: [...thumb] };
}

/** Mean BT.601 luma of packed RGB pixels. */
function meanLuma(rgb: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i + 2 < rgb.length; i += 3) {
    sum += 0.299 * rgb[i]! + 0.587 * rgb[i + 1]! + 0.114 * rgb[i + 2]!;
  }
  return rgb.length < 3 ? 0 : sum / Math.floor(rgb.length / 3);
}

const DEG = 180 / Math.PI;

/** Face-mesh landmarks (MediaPipe numbering): nose tip and the two sides of the face outline. */
const NOSE_TIP = 1;
const OUTLINE_IMAGE_LEFT = 234;
const OUTLINE_IMAGE_RIGHT = 454;

/**
 * Head yaw from the mesh, in degrees, with a sign that does not depend on a model's convention:
 * how far the nose tip sits from the middle of the face outline, as a fraction of half its width.
 * The frame is the camera's own (not mirrored), so a nose towards the image's right is a head
 * turned to the person's left: positive = the person's left.
 */
function meshYaw(mesh: readonly (readonly (number | undefined)[])[]): number | null {
  const nose = mesh[NOSE_TIP]?.[0];
  const left = mesh[OUTLINE_IMAGE_LEFT]?.[0];
  const right = mesh[OUTLINE_IMAGE_RIGHT]?.[0];
  if (nose === undefined || left === undefined || right === undefined || right <= left) return null;
  const offset = (nose - (left + right) / 2) / ((right - left) / 2);
  return Math.asin(Math.max(-1, Math.min(1, offset))) * DEG;
}

/**
 * Per-call model switches. Human merges a call's config into the instance's for good, so every
 * call names the state of all three models: a full read after a pose-only one runs them again.
 */
const readModels = (enabled: boolean) =>
  ({
    face: {
      description: { enabled },
      antispoof: { enabled },
      liveness: { enabled },
    },
  }) as Partial<Config>;
/** All models: age, antispoof, liveness, head pose. */
const FULL_READ = readModels(true);
/** Detector and mesh only: the head pose of a frame, at about half the cost of a full read. */
const POSE_ONLY = readModels(false);

async function detect(d: Decoded, full = true) {
  if (!human) throw new Error('face models are not loaded');
  const ints = Int32Array.from(d.pixels);
  const tensor = human.tf.tensor4d(ints, [1, d.height, d.width, 3], 'int32');
  try {
    return await human.detect(tensor as never, full ? FULL_READ : POSE_ONLY);
  } finally {
    tensor.dispose();
  }
}

/**
 * `face.estimate`: one frame → what the decision and the liveness rules need (faces with age,
 * head pose, antispoof and liveness scores; light; a tiny grey thumbnail to tell frames apart).
 * Never the pixels. `full: false` reads the head pose only (no age or spoof scores).
 */
export async function estimateFrame(input: {
  frame: Uint8Array;
  full?: boolean;
}): Promise<FrameReading> {
  const full = input.full ?? true;
  const decoded = await decodeFrame(input.frame);
  const [result, light] = await Promise.all([detect(decoded, full), lightAndThumb(decoded)]);
  const faces: FaceReading[] = result.face.map((f) => ({
    age: full && typeof f.age === 'number' ? f.age : null,
    score: f.score,
    real: full ? (f.real ?? null) : null,
    live: full ? (f.live ?? null) : null,
    yaw: meshYaw(f.mesh),
    pitch: f.rotation ? f.rotation.angle.pitch * DEG : null,
    width: f.box[2] / decoded.width,
    centreX: (f.box[0] + f.box[2] / 2) / decoded.width,
    centreY: (f.box[1] + f.box[3] / 2) / decoded.height,
  }));
  for (const f of result.face) f.tensor?.dispose();
  return { full, width: decoded.width, height: decoded.height, faces, ...light };
}

/**
 * `face.describe`: the face embedding (faceres descriptor) of the one face in an image, for
 * matching a selfie with a document photo (`human.match.similarity` compares two). `null` when
 * the image shows no face or several.
 */
export async function describeFace(input: { image: Uint8Array }): Promise<number[] | null> {
  const decoded = await decodeFrame(input.image);
  const result = await detect(decoded);
  if (result.face.length !== 1) return null;
  return result.face[0]?.embedding ? [...result.face[0].embedding] : null;
}

/** Longest edge a document photo is scaled to before its portrait is looked for. */
const PORTRAIT_SCAN_EDGE = 1024;
/** Decoded pixels beyond this are refused (a 12-megapixel photo is well under). */
const PORTRAIT_MAX_INPUT_PIXELS = 40_000_000;
/** Detector confidence of a document's portrait. */
const PORTRAIT_MIN_SCORE = 0.5;

/**
 * `face.portrait`: the embedding of the portrait printed on a document photo (JPEG or PNG of any
 * size, scaled down here): the largest confident face — a document's small "ghost" copy of the
 * portrait is the second one. `null` when none is found. The pixels never leave this thread.
 */
export async function describePortrait(input: { image: Uint8Array }): Promise<number[] | null> {
  let decoded: Decoded;
  try {
    const { data, info } = await sharp(input.image, {
      limitInputPixels: PORTRAIT_MAX_INPUT_PIXELS,
      failOn: 'error',
    })
      .rotate()
      .resize(PORTRAIT_SCAN_EDGE, PORTRAIT_SCAN_EDGE, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    decoded = { pixels: data, width: info.width, height: info.height };
  } catch {
    throw new FrameError('NOT_AN_IMAGE', 'the document photo could not be decoded');
  }
  const result = await detect(decoded);
  const faces = result.face
    .filter((f) => f.score >= PORTRAIT_MIN_SCORE && f.embedding && f.embedding.length > 0)
    .sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3]);
  for (const f of result.face) f.tensor?.dispose();
  return faces[0]?.embedding ? [...faces[0].embedding] : null;
}

export const tasks = {
  'face.estimate': estimateFrame,
  'face.describe': describeFace,
  'face.portrait': describePortrait,
};
