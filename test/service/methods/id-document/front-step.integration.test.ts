import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTestLivenessOff } from '../../../../src/service/methods/facial-age-estimation/face-settings';
import { setSelfieMatch } from '../../../../src/service/methods/id-document/selfie-settings';
import { licenceFrontPhoto } from '../../../../src/service/methods/id-document/specimen-front';
import {
  SPECIMEN_NUMBER,
  licencePhoto,
  yearsAgo,
} from '../../../../src/service/methods/id-document/specimen-licence';
import { testDialects } from '../../../support/databases';
import { startTestService, type TestService } from '../../../support/test-service';
import { shareTestWorkers } from '../../../support/test-workers';
import { perform, STATUS } from '../../widget/support';
import { capturingLogger, expectNoTrace, imageNeedles } from '../../../support/privacy-scan';
import { selfieFrames } from './selfie-fixture';

const BASE = '/api/widget/methods/id-document';

interface Answer {
  decision?: string;
  frontRequired?: boolean;
  front?: { nonce: string; expiresAt: number };
  selfieRequired?: boolean;
  selfie?: { nonce: string };
  detail?: Record<string, unknown>;
  error?: string;
  errorMessage?: string;
  hint?: string;
  restart?: boolean;
}

// One set of loaded models for both databases' services.
const workers = shareTestWorkers();

/**
 * The two-sided flow of a licence end to end, on both databases, with the real readers and face
 * models in a worker thread: the back (barcode, no portrait) asks for the front; a front that
 * prints the back's birth date and number is bound and its portrait goes on to the selfie; the
 * front of another person is a mismatch, twice fraud — then a scan for any trace of the images,
 * the birth date or the document number.
 */
