import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkCaptureQuality,
  frameProblem,
  MIN_BRIGHTNESS,
} from '../../../../src/service/methods/facial-age-estimation/capture-quality';
import { FACE_TASKS_MODULE } from '../../../../src/service/methods/facial-age-estimation/definition';
import type { FrameReading } from '../../../../src/service/methods/facial-age-estimation/frame-reading';
import { createWorkerPool, type WorkerPool } from '../../../../src/service/methods/kit/worker-pool';
import { faceFrame } from './face-fixture';

/** A 640×480 JPEG of one flat colour: nothing in it a detector could take for a face. */
const plainFrame = (background: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg({ quality: 90 })
    .toBuffer();

/**
 * The server's capture-quality verdict on real frames read by the real models in a worker thread:
 * what the person is told to fix must be what is wrong with the picture.
 */
describe('capture quality of real frames', () => {
  let pool: WorkerPool;
  beforeAll(async () => {
    pool = createWorkerPool({ modules: [FACE_TASKS_MODULE], size: 1 });
    expect((await pool.ready).failed).toEqual([]);
  }, 60_000);
  afterAll(() => pool.close());

  const read = async (frame: Buffer) =>
    pool.run<FrameReading>('face.estimate', { frame: new Uint8Array(frame) });

  it('a blank mid-grey frame has no face and is not dark: "no face"', async () => {
    const reading = await read(await plainFrame({ r: 128, g: 128, b: 128 }));
    expect(reading.faces).toEqual([]);
    expect(reading.brightness).toBeGreaterThan(100);
    expect(frameProblem(reading)).toBe('no-face');
  }, 30_000);

  it('a well-lit frame with little red in it (a green wall, Chromium’s fake camera) is "no face", not "too dark"', async () => {
    // Mean luma ≈ 75; its red channel alone averages 0, which is what the service used to measure.
    const reading = await read(await plainFrame({ r: 0, g: 128, b: 0 }));
    expect(reading.faces).toEqual([]);
    expect(reading.brightness).toBeGreaterThan(MIN_BRIGHTNESS);
    expect(reading.brightness).toBeCloseTo(0.587 * 128, -1);
    expect(frameProblem(reading)).toBe('no-face');
    const blue = await read(await plainFrame({ r: 20, g: 90, b: 220 }));
    expect(frameProblem(blue)).toBe('no-face');
  }, 30_000);

  it('a dark frame is "too dark", with a face in it or not', async () => {
    const darkFace = await read(await faceFrame({ brightness: 0.1 }));
    expect(darkFace.brightness).toBeLessThan(MIN_BRIGHTNESS);
    expect(frameProblem(darkFace)).toBe('too-dark');
    const night = await read(await plainFrame({ r: 12, g: 12, b: 14 }));
    expect(frameProblem(night)).toBe('too-dark');
  }, 30_000);

  it('a lit face is usable; a capture of empty frames asks for a face', async () => {
    const good = await read(await faceFrame());
    expect(good.brightness).toBeGreaterThan(MIN_BRIGHTNESS);
    expect(frameProblem(good)).toBeNull();
    expect(checkCaptureQuality([good, good, good])).toMatchObject({ usable: true });

    const empty = await read(await plainFrame({ r: 0, g: 128, b: 0 }));
    expect(checkCaptureQuality([empty, empty, empty])).toEqual({
      usable: false,
      problem: 'no-face',
    });
  }, 30_000);
});
