/**
 * What a camera frame's JPEG structure says, read without decoding a pixel: whether the file is a
 * whole JPEG (ITU-T T.81 annex B: SOI, tables, one frame header, scans, EOI) and the frame's
 * size. The API thread runs this on every frame of a capture before any of them goes to the
 * worker pool, so a capture with one broken frame costs no worker time.
 *
 * It walks the marker segments and, inside each scan's entropy-coded data, only looks for the
 * next `0xFF` (with `indexOf`): about 0.1 ms for a 100 KB frame. A frame that passes can still
 * fail to decode (corrupt entropy-coded data); the worker then refuses it as before.
 */
export type JpegFrameCheck =
  | { ok: true; width: number; height: number }
  | { ok: false; problem: 'not-jpeg' | 'truncated' | 'corrupt' | 'unsupported' };

/** SOFn markers (T.81 table B.1): C0–CF less DHT (C4), JPG (C8) and DAC (CC). */
const isFrameHeader = (m: number) =>
  m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
/** Baseline, extended sequential and progressive Huffman: what cameras and browsers write. */
const SUPPORTED_FRAMES = new Set([0xc0, 0xc1, 0xc2]);
const SOS = 0xda;
const EOI = 0xd9;
const DQT = 0xdb;
const DHT = 0xc4;
const isRestart = (m: number) => m >= 0xd0 && m <= 0xd7;

export function checkJpegFrame(bytes: Uint8Array): JpegFrameCheck {
  const end = bytes.length;
  if (end < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return { ok: false, problem: 'not-jpeg' };
  let frame: { width: number; height: number } | null = null;
  let quantisation = false;
  let huffman = false;
  let scans = 0;
  let i = 2;
  for (;;) {
    if (i >= end) return { ok: false, problem: 'truncated' };
    if (bytes[i] !== 0xff) return { ok: false, problem: 'corrupt' };
    while (i < end && bytes[i] === 0xff) i++; // fill bytes before a marker (B.1.1.2)
    if (i >= end) return { ok: false, problem: 'truncated' };
    const marker = bytes[i++]!;
    if (marker === EOI) {
      return frame && scans > 0 ? { ok: true, ...frame } : { ok: false, problem: 'corrupt' };
    }
    // Stuffing, restarts, TEM and a second SOI belong nowhere between segments.
    if (marker === 0x00 || marker === 0x01 || marker === 0xd8 || isRestart(marker)) {
      return { ok: false, problem: 'corrupt' };
    }
    if (i + 2 > end) return { ok: false, problem: 'truncated' };
    const length = (bytes[i]! << 8) | bytes[i + 1]!;
    if (length < 2) return { ok: false, problem: 'corrupt' };
    if (i + length > end) return { ok: false, problem: 'truncated' };
    const segment = bytes.subarray(i + 2, i + length);
    i += length;
    if (marker === DQT) quantisation = true;
    if (marker === DHT) huffman = true;
    if (isFrameHeader(marker)) {
      if (frame) return { ok: false, problem: 'corrupt' };
      if (!SUPPORTED_FRAMES.has(marker)) return { ok: false, problem: 'unsupported' };
      frame = frameHeader(segment);
      if (!frame) return { ok: false, problem: 'corrupt' };
    }
    if (marker !== SOS) continue;
    if (!frame || !quantisation || !huffman) return { ok: false, problem: 'corrupt' };
    scans++;
    // Entropy-coded data: 0xFF is followed by 0x00 (stuffing), a restart or fill bytes; any
    // other byte after it is the next marker (another scan's tables and SOS, or EOI).
    for (;;) {
      i = bytes.indexOf(0xff, i);
      if (i < 0 || i + 1 >= end) return { ok: false, problem: 'truncated' };
      const next = bytes[i + 1]!;
      if (next === 0x00 || isRestart(next)) i += 2;
      else if (next === 0xff) i++;
      else break;
    }
  }
}

/**
 * A frame header (B.2.2): 8-bit samples, a size stated here (not left to a DNL marker), and one
 * (grey) or three (YCbCr) components, each with its 3 bytes.
 */
function frameHeader(segment: Uint8Array): { width: number; height: number } | null {
  if (segment.length < 6) return null;
  const precision = segment[0]!;
  const height = (segment[1]! << 8) | segment[2]!;
  const width = (segment[3]! << 8) | segment[4]!;
  const components = segment[5]!;
  if (precision !== 8 || width === 0 || height === 0) return null;
  if ((components !== 1 && components !== 3) || segment.length !== 6 + 3 * components) return null;
  return { width, height };
}
