import fs from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { sql } from 'kysely';
import sharp from 'sharp';
import { MAX_OPEN_METHOD_SESSIONS } from '../../../../src/service/methods/kit/method-sessions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSelfieMatch } from '../../../../src/service/methods/id-document/selfie-settings';
import { testDialects } from '../../../support/databases';
import { capturingLogger } from '../../../support/privacy-scan';
import { startTestService, type TestService } from '../../../support/test-service';
import { shareTestWorkers } from '../../../support/test-workers';
import { perform, STATUS } from '../../widget/support';
import { ownLicencePhoto } from './own-documents';
import {
  aamvaPayload,
  cardPhoto,
  licencePhoto,
  pdf417Png,
  yearsAgo,
} from '../../../../src/service/methods/id-document/specimen-licence';
import {
  checkDigit,
  mrzDocumentPhoto,
  mrzLines,
} from '../../../../src/service/methods/id-document/specimen-passport';

const SUBMIT = '/api/widget/methods/id-document/submit';

/** A PNG whose header claims `width` × `height` greyscale pixels, with one row of data. */
function claimedPng(width: number, height: number): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth; colour type 0 (grey), compression, filter, interlace 0
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

interface Answer {
  decision?: string;
  attemptsLeft?: number;
  detail?: { document: string; issuer: string; refused?: string };
  error?: string;
  errorMessage?: string;
  hint?: string;
}

// One set of loaded models for both databases' services.
const workers = shareTestWorkers();

