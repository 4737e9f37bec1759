import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DocumentRead,
  FrontRead,
} from '../../../../src/service/methods/id-document/document-facts';
import { bindSides } from '../../../../src/service/methods/id-document/front-binding';
import { SPECIMEN_NUMBERS } from '../../../../src/service/methods/id-document/specimen-marks';
import { createWorkerPool, type WorkerPool } from '../../../../src/service/methods/kit/worker-pool';
import {
  licencePhoto,
  yearsAgo,
} from '../../../../src/service/methods/id-document/specimen-licence';
import type { Degradation } from '../../../../src/service/methods/id-document/specimen-photo';
import {
  licenceFrontPhoto,
  type DateStyle,
} from '../../../../src/service/methods/id-document/specimen-front';
import {
  mrzDocumentPhoto,
  mrzLines,
} from '../../../../src/service/methods/id-document/specimen-passport';

const TASKS = new URL('../../../../src/service/methods/id-document/id-tasks.ts', import.meta.url)
  .href;
const NOW = Date.parse('2026-11-23T10:00:00Z');
const TODAY = '2026-11-23';
const DOB = yearsAgo(NOW, 30, 100);
const EXPIRY = yearsAgo(NOW, -4);

const buffer = (photo: Buffer) =>
  photo.buffer.slice(photo.byteOffset, photo.byteOffset + photo.byteLength) as ArrayBuffer;

/**
 * The real front reader (LSTM OCR) and the back's hashes in a real worker thread, over generated
 * licence fronts — clean and degraded — and their backs: the binding as the action decides it.
 */
describe('id-document.front (worker task)', () => {
  let pool: WorkerPool;
  const key = new Uint8Array(32).fill(7);
  beforeAll(async () => {
    pool = createWorkerPool({ modules: [TASKS], size: 1 });
    expect((await pool.ready).failed).toEqual([]);
  }, 90_000);
  afterAll(async () => pool.close());

  const readBack = async (photo: Buffer) => {
    const image = buffer(photo);
    return pool.run<DocumentRead>('id-document.read', { image, today: TODAY, bindKey: key }, [
      image,
    ]);
  };
  const readFront = async (photo: Buffer) => {
    const image = buffer(photo);
    return pool.run<FrontRead>('id-document.front', { image, bindKey: key }, [image]);
  };
  const back = async (country: 'USA' | 'CAN' = 'USA') => {
    const read = await readBack(await licencePhoto(NOW, 30, { country }));
    if (!read.read || !read.binding) throw new Error('the back was not read');
    // Hashes only: neither the date nor the number is in what left the worker.
    expect(JSON.stringify(read.binding)).not.toMatch(/D1234562|\d{4}-\d\d-\d\d/);
    return read.binding;
  };

  it.each<[string, Degradation]>([
    ['a clean front', {}],
    ['a blurred front', { blur: 1.2 }],
    ['a front turned 3°', { rotate: 3 }],
    ['a front as a JPEG q60, smaller', { jpegQuality: 60, scale: 0.7 }],
  ])(
    'binds %s to its back',
    async (_name, degradation) => {
      const front = await readFront(
        await licenceFrontPhoto({ dateOfBirth: DOB, expiry: EXPIRY, face: 'holder' }, degradation),
      );
      expect(front.read).toBe(true);
      if (!front.read) return;
      expect(front.hashes.printed).toBeGreaterThanOrEqual(3);
      expect(bindSides(await back(), front.hashes)).toBe('bound');
    },
    30_000,
  );

  it('binds a Canadian front (YYYY/MM/DD) to its back (CCYYMMDD)', async () => {
    const front = await readFront(
      await licenceFrontPhoto({ dateOfBirth: DOB, expiry: EXPIRY, country: 'CAN', face: null }),
    );
    expect(front.read && bindSides(await back('CAN'), front.hashes)).toBe('bound');
  }, 30_000);

  it('tells a front of another birth date, or another number, from the holder’s', async () => {
    const other = await readFront(
      await licenceFrontPhoto({ dateOfBirth: yearsAgo(NOW, 28, 3), expiry: EXPIRY, face: null }),
    );
    expect(other.read && bindSides(await back(), other.hashes)).toBe('mismatch');
    const number = await readFront(
      await licenceFrontPhoto({
        dateOfBirth: DOB,
        expiry: EXPIRY,
        number: SPECIMEN_NUMBERS.otherLicence,
        face: null,
      }),
    );
    expect(number.read && bindSides(await back(), number.hashes)).toBe('number-not-read');
  }, 30_000);

  it('finds no dates on a photo without printed text, and says what to fix', async () => {
    const blank = await licenceFrontPhoto(
      { dateOfBirth: DOB, expiry: EXPIRY, face: null },
      { blur: 12, scale: 0.3 },
    );
    const read = await readFront(blank);
    expect(read).toMatchObject({ read: false });
    if (!read.read) expect(['blur', 'too-small', 'not-found']).toContain(read.hint);
  }, 30_000);

  it.each<DateStyle>(['DD MM YYYY', 'DD.MM.YYYY', 'DD MMM/MMM YYYY'])(
    'binds a TD1 card’s front printed %s to its MRZ back',
    async (dates) => {
      const lines = mrzLines({ format: 'TD1', dateOfBirth: DOB, expiry: EXPIRY });
      const read = await readBack(await mrzDocumentPhoto(lines));
      expect(read).toMatchObject({ read: true, facts: { kind: 'mrz-td1' } });
      if (!read.read || !read.binding) throw new Error('the back was not read');
      const front = await readFront(
        await licenceFrontPhoto(
          { dateOfBirth: DOB, expiry: EXPIRY, number: 'L898902C3', dates, face: 'holder' },
          { jpegQuality: 75 },
        ),
      );
      expect(front.read && bindSides(read.binding, front.hashes)).toBe('bound');
    },
    30_000,
  );
});