describe.each(testDialects())('id-document front step on $dialect', ({ dialect }) => {
  let t: TestService;
  const logs: string[] = [];
  const now = Date.now();
  const dob = yearsAgo(now, 30, 100);
  const expiry = yearsAgo(now, -4);
  let back: Buffer;
  let front: Buffer;
  let otherFront: Buffer;
  let selfie: Buffer[];

  beforeAll(async () => {
    t = await startTestService(dialect, {
      workers: workers.pool(),
      logger: capturingLogger(logs),
    });
    expect((await t.service.ctx.workers!.ready).failed).toEqual([]);
    [back, front, otherFront, selfie] = await Promise.all([
      licencePhoto(now, 30),
      licenceFrontPhoto({ dateOfBirth: dob, expiry, face: 'holder' }, { jpegQuality: 80 }),
      licenceFrontPhoto({ dateOfBirth: yearsAgo(now, 28, 3), expiry, face: 'other' }),
      selfieFrames('holder'),
    ]);
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
  const image = (bytes: Buffer) => new Uint8Array(bytes);
  const sendBack = (token: string) => post(token, 'submit', image(back), 'image/png');
  const sendFront = (token: string, nonce: string, photo: Buffer) =>
    post(token, `front?nonce=${encodeURIComponent(nonce)}`, image(photo), 'image/png');
  const frames = (nonce: string, list: Buffer[]) => {
    const f = new FormData();
    f.set('nonce', nonce);
    for (const frame of list) {
      f.append('frame', new Blob([new Uint8Array(frame)], { type: 'image/jpeg' }));
    }
    return f;
  };
  const status = async (id: string) =>
    (await (await t.call(`${STATUS}?id=${id}`)).json()) as Record<string, unknown>;
  const attempts = async (id: string) =>
    JSON.parse(
      (
        await t.service.ctx.db
          .selectFrom('verifications')
          .select('attempts')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).attempts,
    ) as Record<string, number>;

  it('asks for the front after a licence back, then binds it and passes with the selfie', async () => {
    const v = await perform(t, { options: { flow: 'id-scan' } });
    const read = await sendBack(v.token);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      frontRequired: true,
      detail: { document: 'aamva-pdf417', issuer: 'US-CA' },
      front: { nonce: expect.stringMatching(/^[\w-]{43}$/) },
    });
    expect(read.body.decision).toBeUndefined();
    expect((await status(v.id)).status).toBe('PENDING');

    const bound = await sendFront(v.token, read.body.front!.nonce, front);
    expect(bound.status).toBe(200);
    expect(bound.body).toMatchObject({
      selfieRequired: true,
      detail: { document: 'aamva-pdf417' },
    });
    // Single use: the same nonce again is refused.
    const replay = await sendFront(v.token, read.body.front!.nonce, front);
    expect(replay).toMatchObject({ status: 400, body: { error: 'INVALID_INPUT', restart: true } });

    const done = await post(v.token, 'selfie', frames(bound.body.selfie!.nonce, selfie));
    expect(done.body).toMatchObject({ decision: 'pass', detail: { selfie: 'match' } });
    expect(await status(v.id)).toMatchObject({ status: 'PASS', age: { low: 30, high: 30 } });
  }, 90_000);

  it('calls the front of another person a mismatch, and the second one fraud', async () => {
    const v = await perform(t, { options: { flow: 'id-scan' } });
    const first = await sendBack(v.token);
    const mismatch = await sendFront(v.token, first.body.front!.nonce, otherFront);
    expect(mismatch).toMatchObject({
      status: 200,
      body: {
        decision: 'inconclusive',
        detail: { front: 'mismatch', reason: 'DOCUMENT_SIDES_DO_NOT_MATCH' },
      },
    });
    expect((await status(v.id)).status).toBe('IN_PROGRESS');
    const second = await sendBack(v.token);
    const again = await sendFront(v.token, second.body.front!.nonce, otherFront);
    expect(again.body).toMatchObject({ decision: 'fraud', detail: { front: 'mismatch' } });
    expect(await status(v.id)).toMatchObject({ status: 'FAIL' });
  }, 90_000);

  it('asks for a retake of a front without portrait, or unreadable, using no attempt', async () => {
    const v = await perform(t, { options: { flow: 'id-scan' } });
    const read = await sendBack(v.token);
    const nonce = read.body.front!.nonce;
    const noPortrait = await sendFront(
      v.token,
      nonce,
      await licenceFrontPhoto({ dateOfBirth: dob, expiry, face: null }),
    );
    expect(noPortrait).toMatchObject({ status: 422, body: { error: 'PORTRAIT_NOT_FOUND' } });
    const blurred = await licenceFrontPhoto(
      { dateOfBirth: dob, expiry, face: 'holder' },
      { blur: 14, scale: 0.35, jpegQuality: 60 },
    );
    const unreadable = await sendFront(v.token, nonce, blurred);
    expect(unreadable.status).toBe(422);
    expect(unreadable.body).toMatchObject({ error: 'DOCUMENT_UNREADABLE' });
    expect(['blur', 'too-small', 'not-found']).toContain(unreadable.body.hint);
    expect(await attempts(v.id)).toEqual({});
    // Neither used the nonce: the right front still binds.
    const bound = await sendFront(v.token, nonce, front);
    expect(bound.body.selfieRequired).toBe(true);
  }, 90_000);

  it('answers malformed fronts and nonces with a 4xx', async () => {
    const a = await perform(t, { options: { flow: 'id-scan' } });
    const b = await perform(t, { options: { flow: 'id-scan' } });
    const read = await sendBack(a.token);
    const nonce = read.body.front!.nonce;
    const notImage = await post(a.token, `front?nonce=${nonce}`, 'hello', 'image/png');
    expect(notImage).toMatchObject({ status: 415, body: { error: 'UNSUPPORTED_MEDIA_TYPE' } });
    expect((await post(a.token, 'front', image(front), 'image/png')).status).toBe(400);
    expect((await sendFront(a.token, 'A'.repeat(43), front)).status).toBe(400);
    const theirs = await sendFront(b.token, nonce, front);
    expect(theirs).toMatchObject({ status: 400, body: { error: 'INVALID_INPUT' } });
    const truncated = await sendFront(a.token, nonce, front.subarray(0, 2000));
    expect(truncated).toMatchObject({ status: 400, body: { error: 'INVALID_INPUT' } });
    expect(truncated.body).not.toHaveProperty('restart');
    expect(await attempts(a.id)).toEqual({});
  }, 90_000);

  it('keeps no image, birth date or document number in the data dir, database or logs', async () => {
    const [y, m, d] = dob.split('-');
    const needles: [string, Buffer][] = [
      ...imageNeedles([back, front, otherFront, ...selfie]),
      ['document number', Buffer.from(SPECIMEN_NUMBER)],
      ['ISO birth date', Buffer.from(dob)],
      ['printed birth date', Buffer.from(`${m}/${d}/${y}`)],
      ['AAMVA birth date', Buffer.from(`${m}${d}${y}`)],
    ];
    await expectNoTrace(t, dialect, [...logs, ...workers.logs], needles);
  });
});
