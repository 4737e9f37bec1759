import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countFaceSignals } from '../../../../src/service/methods/facial-age-estimation/face-settings';
import { setTestLivenessOff } from '../../../../src/service/methods/facial-age-estimation/face-settings';
import { setSelfieMatch } from '../../../../src/service/methods/id-document/selfie-settings';
import { licenceFrontPhoto } from '../../../../src/service/methods/id-document/specimen-front';
import {
  SPECIMEN_NUMBER,
  yearsAgo,
} from '../../../../src/service/methods/id-document/specimen-licence';
import { SPECIMEN_NUMBERS } from '../../../../src/service/methods/id-document/specimen-marks';
import {
  mrzDocumentPhoto,
  mrzLines,
} from '../../../../src/service/methods/id-document/specimen-passport';
import { testDialects } from '../../../support/databases';
import { capturingLogger, expectNoTrace, imageNeedles } from '../../../support/privacy-scan';
import { startTestService, type TestService } from '../../../support/test-service';
import { shareTestWorkers } from '../../../support/test-workers';
import { perform, STATUS } from '../../widget/support';
import { OWN_NUMBER, ownLicencePhoto } from './own-documents';

const BASE = '/api/widget/methods/id-document';

interface Answer {
  decision?: string;
  attemptsLeft?: number;
  frontRequired?: boolean;
  front?: { nonce: string };
  selfieRequired?: boolean;
  detail?: Record<string, unknown>;
  error?: string;
  restart?: boolean;
}

// One set of loaded models for both databases' services.
const workers = shareTestWorkers();

/**
 * Live mode refuses the service's own specimen documents — the ones test mode hands out and the
 * tests generate — judged by the reader on the values it extracted: a licence back, a licence
 * front offered as the bound front of another licence, a passport (TD3) and an ID card (TD1).
 * Each is an attempt and a fraud signal; test mode keeps accepting them. Real readers and face
 * models in a worker thread, on both databases.
 */
