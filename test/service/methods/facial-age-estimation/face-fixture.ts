import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

const require = createRequire(import.meta.url);

/**
 * A real face photo shipped inside an npm package: the portrait in `@vladmandic/human`'s FaceID
 * demo screenshot (assets/screenshot-faceid.jpg, 140 px square at 14,142).
 */
export const FACE_SOURCE = path.join(
  path.dirname(require.resolve('@vladmandic/human')),
  '..',
  'assets',
  'screenshot-faceid.jpg',
);
const CROP = { left: 14, top: 142, width: 140, height: 140 };

/**
 * The portrait as a camera frame: `width`×`height`, the face `faceEdge` px square in the middle
 * on a grey background, as JPEG (or raw RGB pixels for building a fake camera's video).
 */
export async function faceFrame(
  options: { width?: number; height?: number; faceEdge?: number; brightness?: number } = {},
): Promise<Buffer> {
  const { width = 640, height = 480, faceEdge = 300, brightness = 1 } = options;
  const face = await sharp(FACE_SOURCE).extract(CROP).resize(faceEdge, faceEdge).toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 90, g: 90, b: 90 } } })
    .composite([{ input: face, left: (width - faceEdge) >> 1, top: (height - faceEdge) >> 1 }])
    .linear(brightness, 0)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Two copies of the portrait side by side (several faces). */
export async function twoFacesFrame(): Promise<Buffer> {
  const face = await sharp(FACE_SOURCE).extract(CROP).resize(260, 260).toBuffer();
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#5a5a5a' } })
    .composite([
      { input: face, left: 40, top: 110 },
      { input: face, left: 340, top: 110 },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A frame with no face in it. */
export function emptyFrame(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#7a8a9a' } })
    .jpeg()
    .toBuffer();
}

/** `frame` (a baseline JPEG) with its frame header claiming `width` × `height`. */
export function claimingSize(frame: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(frame);
  const sof = copy.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error('not a baseline JPEG');
  copy.writeUInt16BE(height, sof + 5);
  copy.writeUInt16BE(width, sof + 7);
  return copy;
}

/**
 * Broken frames that still start with the JPEG signature, made from a real face frame: what a
 * capture with "one corrupt frame" sends.
 */
export async function corruptFrames(): Promise<Record<string, Buffer>> {
  const frame = await faceFrame();
  const garbage = Buffer.alloc(4096);
  for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 7919 + 13) % 251;
  const longSegment = Buffer.from(frame);
  const dqt = longSegment.indexOf(Buffer.from([0xff, 0xdb]));
  longSegment.writeUInt16BE(0xfff0, dqt + 2);
  return {
    truncated: frame.subarray(0, frame.length >> 1),
    'signature on garbage': Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), garbage]),
    'a segment longer than the file': longSegment,
    'no EOI': frame.subarray(0, frame.length - 2),
  };
}
