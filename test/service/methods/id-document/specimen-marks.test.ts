import { describe, expect, it } from 'vitest';
import {
  mrzSpecimen,
  readMrzDocument,
} from '../../../../src/service/methods/id-document/mrz-document';
import { aamvaPayload } from '../../../../src/service/methods/id-document/specimen-licence';
import {
  SPECIMEN_NUMBERS,
  aamvaIsSpecimen,
  frontIsSpecimen,
} from '../../../../src/service/methods/id-document/specimen-marks';
import {
  mrzLines,
  type MrzFormat,
} from '../../../../src/service/methods/id-document/specimen-passport';
import { OWN_NUMBER, ownAamvaPayload, ownMrzLines } from './own-documents';

const TODAY = '2026-11-23';
const holder = { dateOfBirth: '1990-05-17', expiry: '2031-02-03' };

describe('specimen marks (what live mode refuses, judged on the values read)', () => {
  it('knows every licence the generator makes, whatever its number or jurisdiction', () => {
    for (const payload of [
      aamvaPayload(holder),
      aamvaPayload({ ...holder, country: 'CAN' }),
      aamvaPayload({ ...holder, number: OWN_NUMBER, jurisdiction: 'NY' }),
    ]) {
      expect(aamvaIsSpecimen(payload)).toBe(true);
    }
  });

  it('knows a specimen number in a licence that is otherwise unmarked, and passes one that is not', () => {
    expect(aamvaIsSpecimen(ownAamvaPayload(holder))).toBe(false);
    for (const number of Object.values(SPECIMEN_NUMBERS)) {
      expect(aamvaIsSpecimen(ownAamvaPayload({ ...holder, number })), number).toBe(true);
    }
  });

  it.each<MrzFormat>(['TD3', 'TD2', 'TD1'])(
    'knows a %s specimen by its state, and an unmarked zone only by a specimen number',
    (format) => {
      expect(mrzSpecimen(mrzLines({ format, ...holder }))).toBe(true);
      const own = ownMrzLines({ format, ...holder });
      // Still a valid zone: every check digit holds.
      expect(readMrzDocument(own, TODAY)).toMatchObject({ dateOfBirth: '1990-05-17', issuer: 'D' });
      expect(mrzSpecimen(own)).toBe(false);
      const numbered = ownMrzLines({ format, ...holder, documentNumber: 'L898902C3' });
      expect(readMrzDocument(numbered, TODAY)).toMatchObject({ issuer: 'D' });
      expect(mrzSpecimen(numbered)).toBe(true);
    },
  );

  it('knows a front by its marking as the OCR reads it, or by a specimen number', () => {
    for (const text of [
      'SPECIMEN DRIVER LICENSE\n4d DLN K4719305',
      'SPEC1MEN IDENTITY CARD',
      '5PECIMEN',
      'NOT A  DOCUMENT',
      'DRIVER LICENSE\n4d DLN D123 4562\n3 DOB 05/17/1990',
      'IDENTITY CARD\nNo. L898902C3',
    ]) {
      expect(frontIsSpecimen(text), text).toBe(true);
    }
    expect(frontIsSpecimen('DRIVER LICENSE\n4d DLN K4719305\n3 DOB 05/17/1990')).toBe(false);
    expect(frontIsSpecimen('')).toBe(false);
  });
});