describe.each(testDialects())('id-document submit on $dialect', ({ dialect }) => {
  let t: TestService;
  const logs: string[] = [];
  const now = Date.now();
  let adult: Buffer;
  let minor: Buffer;

  beforeAll(async () => {
    t = await startTestService(dialect, {
      workers: workers.pool(),
      logger: capturingLogger(logs),
    });
    await t.service.ctx.workers!.ready;
    [adult, minor] = await Promise.all([licencePhoto(now, 34), licencePhoto(now, 16)]);
  }, 60_000);
  afterAll(async () => t.close());

  const submit = async (token: string, body: BodyInit, type = 'image/png') => {
    const res = await fetch(t.url + SUBMIT, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      body,
    });
    return { status: res.status, body: (await res.json()) as Answer };
  };
  const status = async (id: string) =>
    (await (await t.call(`${STATUS}?id=${id}`)).json()) as Record<string, unknown>;

  it('is live once the worker pool has loaded the reader', () => {
    expect(t.service.ctx.workers!.serves('id-document.read')).toBe(true);
  });

  it('passes an adult licence with an exact age (low = high)', async () => {
    const v = await perform(t, { options: { flow: 'id-scan' } });
    const answer = await submit(v.token, new Uint8Array(adult));
    expect(answer.status).toBe(200);
    expect(answer.body.decision).toBe('pass');
    expect(answer.body.detail).toEqual({ document: 'aamva-pdf417', issuer: 'US-CA' });
    const result = await status(v.id);
    expect(result).toMatchObject({
      status: 'PASS',
      method: 'id-document',
      age: { low: 34, high: 34 },
      ageCategory: 'adult',
    });
  });

  it('is offered and passes in live mode once the reader is loaded', async () => {
    // Live mode refuses the specimens (specimen-refusal.test.ts): a licence without their marks.
    const own = new Uint8Array(await ownLicencePhoto(now, 34));
    // Live keys match the document to a selfie by default: this licence back has no portrait,
    // so its front is asked for next (front-step.test.ts), with no decision yet.
    const matched = await perform(t, { options: { flow: 'id-scan' } }, t.liveKey);
    const asked = await submit(matched.token, own);
    expect(asked).toMatchObject({ status: 200, body: { frontRequired: true } });
    expect(asked.body.decision).toBeUndefined();
    await setSelfieMatch(t.service.ctx, t.product.id, 'live', false);
    const live = await perform(t, { options: { flow: 'id-scan' } }, t.liveKey);
    const answer = await submit(live.token, own);
    await setSelfieMatch(t.service.ctx, t.product.id, 'live', true);
    expect(answer.body.decision).toBe('pass');
    const res = await t.call(`${STATUS}?id=${live.id}`, { key: t.liveKey });
    expect(await res.json()).toMatchObject({ status: 'PASS', method: 'id-document' });
  });

  it('fails a minor with age-criteria-not-met and the exact age', async () => {
    const v = await perform(t, { options: { flow: 'id-scan' } });
    const answer = await submit(v.token, new Uint8Array(minor));
    expect(answer.body.decision).toBe('fail');
    expect(await status(v.id)).toMatchObject({
      status: 'FAIL',
      failureReason: 'age-criteria-not-met',
      age: { low: 16, high: 16 },
    });
  });

  it('passes an adult passport read from its MRZ', async () => {
    const v = await perform(t, { options: { flow: 'id-scan' } });
    const lines = mrzLines({
      format: 'TD3',
      dateOfBirth: yearsAgo(now, 52, 10),
      expiry: yearsAgo(now, -6),
    });
    const answer = await submit(v.token, new Uint8Array(await mrzDocumentPhoto(lines)));
    expect(answer.body).toMatchObject({
      decision: 'pass',
      detail: { document: 'mrz-td3', issuer: 'UTO' },
    });
    expect(await status(v.id)).toMatchObject({ status: 'PASS', age: { low: 52, high: 52 } });
  });

  it('refuses an expired licence: the attempt counts, no age signal', async () => {
    const v = await perform(t, {});
    const answer = await submit(
      v.token,
      new Uint8Array(await licencePhoto(now, 40, { expired: true })),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      decision: 'inconclusive',
      attemptsLeft: 2,
      detail: { refused: 'expired' },
    });
    expect((await status(v.id)).status).toBe('IN_PROGRESS');
  });

  describe('bad input: a clear 4xx, no attempt used', () => {
    const blank = () =>
      cardPhoto(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="60"/>'));
    const cases: [string, () => Promise<BodyInit>, number, string, string?][] = [
      ['not an image', () => Promise.resolve('hello, I am text'), 415, 'UNSUPPORTED_MEDIA_TYPE'],
      ['an empty body', () => Promise.resolve(new Uint8Array(0)), 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [
        'a HEIC photo',
        () =>
          Promise.resolve(
            new Uint8Array([
              0,
              0,
              0,
              24,
              ...Buffer.from('ftypheic'),
              0,
              0,
              0,
              0,
              ...Buffer.from('mif1heic'),
            ]),
          ),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        'a truncated JPEG',
        () => Promise.resolve(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 1, 2, 3])),
        400,
        'INVALID_INPUT',
      ],
      [
        'a decompression bomb (a PNG claiming 60000 × 60000 pixels)',
        () => Promise.resolve(claimedPng(60_000, 60_000)),
        400,
        'INVALID_INPUT',
      ],
      [
        'an oversized upload',
        () => Promise.resolve(new Uint8Array(10 * 1024 * 1024 + 1).fill(0xff)),
        413,
        'PAYLOAD_TOO_LARGE',
      ],
      [
        'a photo with no barcode',
        async () => new Uint8Array(await blank()),
        422,
        'DOCUMENT_UNREADABLE',
        'not-found',
      ],
      [
        'a valid PDF417 that is not an ID',
        async () =>
          new Uint8Array(await cardPhoto(await pdf417Png('INVOICE 2026-0042 TOTAL 17.50 EUR'))),
        422,
        'DOCUMENT_UNREADABLE',
        'not-an-id',
      ],
      [
        'an MRZ whose date of birth was altered (check digits)',
        async () => {
          const [l1, l2] = mrzLines({
            format: 'TD3',
            dateOfBirth: '2010-05-17',
            expiry: '2031-02-03',
          });
          const dob = '880517';
          const forged = l2!.slice(0, 13) + dob + checkDigit(dob) + l2!.slice(20);
          return new Uint8Array(await mrzDocumentPhoto([l1!, forged]));
        },
        422,
        'DOCUMENT_UNREADABLE',
        'check-digits',
      ],
      [
        'a tiny photo',
        async () => new Uint8Array(await licencePhoto(now, 30, { scale: 0.2 })),
        422,
        'DOCUMENT_UNREADABLE',
        'too-small',
      ],
    ];
    it.each(cases)('%s', async (_name, body, code, error, hint) => {
      const v = await perform(t, {});
      const answer = await submit(v.token, await body());
      expect(answer.status).toBe(code);
      expect(answer.body.error).toBe(error);
      expect(answer.body.errorMessage).toBeTruthy();
      if (hint) expect(answer.body.hint).toBe(hint);
      const row = await t.service.ctx.db
        .selectFrom('verifications')
        .select('attempts')
        .where('id', '=', v.id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.attempts)).toEqual({});
    });
  });

  it('serves specimen documents in test mode that the real reader passes and fails', async () => {
    const specimen = (token: string, kind: string) =>
      fetch(`${t.url}/api/widget/methods/id-document/specimen?kind=${kind}&token=${token}`);
    for (const [kind, decision] of [
      ['adult-licence', 'pass'],
      ['minor-licence', 'fail'],
      ['adult-passport', 'pass'],
    ] as const) {
      const v = await perform(t, {});
      const res = await specimen(v.token, kind);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const answer = await submit(v.token, new Uint8Array(await res.arrayBuffer()));
      expect(answer.body.decision, JSON.stringify(answer)).toBe(decision);
    }
    const v = await perform(t, {});
    expect((await specimen(v.token, 'forged-visa')).status).toBe(400);
    const live = await perform(t, {}, t.liveKey);
    expect((await specimen(live.token, 'adult-licence')).status).toBe(403);
  });

  it('meters reads: past 20 in ten minutes one verification gets 429, not another reader thread', async () => {
    const v = await perform(t, {});
    const tiny = new Uint8Array(
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } })
        .png()
        .toBuffer(),
    );
    for (let i = 0; i < MAX_OPEN_METHOD_SESSIONS; i++) {
      expect((await submit(v.token, tiny)).status).toBe(422);
    }
    const refused = await submit(v.token, tiny);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('TOO_MANY_REQUESTS');
  });

  it('refuses a forged widget token', async () => {
    const forged = await submit('eyJhbGciOiJFUzI1NiJ9.e30.AAAA', new Uint8Array(adult));
    expect(forged.status).toBe(401);
  });

  it('keeps no image, name, document number or date of birth (privacy scan)', async () => {
    const dob = yearsAgo(now, 34, 100);
    const needles = [
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('IHDR'),
      Buffer.from(aamvaPayload({ dateOfBirth: dob, expiry: yearsAgo(now, -4) }).slice(0, 40)),
      Buffer.from('SPECIMEN'),
      Buffer.from('D1234562'),
      Buffer.from('L898902C3'),
      Buffer.from('SAMPLE<ANNA'),
      Buffer.from(dob),
      Buffer.from(dob.replace(/-/g, '')),
    ];
    // Every row of every table, as text.
    const tables = await t.service.ctx.db.introspection.getTables();
    let dump = '';
    for (const table of tables) {
      const rows = await sql`select * from ${sql.table(table.name)}`.execute(t.service.ctx.db);
      dump += JSON.stringify(rows.rows);
    }
    const files: Buffer[] = [Buffer.from(dump), Buffer.from([...logs, ...workers.logs].join(''))];
    const dataDir = t.service.ctx.config.dataDir;
    for (const entry of fs.readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.push(fs.readFileSync(path.join(entry.parentPath, entry.name)));
    }
    expect(logs.length).toBeGreaterThan(0);
    for (const haystack of files) {
      for (const needle of needles) expect(haystack.includes(needle)).toBe(false);
    }
  });
});
