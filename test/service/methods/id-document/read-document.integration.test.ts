import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceContext } from '../../../../src/service/context';
import { METHODS } from '../../../../src/service/methods/registry';
import type { DocumentRead } from '../../../../src/service/methods/id-document/document-facts';
import { createWorkerPool, type WorkerPool } from '../../../../src/service/methods/kit/worker-pool';
import {
  licencePhoto,
  yearsAgo,
} from '../../../../src/service/methods/id-document/specimen-licence';
import type { Degradation } from '../../../../src/service/methods/id-document/specimen-photo';
import {
  mrzDocumentPhoto,
  mrzLines,
  type MrzFormat,
} from '../../../../src/service/methods/id-document/specimen-passport';
import { MRZ_TODAY, mrzCasePhoto, mrzCleanSet, mrzDegradedSet } from '../../../support/mrz-set';

import { SPECIMEN_NUMBERS } from '../../../../src/service/methods/id-document/specimen-marks';
import { ownLicencePhoto, ownMrzLines } from './own-documents';

const TASKS = new URL('../../../../src/service/methods/id-document/id-tasks.ts', import.meta.url)
  .href;
const NOW = Date.parse('2026-11-23T10:00:00Z');
const TODAY = MRZ_TODAY;

/** The real reader in a real worker thread, over generated documents. */
describe('id-document.read (worker task)', () => {
  let pool: WorkerPool;
  beforeAll(async () => {
    pool = createWorkerPool({ modules: [TASKS], size: 1 });
    expect((await pool.ready).failed).toEqual([]);
  }, 60_000);
  afterAll(async () => pool.close());

  const read = (photo: Buffer) => {
    const image = photo.buffer.slice(
      photo.byteOffset,
      photo.byteOffset + photo.byteLength,
    ) as ArrayBuffer;
    return pool.run<DocumentRead>('id-document.read', { image, today: TODAY }, [image]);
  };

  it.each<[string, Degradation & { country?: 'USA' | 'CAN' }]>([
    ['a clean US licence', {}],
    ['a clean Canadian licence', { country: 'CAN' }],
    ['a licence turned 8° and blurred, as a JPEG', { rotate: 8, blur: 1, jpegQuality: 70 }],
    ['a licence photographed from afar', { scale: 0.45, jpegQuality: 75 }],
  ])('reads %s', async (_name, degradation) => {
    const result = await read(await licencePhoto(NOW, 25, degradation));
    expect(result).toEqual({
      read: true,
      facts: {
        kind: 'aamva-pdf417',
        dateOfBirth: yearsAgo(NOW, 25, 100),
        expiry: yearsAgo(NOW, -4),
        issuer: degradation.country === 'CAN' ? 'CA-ON' : 'US-CA',
      },
      specimen: true,
    });
  });

  it.each<[MrzFormat, Degradation]>([
    ['TD3', {}],
    ['TD2', {}],
    ['TD1', {}],
    ['TD3', { rotate: -10, blur: 1, jpegQuality: 70 }],
    ['TD1', { rotate: 180 }],
    ['TD2', { scale: 0.5, jpegQuality: 70 }],
  ])('reads a %s zone %j', async (format, degradation) => {
    const lines = mrzLines({ format, dateOfBirth: '1961-08-04', expiry: '2029-12-31' });
    const result = await read(await mrzDocumentPhoto(lines, degradation));
    expect(result).toEqual({
      read: true,
      facts: {
        kind: `mrz-${format.toLowerCase()}`,
        dateOfBirth: '1961-08-04',
        expiry: '2029-12-31',
        issuer: 'UTO',
      },
      specimen: true,
    });
  });

  it('flags only the specimens: a licence and zones without their marks read as documents', async () => {
    expect(await read(await ownLicencePhoto(NOW, 25))).toMatchObject({
      read: true,
      facts: { kind: 'aamva-pdf417', dateOfBirth: yearsAgo(NOW, 25, 100) },
      specimen: false,
    });
    for (const format of ['TD3', 'TD1'] as const) {
      const own = ownMrzLines({ format, dateOfBirth: '1961-08-04', expiry: '2029-12-31' });
      expect(await read(await mrzDocumentPhoto(own)), format).toMatchObject({
        read: true,
        facts: { dateOfBirth: '1961-08-04', issuer: 'D' },
        specimen: false,
      });
    }
    // An unmarked zone with ICAO's specimen number is a specimen all the same.
    const numbered = ownMrzLines({
      format: 'TD1',
      dateOfBirth: '1961-08-04',
      expiry: '2029-12-31',
      documentNumber: SPECIMEN_NUMBERS.travelDocument,
    });
    expect(await read(await mrzDocumentPhoto(numbered))).toMatchObject({ specimen: true });
  }, 60_000);

  // A sample of the benchmark's generated set (`npm run bench id` reads all of it): every clean
  // zone — varied holders, numbers mixing 0/O, 1/I, 5/S, 8/B, 2/Z — reads exactly, and each
  // degraded one reads exactly or not at all, never with a wrong fact.
  const clean = mrzCleanSet().slice(0, 6);
  // One photo of each of six degradations, the formats taking turns.
  const degraded = [
    'blur',
    'glare',
    'upside-down',
    'perspective',
    'low light',
    'phone snapshot',
  ].map((kind, k) => mrzDegradedSet().filter((c) => c.kind === kind)[k % 3]!);
  it.each(clean.map((c) => [c.label, c] as const))(
    'reads the generated clean zone %s',
    async (_label, c) => {
      const result = await read(await mrzCasePhoto(c));
      expect(result).toMatchObject({ read: true });
      expect(result.read && result.facts).toEqual(c.expected);
    },
  );
  it.each(degraded.map((c) => [c.label, c] as const))(
    'reads the generated degraded zone %s right or not at all',
    async (_label, c) => {
      const result = await read(await mrzCasePhoto(c));
      if (result.read) expect(result.facts).toEqual(c.expected);
      else expect(result.hint).toBeTruthy();
    },
  );

  it('says what to fix when nothing can be read', async () => {
    const lines = mrzLines({ format: 'TD3', dateOfBirth: '1961-08-04', expiry: '2029-12-31' });
    expect(await read(await mrzDocumentPhoto(lines, { blur: 9 }))).toEqual({
      read: false,
      hint: 'blur',
    });
  });
});

describe('id-document reader missing from node_modules', () => {
  it('fails to load naming the file, and the method is not live', async () => {
    const pool = createWorkerPool({
      modules: [TASKS],
      size: 1,
      options: { idDocumentLanguageDir: '/nonexistent/tessdata' },
    });
    try {
      const readiness = await pool.ready;
      expect(readiness.failed).toEqual([
        {
          module: TASKS,
          message: expect.stringMatching(
            /\/nonexistent\/tessdata\/eng\.traineddata\.gz is missing/,
          ) as string,
        },
      ]);
      const ctx = { workers: pool } as unknown as ServiceContext;
      expect(METHODS['id-document'].isLive(ctx)).toBe(false);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
