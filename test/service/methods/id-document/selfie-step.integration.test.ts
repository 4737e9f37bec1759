import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTestLivenessOff } from '../../../../src/service/methods/facial-age-estimation/face-settings';
import { MAX_UNUSABLE } from '../../../../src/service/methods/facial-age-estimation/submit-capture';
import {
  licencePhoto,
  yearsAgo,
} from '../../../../src/service/methods/id-document/specimen-licence';
import {
  mrzDocumentPhoto,
  mrzLines,
} from '../../../../src/service/methods/id-document/specimen-passport';
import {
  selfieMatchOn,
  setSelfieMatch,
} from '../../../../src/service/methods/id-document/selfie-settings';
import { testDialects } from '../../../support/databases';
import { startTestService, type TestService } from '../../../support/test-service';
import { shareTestWorkers } from '../../../support/test-workers';
import { perform, STATUS } from '../../widget/support';
import { capturingLogger, expectNoTrace, imageNeedles } from '../../../support/privacy-scan';
import { ownLicencePhoto } from './own-documents';
import { licenceWithPortrait, selfieFrames } from './selfie-fixture';

const BASE = '/api/widget/methods/id-document';

interface Answer {
  decision?: string;
  selfieRequired?: boolean;
  selfie?: { nonce: string; challenge: string[] | null; frames: { min: number } };
  detail?: Record<string, unknown>;
  error?: string;
  errorMessage?: string;
  retry?: boolean;
  problem?: string;
}

// One set of loaded models for both databases' services.
const workers = shareTestWorkers();

/**
 * The selfie match end to end with the real models and the real reader in a worker thread, on
 * both databases: a licence composed with a real face as its portrait, then live selfie frames of
 * the same face, or of another person — then a scan for any trace of the images.
 */
