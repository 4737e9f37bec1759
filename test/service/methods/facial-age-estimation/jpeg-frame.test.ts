import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkJpegFrame } from '../../../../src/service/methods/facial-age-estimation/jpeg-frame';
import { claimingSize, corruptFrames, faceFrame } from './face-fixture';

describe('checkJpegFrame (the API thread’s structure check of a capture frame)', () => {
  let frame: Buffer;
  beforeAll(async () => {
    frame = await faceFrame();
  });

  it('accepts the JPEGs encoders write, with their size', async () => {
    const grey = await sharp(frame).greyscale().jpeg().toBuffer();
    const progressive = await sharp(frame).jpeg({ progressive: true }).toBuffer();
    const mozjpeg = await sharp(frame).jpeg({ quality: 60, mozjpeg: true }).toBuffer();
    const exif = await sharp(frame).withMetadata({ orientation: 1 }).jpeg().toBuffer();
    const portrait = await faceFrame({ width: 480, height: 640 });
    for (const jpeg of [frame, grey, progressive, mozjpeg, exif]) {
      expect(checkJpegFrame(jpeg)).toEqual({ ok: true, width: 640, height: 480 });
    }
    expect(checkJpegFrame(portrait)).toEqual({ ok: true, width: 480, height: 640 });
    // Bytes after EOI are not read by any decoder: allowed.
    expect(checkJpegFrame(Buffer.concat([frame, Buffer.from('trailer')])).ok).toBe(true);
  });

  it('refuses every corrupt kind of the fixtures, and what is not a JPEG', async () => {
    const corrupt = await corruptFrames();
    for (const [name, bytes] of Object.entries(corrupt)) {
      expect(checkJpegFrame(bytes), name).toMatchObject({ ok: false });
    }
    expect(checkJpegFrame(Buffer.from('GIF89a'))).toEqual({ ok: false, problem: 'not-jpeg' });
    expect(checkJpegFrame(new Uint8Array(0))).toEqual({ ok: false, problem: 'not-jpeg' });
    // Every proper prefix of a real frame is refused (a truncated upload).
    for (let cut = 0; cut < frame.length - 2; cut += 97) {
      expect(checkJpegFrame(frame.subarray(0, cut)).ok, `cut at ${cut}`).toBe(false);
    }
  });

  it('reports the size stated in the frame header, however large (the caller refuses it)', async () => {
    expect(checkJpegFrame(claimingSize(frame, 4000, 3000))).toEqual({
      ok: true,
      width: 4000,
      height: 3000,
    });
  });

  it('refuses a lossless or arithmetic-coded frame and a 12-bit one', () => {
    const sof = frame.indexOf(Buffer.from([0xff, 0xc0]));
    for (const marker of [0xc3, 0xc9]) {
      const other = Buffer.from(frame);
      other[sof + 1] = marker;
      expect(checkJpegFrame(other)).toEqual({ ok: false, problem: 'unsupported' });
    }
    const twelveBit = Buffer.from(frame);
    twelveBit[sof + 4] = 12;
    expect(checkJpegFrame(twelveBit)).toEqual({ ok: false, problem: 'corrupt' });
  });

  it('costs well under a millisecond per frame (ten frames of a capture)', () => {
    const frames = Array.from({ length: 10 }, () => frame);
    for (const f of frames) checkJpegFrame(f);
    const started = performance.now();
    for (let round = 0; round < 20; round++) for (const f of frames) checkJpegFrame(f);
    const perCapture = (performance.now() - started) / 20;
    expect(perCapture).toBeLessThan(10);
  });
});
