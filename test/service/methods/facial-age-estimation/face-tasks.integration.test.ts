import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkerPool, type WorkerPool } from '../../../../src/service/methods/kit/worker-pool';
import type { FrameReading } from '../../../../src/service/methods/facial-age-estimation/frame-reading';
import { FACE_TASKS_MODULE } from '../../../../src/service/methods/facial-age-estimation/definition';
import { locateFaceModelFiles } from '../../../../src/service/methods/facial-age-estimation/face-models';
import { emptyFrame, faceFrame, twoFacesFrame } from './face-fixture';
import sharp from 'sharp';

/** The real models on the real wasm backend in a real worker thread. */
describe('face worker tasks', () => {
  let pool: WorkerPool;
  beforeAll(async () => {
    pool = createWorkerPool({ modules: [FACE_TASKS_MODULE], size: 1 });
    const ready = await pool.ready;
    expect(ready.failed).toEqual([]);
  }, 60_000);
  afterAll(() => pool.close());

  const estimate = async (frame: Buffer) =>
    pool.run<FrameReading>('face.estimate', { frame: new Uint8Array(frame) });

  it('estimates the age of the packaged face photo and reads its pose and scores', async () => {
    const reading = await estimate(await faceFrame());
    expect(reading.width).toBe(640);
    expect(reading.faces).toHaveLength(1);
    const face = reading.faces[0]!;
    // The man in Human's FaceID screenshot; Human's own demo showed 44.4 for him.
    expect(face.age).toBeGreaterThan(30);
    expect(face.age).toBeLessThan(55);
    expect(Math.abs(face.yaw!)).toBeLessThan(15);
    expect(face.real).toBeGreaterThan(0);
    expect(face.live).toBeGreaterThan(0);
    expect(reading.thumb).toHaveLength(144);
  }, 30_000);

  it('reads the head pose only when asked, and every model again on the next full read', async () => {
    const frame = await faceFrame();
    const pose = await pool.run<FrameReading>('face.estimate', {
      frame: new Uint8Array(frame),
      full: false,
    });
    expect(pose.full).toBe(false);
    expect(pose.faces[0]).toMatchObject({ age: null, real: null, live: null });
    expect(typeof pose.faces[0]!.yaw).toBe('number');
    const full = await estimate(frame);
    expect(full.faces[0]!.age).toBeGreaterThan(30);
    expect(full.faces[0]!.real).toBeGreaterThan(0);
  }, 30_000);

  it('finds no face in an empty frame and two in a frame with two', async () => {
    expect((await estimate(await emptyFrame())).faces).toHaveLength(0);
    expect((await estimate(await twoFacesFrame())).faces.length).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it('says which files are missing when the models are not in node_modules', () => {
    const located = locateFaceModelFiles('file:///nonexistent/dir/x.js');
    expect(located.ok).toBe(false);
    expect(located.ok ? [] : located.missing).toContain('@vladmandic/human');
  });

  it('refuses what is not a JPEG of at most 640 px, with a code the action maps to 400', async () => {
    // The frame's own code crosses the thread as the task error's `taskCode`.
    await expect(estimate(Buffer.from('not an image'))).rejects.toMatchObject({
      code: 'WORKER_TASK_FAILED',
      taskCode: 'NOT_AN_IMAGE',
    });
    const png = await sharp(await faceFrame())
      .png()
      .toBuffer();
    await expect(estimate(png)).rejects.toMatchObject({ taskCode: 'NOT_AN_IMAGE' });
    await expect(estimate(await faceFrame({ width: 1280, height: 720 }))).rejects.toMatchObject({
      taskCode: 'IMAGE_TOO_LARGE',
    });
  }, 30_000);

  it('describes a face as an embedding, the same for the same face', async () => {
    const a = await pool.run<number[] | null>('face.describe', {
      image: new Uint8Array(await faceFrame()),
    });
    const b = await pool.run<number[] | null>('face.describe', {
      image: new Uint8Array(await faceFrame({ faceEdge: 260 })),
    });
    expect(a?.length).toBeGreaterThan(100);
    const dot = a!.reduce((s, v, i) => s + v * b![i]!, 0);
    const norm = (v: number[]) => Math.sqrt(v.reduce((s, x) => s + x * x, 0));
    expect(dot / (norm(a!) * norm(b!))).toBeGreaterThan(0.8);
    expect(await pool.run('face.describe', { image: new Uint8Array(await emptyFrame()) })).toBe(
      null,
    );
  }, 30_000);
});
