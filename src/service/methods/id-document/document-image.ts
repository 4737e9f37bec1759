import sharp from 'sharp';
import type { RetakeHint } from './document-facts';

/** Pixels beyond this are refused before decoding (a decompression bomb is not an ID card). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Longer side the readers work at: a card fills ~2000 px on a phone photo; more only costs time. */
const WORKING_SIDE = 2400;

/** A decoded photo, greyscale, at most `WORKING_SIDE` on its longer side. */
export interface DocumentImage {
  grey: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes a JPEG or PNG (EXIF orientation applied) into greyscale pixels. Throws on anything
 * libvips cannot decode; the caller has already checked the file's signature.
 */
export async function decodeDocumentImage(bytes: Uint8Array): Promise<DocumentImage> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: WORKING_SIDE, height: WORKING_SIDE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { grey: data, width: info.width, height: info.height };
}

/**
 * The same image turned by `degrees` (white corners) and scaled by `scale`, as RGBA pixels for
 * the barcode reader.
 */
export async function variant(
  image: DocumentImage,
  degrees: number,
  scale: number,
): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  let pipeline = sharp(image.grey, {
    raw: { width: image.width, height: image.height, channels: 1 },
  });
  if (degrees !== 0) pipeline = pipeline.rotate(degrees, { background: '#ffffff' });
  if (scale !== 1) {
    pipeline = pipeline.resize({
      width: Math.max(1, Math.round(image.width * scale)),
      kernel: scale > 1 ? 'cubic' : 'lanczos3',
    });
  }
  const { data, info } = await pipeline
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}

/** The image as it is, as RGBA pixels for the barcode reader, without another libvips pass. */
export function rgba(image: DocumentImage): {
  data: Uint8ClampedArray;
  width: number;
  height: number;
} {
  const data = new Uint8ClampedArray(image.width * image.height * 4);
  for (let i = 0, j = 0; i < image.grey.length; i++, j += 4) {
    const v = image.grey[i]!;
    data[j] = v;
    data[j + 1] = v;
    data[j + 2] = v;
    data[j + 3] = 255;
  }
  return { data, width: image.width, height: image.height };
}

/**
 * What most likely made an image unreadable, so the widget can say what to fix: too few pixels,
 * too dark, a blown-out highlight over the card (glare), or no sharp edges (blur).
 */
export function retakeHint(image: DocumentImage): RetakeHint {
  if (Math.max(image.width, image.height) < 600) return 'too-small';
  const { grey, width, height } = image;
  let sum = 0;
  let saturated = 0;
  let edges = 0;
  let samples = 0;
  for (let y = 1; y < height - 1; y += 2) {
    for (let x = 1; x < width - 1; x += 2) {
      const i = y * width + x;
      const v = grey[i]!;
      sum += v;
      if (v >= 250) saturated++;
      // Laplacian magnitude: a sharp photo of print has many strong second derivatives.
      const lap = Math.abs(
        4 * v - grey[i - 1]! - grey[i + 1]! - grey[i - width]! - grey[i + width]!,
      );
      if (lap > 60) edges++;
      samples++;
    }
  }
  if (samples === 0) return 'too-small';
  if (sum / samples < 50) return 'too-dark';
  if (saturated / samples > 0.08) return 'glare';
  if (edges / samples < 0.004) return 'blur';
  return 'not-found';
}
