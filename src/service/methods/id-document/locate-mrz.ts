import sharp from 'sharp';
import type { DocumentImage } from './document-image';

/** Width the zone is searched at: enough for 2–3 lines of ~44 characters, cheap to scan. */
const SEARCH_WIDTH = 900;
/** Skew tried when levelling the text, in degrees either way. */
const MAX_SKEW = 20;

/** The machine-readable zone cut out of a photo, levelled, as greyscale pixels ready for OCR. */
export interface MrzZone {
  grey: Buffer;
  width: number;
  height: number;
  /** Text lines found in the zone (2 or 3). */
  lines: number;
  /** Degrees the photo was turned to level the text. */
  skew: number;
}

/**
 * Finds the machine-readable zone of a passport or ID card (ICAO 9303: two or three lines of
 * fixed-pitch OCR-B along the bottom of the data page) in a photo and levels it:
 *
 * 1. ink: pixels clearly darker than their surroundings (print, not the table under the card);
 * 2. skew: the angle at which the ink's horizontal projection is most peaked (text rows line up);
 * 3. lines: bands of ink rows in the levelled image; the zone is the lowest run of 2–3 bands
 *    of the same height and about the same, long width — printed data above is shorter;
 * 4. crop at full resolution with a margin, scaled so characters are `charHeight` px high for
 *    the OCR.
 *
 * `turn` (0 or 180) handles a document photographed upside down. `null` when no zone is found.
 */
export async function locateMrz(
  image: DocumentImage,
  turn: 0 | 180 = 0,
  charHeight = 36,
): Promise<MrzZone | null> {
  const scale = Math.min(1, SEARCH_WIDTH / image.width);
  const small = await greyscale(image, turn, scale);
  const ink = inkMask(small.grey, await localMean(small), small.width, small.height);
  const skew = bestSkew(ink, small.width, small.height);
  const levelled = await greyscale(image, turn, scale, skew);
  const levelledInk = inkMask(
    levelled.grey,
    await localMean(levelled),
    levelled.width,
    levelled.height,
  );
  const zone = findZone(levelledInk, levelled.width, levelled.height);
  if (!zone) return null;

  const full = await sharp(image.grey, {
    raw: { width: image.width, height: image.height, channels: 1 },
  })
    .rotate(turn + skew, { background: '#ffffff' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const k = full.info.width / levelled.width;
  const margin = zone.lineHeight * 0.8;
  const left = clamp(Math.floor((zone.left - margin) * k), 0, full.info.width - 1);
  const top = clamp(Math.floor((zone.top - margin) * k), 0, full.info.height - 1);
  const right = clamp(Math.ceil((zone.right + margin) * k), left + 1, full.info.width);
  const bottom = clamp(Math.ceil((zone.bottom + margin) * k), top + 1, full.info.height);
  const target = charHeight / (zone.lineHeight * k);
  const crop = await sharp(full.data, {
    raw: { width: full.info.width, height: full.info.height, channels: 1 },
  })
    .extract({ left, top, width: right - left, height: bottom - top })
    .resize({ width: Math.round((right - left) * clamp(target, 0.4, 3)) })
    .normalise()
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    grey: crop.data,
    width: crop.info.width,
    height: crop.info.height,
    lines: zone.lines,
    skew,
  };
}

async function greyscale(image: DocumentImage, turn: number, scale: number, skew = 0) {
  const { data, info } = await sharp(image.grey, {
    raw: { width: image.width, height: image.height, channels: 1 },
  })
    .rotate(turn + skew, { background: '#ffffff' })
    .resize({ width: Math.max(1, Math.round(image.width * scale)) })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { grey: data, width: info.width, height: info.height };
}

async function localMean(img: { grey: Buffer; width: number; height: number }): Promise<Buffer> {
  return sharp(img.grey, { raw: { width: img.width, height: img.height, channels: 1 } })
    .blur(8)
    .toColourspace('b-w')
    .raw()
    .toBuffer();
}

function inkMask(grey: Buffer, mean: Buffer, width: number, height: number): Uint8Array {
  const ink = new Uint8Array(width * height);
  for (let i = 0; i < ink.length; i++) ink[i] = mean[i]! - grey[i]! > 28 ? 1 : 0;
  return ink;
}

/** Projection-profile deskew: coarse 1° steps, then 0.25° around the best. */
function bestSkew(ink: Uint8Array, width: number, height: number): number {
  const points: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) if (ink[y * width + x]) points.push(x, y);
  }
  const score = (degrees: number): number => {
    const a = (degrees * Math.PI) / 180;
    const sin = Math.sin(a);
    const cos = Math.cos(a);
    const bins = new Float64Array(height + width);
    // sharp's rotate turns clockwise: a point's new row is x·sin + y·cos (up to an offset).
    for (let i = 0; i < points.length; i += 2) {
      bins[Math.round(points[i]! * sin + points[i + 1]! * cos) + width]! += 1;
    }
    let sum = 0;
    for (const b of bins) sum += b * b;
    return sum;
  };
  let best = 0;
  let bestScore = -1;
  for (let d = -MAX_SKEW; d <= MAX_SKEW; d += 1) {
    const s = score(d);
    if (s > bestScore) [best, bestScore] = [d, s];
  }
  const coarse = best;
  for (let d = coarse - 0.75; d <= coarse + 0.75; d += 0.25) {
    const s = score(d);
    if (s > bestScore) [best, bestScore] = [d, s];
  }
  return best;
}

