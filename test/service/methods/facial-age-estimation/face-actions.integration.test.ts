import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTestLivenessOff } from '../../../../src/service/methods/facial-age-estimation/face-settings';
import { MAX_UNUSABLE } from '../../../../src/service/methods/facial-age-estimation/submit-capture';
import { FRAME_MAX_BYTES } from '../../../../src/service/methods/facial-age-estimation/frame-reading';
import { testDialects } from '../../../support/databases';
import { capturingLogger, expectNoTrace, imageNeedles } from '../../../support/privacy-scan';
import { startTestService, type TestService } from '../../../support/test-service';
import { shareTestWorkers } from '../../../support/test-workers';
import { perform, STATUS } from '../../widget/support';
import { claimingSize, corruptFrames, emptyFrame, faceFrame } from './face-fixture';

const BASE = '/api/widget/methods/facial-age-estimation';

// One set of loaded models for both databases' services.
const workers = shareTestWorkers();

/**
 * The method end to end through its widget actions, with the real models in a real worker
 * thread, on both databases — then a scan for any trace of the frames.
 */
describe.each(testDialects())('facial age estimation actions on $dialect', ({ dialect }) => {
  let t: TestService;
  const logs: string[] = [];
  let frames: Buffer[];
  beforeAll(async () => {
    t = await startTestService(dialect, {
      workers: workers.pool(),
      logger: capturingLogger(logs),
    });
    const ready = await t.service.ctx.workers!.ready;
    expect(ready.failed).toEqual([]);
    // Four distinct captures of the packaged face (it is a still photo: liveness must be off).
    frames = await Promise.all([300, 290, 310, 295].map((faceEdge) => faceFrame({ faceEdge })));
  }, 90_000);
  afterAll(async () => t.close());

  const post = (token: string, action: string, body?: BodyInit) =>
    fetch(`${t.url}${BASE}/${action}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body }),
    });
  const start = async (token: string) => {
    const res = await post(token, 'start');
    expect(res.status).toBe(200);
    return (await res.json()) as { nonce: string; challenge: string[] | null };
  };
  const form = (nonce: string, parts: (Buffer | string)[]) => {
    const f = new FormData();
    f.set('nonce', nonce);
    for (const p of parts) {
      f.append(
        'frame',
        typeof p === 'string' ? p : new Blob([new Uint8Array(p)], { type: 'image/jpeg' }),
      );
    }
    return f;
  };
  const attempts = async (id: string) => {
    const row = await t.service.ctx.db
      .selectFrom('verifications')
      .select('attempts')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return JSON.parse(row.attempts) as Record<string, number>;
  };
  const status = async (id: string) =>
    (await (await t.call(`${STATUS}?id=${id}`)).json()) as Record<string, unknown>;

  it('is live once the models are loaded', async () => {
    const { liveMethods } = await import('../../../../src/service/methods/registry');
    expect(t.service.ctx.workers!.serves('face.estimate')).toBe(true);
    const { METHODS } = await import('../../../../src/service/methods/registry');
    expect(METHODS['facial-age-estimation'].isLive(t.service.ctx)).toBe(true);
    expect(liveMethods(t.service.ctx)).toContain('facial-age-estimation');
  });

  it('find-face: one frame read for a face before any prompt; never an attempt; limited per verification', async () => {
    const v = await perform(t, { options: { flow: 'facial-age-estimation' } });
    const look = (frame: Buffer) => {
      const f = new FormData();
      f.append('frame', new Blob([new Uint8Array(frame)], { type: 'image/jpeg' }));
      return post(v.token, 'find-face', f);
    };
    const found = await look(frames[0]!);
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ face: true });
    const empty = await look(await emptyFrame());
    expect(await empty.json()).toEqual({ face: false, problem: 'no-face' });
    expect(await attempts(v.id)).toEqual({});
    // Not a frame, or two: 400.
    const none = await post(v.token, 'find-face', new FormData());
    expect(none.status).toBe(400);
    const two = new FormData();
    for (const frame of frames.slice(0, 2)) {
      two.append('frame', new Blob([new Uint8Array(frame)], { type: 'image/jpeg' }));
    }
    expect((await post(v.token, 'find-face', two)).status).toBe(400);
    // The looks are counted: past MAX_LOOKS within the window, 429.
    const { MAX_LOOKS } =
      await import('../../../../src/service/methods/facial-age-estimation/find-face');
    const { recordFaceSignal } =
      await import('../../../../src/service/methods/facial-age-estimation/face-settings');
    for (let i = 2; i < MAX_LOOKS; i++) await recordFaceSignal(t.service.ctx, v.id, 'look');
    const limited = await look(frames[0]!);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
  }, 60_000);

  it('estimates a real face with liveness off (test mode) and passes with an age band', async () => {
    await setTestLivenessOff(t.service.ctx, t.product.id, true);
    const v = await perform(t, { options: { flow: 'facial-age-estimation' } });
    const { nonce, challenge } = await start(v.token);
    expect(challenge).toBeNull();
    const res = await post(v.token, 'submit', form(nonce, frames));
    expect(res.status).toBe(200);
    const answer = (await res.json()) as Record<string, unknown>;
    // The man in Human's screenshot is ~40: over 18 + 5.
    expect(answer).toMatchObject({ decision: 'pass', detail: { liveness: 'off' } });
    expect(JSON.stringify(answer)).not.toMatch(/\d+\.\d/);
    const result = await status(v.id);
    expect(result).toMatchObject({ status: 'PASS', method: 'facial-age-estimation' });
    const age = result.age as { low: number; high: number };
    expect(age.low).toBeGreaterThanOrEqual(23);
    expect(age.high - age.low).toBe(4);
    await setTestLivenessOff(t.service.ctx, t.product.id, false);
  }, 60_000);

  it('never passes a still photo with liveness on; a second spoof ends in fraud', async () => {
    const v = await perform(t, { options: { flow: 'facial-age-estimation' } });
    const still = [frames[0]!, frames[0]!, frames[0]!, frames[0]!];
    const first = await start(v.token);
    expect(first.challenge).toHaveLength(2);
    const one = await post(v.token, 'submit', form(first.nonce, still));
    expect(await one.json()).toMatchObject({
      decision: 'inconclusive',
      detail: { liveness: 'frames-repeated' },
    });
    // Distinct frames of a face that never turns: not a spoof, but no pass either.
    const noTurn = await post(v.token, 'submit', form((await start(v.token)).nonce, frames));
    expect(await noTurn.json()).toMatchObject({
      decision: 'inconclusive',
      detail: { liveness: 'no-turn' },
    });
    const two = await post(v.token, 'submit', form((await start(v.token)).nonce, still));
    expect(await two.json()).toMatchObject({ decision: 'fraud' });
    expect(await status(v.id)).toMatchObject({
      status: 'FAIL',
      failureReason: 'fraudulent-activity-detected',
    });
  }, 60_000);

  it('answers an unusable capture with what to fix, uses no attempt, and rate-limits it', async () => {
    const v = await perform(t, { options: { flow: 'facial-age-estimation' } });
    const empty = await emptyFrame();
    const res = await post(
      v.token,
      'submit',
      form((await start(v.token)).nonce, [empty, empty, empty]),
    );
    expect(await res.json()).toEqual({ retry: true, problem: 'no-face' });
    const dark = await faceFrame({ brightness: 0.1 });
    const res2 = await post(
      v.token,
      'submit',
      form((await start(v.token)).nonce, [dark, dark, dark]),
    );
    expect(await res2.json()).toEqual({ retry: true, problem: 'too-dark' });
    expect(await attempts(v.id)).toEqual({});
    for (let i = 2; i < MAX_UNUSABLE; i++) {
      await post(v.token, 'submit', form((await start(v.token)).nonce, [empty]));
    }
    const limited = await post(v.token, 'submit', form((await start(v.token)).nonce, [empty]));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  }, 90_000);

  it('refuses a capture with one corrupt frame before any frame reaches the pool, and counts it against the limit', async () => {
    const v = await perform(t, { options: { flow: 'facial-age-estimation' } });
    const corrupt = [...Object.values(await corruptFrames()), claimingSize(frames[0]!, 4000, 3000)];
    const pool = t.service.ctx.workers!;
    // Every task the pool was ever given is completed, failed, running or queued.
    const tasks = () => {
      const s = pool.stats();
      return s.completed + s.failed + s.busy + s.queued;
    };
    const before = tasks();
    const valid = Array.from({ length: 9 }, (_, i) => frames[i % frames.length]!);
    const capture = (i: number) => [
      ...valid.slice(0, i % 9),
      corrupt[i % corrupt.length]!,
      ...valid.slice(i % 9),
    ];
    for (let i = 0; i < MAX_UNUSABLE; i++) {
      const res = await post(v.token, 'submit', form((await start(v.token)).nonce, capture(i)));
      expect(res.status, `submit ${i + 1}`).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'INVALID_INPUT' });
      expect(tasks(), `worker tasks after submit ${i + 1}`).toBe(before);
    }
    const limited = await post(v.token, 'submit', form((await start(v.token)).nonce, capture(10)));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(await limited.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
    expect(tasks()).toBe(before);
    expect(await attempts(v.id)).toEqual({});
  }, 120_000);

  it('answers a busy pool with 429 + Retry-After before taking the nonce, using no attempt', async () => {
    await setTestLivenessOff(t.service.ctx, t.product.id, true);
    const v = await perform(t, { options: { flow: 'facial-age-estimation' } });
    const { nonce } = await start(v.token);
    // Fill the pool for real: one frame on its worker and the queue full behind it.
    const pool = t.service.ctx.workers!;
    const filler: Promise<unknown>[] = [];
    while (pool.hasRoom(1)) {
      const frame = new Uint8Array(frames[0]!);
      filler.push(pool.run('face.estimate', { frame, full: false }, [frame.buffer]));
    }
    const busy = await post(v.token, 'submit', form(nonce, frames));
    expect(busy.status).toBe(429);
    expect(busy.headers.get('retry-after')).toBeTruthy();
    expect(await busy.json()).toMatchObject({
      error: 'TOO_MANY_REQUESTS',
      errorMessage: expect.any(String),
    });
    expect(await attempts(v.id)).toEqual({});
    await Promise.all(filler);
    // The same capture, retried with the same nonce once the pool has room: decided.
    const retried = await post(v.token, 'submit', form(nonce, frames));
    expect(await retried.json()).toMatchObject({ decision: 'pass' });
    await setTestLivenessOff(t.service.ctx, t.product.id, false);
  }, 90_000);

  describe('bad input: a 4xx with {error, errorMessage}, no attempt used, nothing kept', () => {
    it.each([
      ['not an image', 400, async () => [Buffer.from('GIF89a not a jpeg')]],
      ['a JPEG signature on garbage', 400, async () => [Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3])]],
      ['a PNG', 400, async () => [await sharp(frames[0]).png().toBuffer()]],
      [
        'a frame over the byte limit',
        413,
        async () => [Buffer.concat([frames[0]!, Buffer.alloc(FRAME_MAX_BYTES)])],
      ],
      ['a frame over 640 px', 400, async () => [await faceFrame({ width: 1280, height: 720 })]],
      ['zero frames', 400, async () => []],
      ['too many frames', 400, async () => Array.from({ length: 11 }, () => frames[0]!)],
      ['a text field as a frame', 400, async () => ['not a file']],
    ] as const)(
      '%s → %i',
      async (_name, expected, make) => {
        const v = await perform(t, { options: { flow: 'facial-age-estimation' } });
        const { nonce } = await start(v.token);
        const res = await post(v.token, 'submit', form(nonce, await make()));
        expect(res.status).toBe(expected);
        expect(Object.keys(await res.json()).sort()).toEqual(['error', 'errorMessage']);
        expect(await attempts(v.id)).toEqual({});
        expect((await status(v.id)).status).not.toBe('FAIL');
      },
      30_000,
    );

    it("refuses a wrong, a reused and another verification's nonce", async () => {
      await setTestLivenessOff(t.service.ctx, t.product.id, true);
      const v = await perform(t, { options: { flow: 'facial-age-estimation' } });
      const other = await perform(t, { options: { flow: 'facial-age-estimation' } });
      const wrong = await post(v.token, 'submit', form('A'.repeat(43), frames));
      expect(wrong.status).toBe(400);
      const theirs = (await start(other.token)).nonce;
      expect((await post(v.token, 'submit', form(theirs, frames))).status).toBe(400);
      const { nonce } = await start(v.token);
      const empty = await emptyFrame();
      expect((await post(v.token, 'submit', form(nonce, [empty, empty, empty]))).status).toBe(200);
      const reused = await post(v.token, 'submit', form(nonce, frames));
      expect(reused.status).toBe(400);
      expect(await reused.json()).toMatchObject({ error: 'INVALID_INPUT' });
      expect(await attempts(v.id)).toEqual({});
      await setTestLivenessOff(t.service.ctx, t.product.id, false);
    }, 30_000);

    it('refuses a verification that already has a result', async () => {
      const v = await perform(t, { options: { flow: 'facial-age-estimation' } });
      const { nonce } = await start(v.token);
      await t.call('/api/v1/test/set-age-verification-status', {
        method: 'POST',
        json: {
          id: v.id,
          status: 'PASS',
          method: 'facial-age-estimation',
          age: { low: 30, high: 32 },
        },
      });
      expect((await post(v.token, 'start')).status).toBe(400);
      const res = await post(v.token, 'submit', form(nonce, frames));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'INVALID_INPUT' });
    });

    it('refuses a body that is not multipart, and the process is unharmed', async () => {
      const v = await perform(t, { options: { flow: 'facial-age-estimation' } });
      const res = await fetch(`${t.url}${BASE}/submit`, {
        method: 'POST',
        headers: { authorization: `Bearer ${v.token}`, 'content-type': 'image/jpeg' },
        body: new Uint8Array(frames[0]!),
      });
      expect(res.status).toBe(415);
      expect((await t.call(`${STATUS}?id=${v.id}`)).status).toBe(200);
    });
  });

  it('live mode always checks liveness, whatever the product says', async () => {
    await setTestLivenessOff(t.service.ctx, t.product.id, true);
    const v = await perform(t, { options: { flow: 'facial-age-estimation' } }, t.liveKey);
    expect((await start(v.token)).challenge).toHaveLength(2);
    await setTestLivenessOff(t.service.ctx, t.product.id, false);
  });

  it('keeps no frame: no image signature or frame bytes in the data dir, the database or the logs', async () => {
    await expectNoTrace(
      t,
      dialect,
      [...logs, ...workers.logs],
      [...imageNeedles(frames), ['WebP signature', Buffer.from('WEBPVP8')]],
    );
  });
});