describe.each(testDialects())('id-document selfie match on $dialect', ({ dialect }) => {
  let t: TestService;
  const logs: string[] = [];
  const now = Date.now();
  let holderDoc: Buffer;
  let holderSelfie: Buffer[];
  let otherSelfie: Buffer[];

  beforeAll(async () => {
    t = await startTestService(dialect, {
      workers: workers.pool(),
      logger: capturingLogger(logs),
    });
    const ready = await t.service.ctx.workers!.ready;
    expect(ready.failed).toEqual([]);
    [holderDoc, holderSelfie, otherSelfie] = await Promise.all([
      licenceWithPortrait(now, 34, 'holder'),
      selfieFrames('holder'),
      selfieFrames('other'),
    ]);
    // Test mode: the match is switched on, and the still photos need liveness off.
    await setSelfieMatch(t.service.ctx, t.product.id, 'test', true);
    await setTestLivenessOff(t.service.ctx, t.product.id, true);
  }, 90_000);
  afterAll(async () => t.close());

  const post = async (token: string, action: string, body: BodyInit, type?: string) => {
    const res = await fetch(`${t.url}${BASE}/${action}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...(type ? { 'content-type': type } : {}) },
      body,
    });
    return { status: res.status, body: (await res.json()) as Answer };
  };
  const submitDocument = (token: string, image: Buffer) =>
    post(token, 'submit', new Uint8Array(image), 'image/png');
  const form = (nonce: string, frames: Buffer[]) => {
    const f = new FormData();
    f.set('nonce', nonce);
    for (const frame of frames) {
      f.append('frame', new Blob([new Uint8Array(frame)], { type: 'image/jpeg' }));
    }
    return f;
  };
  const status = async (id: string, key?: string) =>
    (await (await t.call(`${STATUS}?id=${id}`, key ? { key } : {})).json()) as Record<
      string,
      unknown
    >;

  it('is on by default for live keys and off for test keys, per product and mode', async () => {
    const other = await t.addProduct('defaults');
    expect(await selfieMatchOn(t.service.ctx, other.product.id, 'live')).toBe(true);
    expect(await selfieMatchOn(t.service.ctx, other.product.id, 'test')).toBe(false);
    await setSelfieMatch(t.service.ctx, other.product.id, 'live', false);
    expect(await selfieMatchOn(t.service.ctx, other.product.id, 'live')).toBe(false);
    expect(await selfieMatchOn(t.service.ctx, other.product.id, 'test')).toBe(false);
    await setSelfieMatch(t.service.ctx, other.product.id, 'test', true);
    expect(await selfieMatchOn(t.service.ctx, other.product.id, 'test')).toBe(true);
    expect(await selfieMatchOn(t.service.ctx, other.product.id, 'live')).toBe(false);
  });

  it('does not pass on the document alone, then passes with a selfie of the same face', async () => {
    const v = await perform(t, { options: { flow: 'id-scan' } });
    const read = await submitDocument(v.token, holderDoc);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      selfieRequired: true,
      detail: { document: 'aamva-pdf417', issuer: 'US-CA' },
      selfie: { challenge: null, frames: { min: 3 } },
    });
    expect(read.body.decision).toBeUndefined();
    expect((await status(v.id)).status).toBe('PENDING');
    // The embedding travels nowhere near the browser.
    expect(JSON.stringify(read.body)).not.toMatch(/\d\.\d{4}/);

    const selfie = await post(v.token, 'selfie', form(read.body.selfie!.nonce, holderSelfie));
    expect(selfie.status).toBe(200);
    expect(selfie.body).toMatchObject({ decision: 'pass', detail: { selfie: 'match' } });
    expect(await status(v.id)).toMatchObject({
      status: 'PASS',
      method: 'id-document',
      age: { low: 34, high: 34 },
    });
    // Single use: the nonce, with the portrait's embedding, is gone.
    const again = await post(v.token, 'selfie', form(read.body.selfie!.nonce, holderSelfie));
    expect(again.status).toBe(400);
    const left = await t.service.ctx.db
      .selectFrom('method_sessions' as never)
      .select('purpose' as never)
      .where('verification_id' as never, '=', v.id as never)
      .where('purpose' as never, '=', 'selfie' as never)
      .execute();
    expect(left).toEqual([]);
  }, 60_000);

  it('does not pass a selfie of another person; the second mismatch is fraud', async () => {
    const v = await perform(t, { options: { flow: 'id-scan' } });
    const first = await submitDocument(v.token, holderDoc);
    const mismatch = await post(v.token, 'selfie', form(first.body.selfie!.nonce, otherSelfie));
    expect(mismatch.status).toBe(200);
    expect(mismatch.body).toMatchObject({
      decision: 'inconclusive',
      detail: { selfie: 'mismatch' },
    });
    expect((await status(v.id)).status).toBe('IN_PROGRESS');

    const second = await submitDocument(v.token, holderDoc);
    const again = await post(v.token, 'selfie', form(second.body.selfie!.nonce, otherSelfie));
    expect(again.body).toMatchObject({ decision: 'fraud', detail: { selfie: 'mismatch' } });
    expect((await status(v.id)).status).toBe('FAIL');
  }, 60_000);

  it('refuses a passport without a portrait with a clear message, using no attempt', async () => {
    const v = await perform(t, { options: { flow: 'id-scan' } });
    const passport = await mrzDocumentPhoto(
      mrzLines({ format: 'TD3', dateOfBirth: yearsAgo(now, 34, 100), expiry: yearsAgo(now, -5) }),
    );
    const read = await submitDocument(v.token, passport);
    expect(read.status).toBe(422);
    expect(read.body.error).toBe('PORTRAIT_NOT_FOUND');
    expect(read.body.errorMessage).toMatch(/no portrait was found/);
    const row = await t.service.ctx.db
      .selectFrom('verifications')
      .select('attempts')
      .where('id', '=', v.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.attempts)).toEqual({});
  }, 60_000);

  it('asks live keys for the selfie by default, and checks liveness there', async () => {
    const v = await perform(t, { options: { flow: 'id-scan' } }, t.liveKey);
    // Live mode refuses the specimen licence: the same portrait on a licence without its marks.
    const own = await licenceWithPortrait(now, 34, 'holder', await ownLicencePhoto(now, 34));
    const read = await submitDocument(v.token, own);
    expect(read.body.selfieRequired).toBe(true);
    expect(read.body.selfie!.challenge).toHaveLength(2);
    // The same still photo four times is no live selfie, even of the right face.
    const still = [holderSelfie[0]!, holderSelfie[0]!, holderSelfie[0]!, holderSelfie[0]!];
    const answer = await post(v.token, 'selfie', form(read.body.selfie!.nonce, still));
    expect(answer.body).toMatchObject({
      decision: 'inconclusive',
      detail: { selfie: 'frames-repeated' },
    });
    expect((await status(v.id, t.liveKey)).status).toBe('IN_PROGRESS');
  }, 60_000);

  it('answers an unusable selfie with what to fix and a fresh nonce, using no attempt', async () => {
    const v = await perform(t, { options: { flow: 'id-scan' } });
    const read = await submitDocument(v.token, holderDoc);
    const blank = await licencePhoto(now, 34, { jpegQuality: 80, scale: 0.4 });
    const answer = await post(
      v.token,
      'selfie',
      form(read.body.selfie!.nonce, [blank, blank, blank]),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ retry: true, problem: 'no-face' });
    const retry = await post(v.token, 'selfie', form(answer.body.selfie!.nonce, holderSelfie));
    expect(retry.body).toMatchObject({ decision: 'pass' });
  }, 60_000);

  it('refuses a nonce of another verification, a made-up one, and malformed selfies with a 4xx', async () => {
    const a = await perform(t, { options: { flow: 'id-scan' } });
    const b = await perform(t, { options: { flow: 'id-scan' } });
    const read = await submitDocument(a.token, holderDoc);
    const nonce = read.body.selfie!.nonce;
    const theirs = await post(b.token, 'selfie', form(nonce, holderSelfie));
    expect(theirs.status).toBe(400);
    expect(theirs.body.error).toBe('INVALID_INPUT');
    const madeUp = await post(b.token, 'selfie', form('A'.repeat(43), holderSelfie));
    expect(madeUp.status).toBe(400);
    const noFrames = await post(b.token, 'selfie', form(nonce, []));
    expect(noFrames).toMatchObject({ status: 400, body: { error: 'INVALID_INPUT' } });
    const png = await sharp(holderSelfie[0]).png().toBuffer();
    const notJpeg = await post(b.token, 'selfie', form(nonce, [png, png, png]));
    expect(notJpeg).toMatchObject({ status: 400, body: { error: 'INVALID_INPUT' } });
    const huge = await post(b.token, 'selfie', form(nonce, [holderDoc]));
    expect(huge).toMatchObject({ status: 413, body: { error: 'PAYLOAD_TOO_LARGE' } });
    // B's tries did not burn A's nonce: A's selfie is still taken, once.
    const own = await post(a.token, 'selfie', form(nonce, holderSelfie));
    expect(own).toMatchObject({ status: 200, body: { decision: 'pass' } });
    const replay = await post(a.token, 'selfie', form(nonce, holderSelfie));
    expect(replay).toMatchObject({ status: 400, body: { error: 'INVALID_INPUT' } });
  }, 60_000);

  it('counts malformed selfies against the unusable-capture limit, before any frame reaches the pool', async () => {
    const v = await perform(t, { options: { flow: 'id-scan' } });
    const read = await submitDocument(v.token, holderDoc);
    const nonce = read.body.selfie!.nonce;
    const pool = t.service.ctx.workers!;
    const tasks = () => {
      const s = pool.stats();
      return s.completed + s.failed + s.busy + s.queued;
    };
    const before = tasks();
    const truncated = holderSelfie[1]!.subarray(0, holderSelfie[1]!.length >> 1);
    const capture = [holderSelfie[0]!, truncated, holderSelfie[2]!, holderSelfie[3]!];
    for (let i = 0; i < MAX_UNUSABLE; i++) {
      const refused = await post(v.token, 'selfie', form(nonce, capture));
      expect(refused, `selfie ${i + 1}`).toMatchObject({
        status: 400,
        body: { error: 'INVALID_INPUT' },
      });
      expect(tasks(), `worker tasks after selfie ${i + 1}`).toBe(before);
    }
    const limited = await post(v.token, 'selfie', form(nonce, holderSelfie));
    expect(limited).toMatchObject({ status: 429, body: { error: 'TOO_MANY_REQUESTS' } });
    expect(tasks()).toBe(before);
  }, 60_000);

  it('keeps no image: no image bytes in the data dir, the database or the logs', async () => {
    const images = [holderDoc, ...holderSelfie, ...otherSelfie];
    await expectNoTrace(t, dialect, [...logs, ...workers.logs], imageNeedles(images));
  });
});
