import { describe, expect, it } from 'vitest';
import {
  birthDate,
  expiryDateOf,
  readMrzDocument,
} from '../../../../src/service/methods/id-document/mrz-document';
import {
  checkDigit,
  mrzLines,
  type MrzFormat,
} from '../../../../src/service/methods/id-document/specimen-passport';

const TODAY = '2026-11-23';

describe('readMrzDocument', () => {
  it.each<[MrzFormat, string]>([
    ['TD3', 'mrz-td3'],
    ['TD2', 'mrz-td2'],
    ['TD1', 'mrz-td1'],
  ])('reads date of birth, expiry and issuing state of a %s zone', (format, kind) => {
    const lines = mrzLines({ format, dateOfBirth: '1990-05-17', expiry: '2031-02-03' });
    expect(readMrzDocument(lines, TODAY)).toEqual({
      kind,
      dateOfBirth: '1990-05-17',
      expiry: '2031-02-03',
      issuer: 'UTO',
    });
  });

  it('keeps no name and no document number', () => {
    const lines = mrzLines({ format: 'TD3', dateOfBirth: '1990-05-17', expiry: '2031-02-03' });
    expect(JSON.stringify(readMrzDocument(lines, TODAY))).not.toMatch(/SPECIMEN|ANNA|L898902C3/);
  });

  it('corrects the OCR confusions the check digits allow (O for 0 in a date)', () => {
    const [l1, l2] = mrzLines({ format: 'TD3', dateOfBirth: '1990-05-17', expiry: '2031-02-03' });
    const misread = l2!.slice(0, 13) + l2!.slice(13, 19).replace(/0/g, 'O') + l2!.slice(19);
    expect(readMrzDocument([l1!, misread], TODAY)).toMatchObject({ dateOfBirth: '1990-05-17' });
  });

  // Each check digit of ICAO 9303, tampered one at a time: the date of birth altered (its own
  // digit then fails), the date of birth and its digit altered together (the composite fails).
  // 7-3-1 weights miss some double changes (1990 → 1995 with its digit keeps the composite):
  // 1988 is one the composite catches.
  it.each<[MrzFormat, string, (lines: string[]) => string[]]>([
    ['TD3', 'date of birth', ([a, b]) => [a!, b!.slice(0, 13) + '95' + b!.slice(15)]],
    [
      'TD3',
      'date of birth and its check digit (composite)',
      ([a, b]) => {
        const dob = '880517';
        return [a!, b!.slice(0, 13) + dob + checkDigit(dob) + b!.slice(20)];
      },
    ],
    ['TD3', 'expiry', ([a, b]) => [a!, b!.slice(0, 21) + '35' + b!.slice(23)]],
    ['TD3', 'document number', ([a, b]) => [a!, 'X' + b!.slice(1)]],
    [
      'TD1',
      'date of birth and its check digit (composite)',
      ([a, b, c]) => {
        const dob = '880517';
        return [a!, dob + checkDigit(dob) + b!.slice(7), c!];
      },
    ],
    [
      'TD2',
      'date of birth and its check digit (composite)',
      ([a, b]) => {
        const dob = '880517';
        return [a!, b!.slice(0, 13) + dob + checkDigit(dob) + b!.slice(20)];
      },
    ],
  ])('refuses a %s zone with a tampered %s', (format, _what, tamper) => {
    const lines = mrzLines({ format, dateOfBirth: '1990-05-17', expiry: '2031-02-03' });
    expect(readMrzDocument(tamper(lines), TODAY)).toEqual({ invalid: true });
  });

  it('is null for text that is no MRZ', () => {
    expect(readMrzDocument(['HELLO', 'WORLD'], TODAY)).toBeNull();
  });
});

describe('century of two-digit years', () => {
  it.each([
    ['900517', '1990-05-17'],
    ['080101', '2008-01-01'],
    ['261123', '2026-11-23'],
    ['261124', '1926-11-24'],
    ['300101', '1930-01-01'],
  ])('birth %s is %s', (yymmdd, iso) => {
    expect(birthDate(yymmdd, TODAY)).toBe(iso);
  });

  it.each([
    ['310203', '2031-02-03'],
    ['990101', '1999-01-01'],
    ['760101', '2076-01-01'],
    ['770101', '1977-01-01'],
  ])('expiry %s is %s', (yymmdd, iso) => {
    expect(expiryDateOf(yymmdd, TODAY)).toBe(iso);
  });

  it('is null for a date that does not exist', () => {
    expect(birthDate('900230', TODAY)).toBeNull();
  });
});