interface Band {
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** Separate stretches of ink along the band: about one per character in a line of text. */
  pieces: number;
}

function findZone(ink: Uint8Array, width: number, height: number) {
  const rowInk = new Uint32Array(height);
  for (let y = 0; y < height; y++) {
    let n = 0;
    for (let x = 0; x < width; x++) n += ink[y * width + x]!;
    rowInk[y] = n;
  }
  const bands: Band[] = [];
  const threshold = Math.max(4, width * 0.03);
  let start = -1;
  for (let y = 0; y <= height; y++) {
    const on = y < height && rowInk[y]! > threshold;
    if (on && start < 0) start = y;
    if (!on && start >= 0) {
      if (y - start >= 4) {
        const band = extent(ink, width, start, y);
        // A line of 30+ characters is ink in many pieces; a card's edge, also a long dark band
        // once levelled, and the jagged rows beside a turned card's sides are one to a few.
        if (band.pieces >= 10) bands.push(band);
      }
      start = -1;
    }
  }
  // The lowest run of 2–3 consecutive bands alike in height and long width.
  for (let end = bands.length - 1; end >= 1; end--) {
    for (const count of [3, 2]) {
      const run = bands.slice(end - count + 1, end + 1);
      if (run.length !== count || !alike(run, width)) continue;
      const lineHeight = run.reduce((s, b) => s + b.bottom - b.top, 0) / count;
      return {
        top: run[0]!.top,
        bottom: run[count - 1]!.bottom,
        left: Math.min(...run.map((b) => b.left)),
        right: Math.max(...run.map((b) => b.right)),
        lines: count,
        lineHeight,
      };
    }
  }
  return null;
}

function extent(ink: Uint8Array, width: number, top: number, bottom: number): Band {
  const columns = new Uint32Array(width);
  for (let y = top; y < bottom; y++) {
    for (let x = 0; x < width; x++) columns[x]! += ink[y * width + x]!;
  }
  // The 3rd to 97th percentile of the ink: a card's edge at either end is not text.
  let total = 0;
  for (const c of columns) total += c;
  let left = 0;
  let right = width - 1;
  for (let seen = 0; left < right && seen + columns[left]! <= total * 0.03; left++) {
    seen += columns[left]!;
  }
  for (let seen = 0; right > left && seen + columns[right]! <= total * 0.03; right--) {
    seen += columns[right]!;
  }
  let pieces = 0;
  for (let x = left; x <= right; x++)
    if (columns[x]! > 0 && !(x > left && columns[x - 1]! > 0)) pieces++;
  return { top, bottom, left, right, pieces };
}

function alike(run: Band[], width: number): boolean {
  const heights = run.map((b) => b.bottom - b.top);
  const widths = run.map((b) => b.right - b.left);
  const h = Math.max(...heights);
  const w = Math.max(...widths);
  const gaps = run.slice(1).map((b, i) => b.top - run[i]!.bottom);
  return (
    Math.min(...heights) >= h * 0.6 &&
    h <= width * 0.12 &&
    Math.min(...widths) >= w * 0.75 &&
    w >= width * 0.3 &&
    // Text is several times wider than high: 30+ characters per line.
    w >= h * 12 &&
    gaps.every((g) => g >= 0 && g <= h * 1.5)
  );
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