describe.each(testDialects())('specimen documents in live mode on $dialect', ({ dialect }) => {
  let t: TestService;
  const logs: string[] = [];
  const now = Date.now();
  const dob = yearsAgo(now, 30, 100);
  const expiry = yearsAgo(now, -4);
  const specimens: Record<'licence' | 'passport' | 'td1', Buffer> = {} as never;
  let ownBack: Buffer;
  let specimenFront: Buffer;

  beforeAll(async () => {
    t = await startTestService(dialect, {
      workers: workers.pool(),
      logger: capturingLogger(logs),
    });
    expect((await t.service.ctx.workers!.ready).failed).toEqual([]);
    // What anyone can download from test mode, as a live user would then upload it.
    const download = async (kind: string) => {
      const v = await perform(t, {});
      const res = await fetch(`${t.url}${BASE}/specimen?kind=${kind}&token=${v.token}`);
      expect(res.status).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    };
    specimens.licence = await download('adult-licence');
    specimens.passport = await download('adult-passport');
    specimens.td1 = await mrzDocumentPhoto(mrzLines({ format: 'TD1', dateOfBirth: dob, expiry }));
    // A licence that is nobody's specimen, and the specimen front printed with its data.
    ownBack = await ownLicencePhoto(now, 30);
    specimenFront = await licenceFrontPhoto(
      { dateOfBirth: dob, expiry, number: OWN_NUMBER, face: 'holder' },
      { jpegQuality: 80 },
    );
    await setTestLivenessOff(t.service.ctx, t.product.id, true);
  }, 120_000);
  afterAll(async () => t.close());

  const post = async (token: string, action: string, body: Buffer) => {
    const res = await fetch(`${t.url}${BASE}/${action}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      body: new Uint8Array(body),
    });
    return { status: res.status, body: (await res.json()) as Answer };
  };
  const status = async (id: string, key = t.liveKey) =>
    (await (await t.call(`${STATUS}?id=${id}`, { key })).json()) as Record<string, unknown>;
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
  const signals = (id: string) => countFaceSignals(t.service.ctx, id, 'document-specimen');
  const selfieMatch = (mode: 'test' | 'live', on: boolean) =>
    setSelfieMatch(t.service.ctx, t.product.id, mode, on);
  const refused = (document: string) => ({
    status: 200,
    body: {
      decision: 'inconclusive',
      attemptsLeft: 2,
      detail: { document, refused: 'specimen', reason: 'DOCUMENT_SPECIMEN' },
    },
  });

  it.each([
    ['the specimen licence back', 'licence', 'aamva-pdf417'],
    ['the specimen passport (TD3)', 'passport', 'mrz-td3'],
    ['a specimen ID card (TD1)', 'td1', 'mrz-td1'],
  ] as const)(
    'refuses %s with the selfie match off: DOCUMENT_SPECIMEN, an attempt and a fraud signal',
    async (_name, kind, document) => {
      await selfieMatch('live', false);
      try {
        const v = await perform(t, { options: { flow: 'id-scan' } }, t.liveKey);
        const answer = await post(v.token, 'submit', specimens[kind]);
        expect(answer).toMatchObject(refused(document));
        expect(await attempts(v.id)).toEqual({ 'id-document': 1 });
        expect(await signals(v.id)).toBe(1);
        expect((await status(v.id)).status).toBe('IN_PROGRESS');
      } finally {
        await selfieMatch('live', true);
      }
    },
    60_000,
  );

  it('refuses the specimen back with the selfie match on instead of asking for its front', async () => {
    const v = await perform(t, { options: { flow: 'id-scan' } }, t.liveKey);
    const answer = await post(v.token, 'submit', specimens.licence);
    expect(answer).toMatchObject(refused('aamva-pdf417'));
    expect(answer.body.frontRequired).toBeUndefined();
    expect(await signals(v.id)).toBe(1);
  }, 60_000);

  it('refuses a specimen front offered as the bound front of another licence', async () => {
    const v = await perform(t, { options: { flow: 'id-scan' } }, t.liveKey);
    const back = await post(v.token, 'submit', ownBack);
    expect(back.body).toMatchObject({ frontRequired: true });
    const nonce = back.body.front!.nonce;
    const front = await post(v.token, `front?nonce=${nonce}`, specimenFront);
    expect(front).toMatchObject(refused('aamva-pdf417'));
    expect(front.body.selfieRequired).toBeUndefined();
    expect(await signals(v.id)).toBe(1);
    // The nonce is used: the same front cannot be tried again.
    const again = await post(v.token, `front?nonce=${nonce}`, specimenFront);
    expect(again).toMatchObject({ status: 400, body: { restart: true } });
  }, 90_000);

  it('ends a live verification as fraud at the second specimen', async () => {
    await selfieMatch('live', false);
    try {
      const v = await perform(t, { options: { flow: 'id-scan' } }, t.liveKey);
      expect((await post(v.token, 'submit', specimens.licence)).body.decision).toBe('inconclusive');
      expect((await post(v.token, 'submit', specimens.passport)).body.decision).toBe('fraud');
      expect(await status(v.id)).toMatchObject({
        status: 'FAIL',
        failureReason: 'fraudulent-activity-detected',
      });
    } finally {
      await selfieMatch('live', true);
    }
  }, 60_000);

  it('passes a licence that carries no specimen mark in live mode (the control)', async () => {
    await selfieMatch('live', false);
    try {
      const v = await perform(t, { options: { flow: 'id-scan' } }, t.liveKey);
      const answer = await post(v.token, 'submit', ownBack);
      expect(answer.body).toMatchObject({ decision: 'pass', detail: { document: 'aamva-pdf417' } });
      expect(answer.body.detail).not.toHaveProperty('refused');
      expect(await status(v.id)).toMatchObject({ status: 'PASS', age: { low: 30, high: 30 } });
      expect(await signals(v.id)).toBe(0);
    } finally {
      await selfieMatch('live', true);
    }
  }, 60_000);

  it('keeps accepting every specimen in test mode', async () => {
    for (const [kind, document] of [
      ['licence', 'aamva-pdf417'],
      ['passport', 'mrz-td3'],
      ['td1', 'mrz-td1'],
    ] as const) {
      const v = await perform(t, { options: { flow: 'id-scan' } });
      const answer = await post(v.token, 'submit', specimens[kind]);
      expect(answer.body, kind).toMatchObject({ decision: 'pass', detail: { document } });
      expect(await signals(v.id)).toBe(0);
    }
    // And the two-sided flow with the match on: the specimen front binds to another licence.
    await selfieMatch('test', true);
    try {
      const v = await perform(t, { options: { flow: 'id-scan' } });
      const back = await post(v.token, 'submit', ownBack);
      const front = await post(v.token, `front?nonce=${back.body.front!.nonce}`, specimenFront);
      expect(front.body).toMatchObject({ selfieRequired: true });
      expect(await signals(v.id)).toBe(0);
    } finally {
      await selfieMatch('test', false);
    }
  }, 120_000);

  it('logs the refusal without the document number, and keeps none anywhere', async () => {
    expect(logs.join('\n')).toMatch(/a specimen document was refused/);
    const [y, m, d] = dob.split('-');
    await expectNoTrace(
      t,
      dialect,
      [...logs, ...workers.logs],
      [
        ...imageNeedles([...Object.values(specimens), ownBack, specimenFront]),
        ...Object.values(SPECIMEN_NUMBERS).map((n): [string, Buffer] => [n, Buffer.from(n)]),
        ['specimen number', Buffer.from(SPECIMEN_NUMBER)],
        ['own number', Buffer.from(OWN_NUMBER)],
        ['AAMVA birth date', Buffer.from(`${m}${d}${y}`)],
      ],
    );
  });
});
