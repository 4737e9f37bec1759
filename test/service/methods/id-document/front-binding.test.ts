import { describe, expect, it } from 'vitest';
import {
  backHashes,
  bindSides,
  canonicalNumber,
  extractDates,
  frontHashes,
  hashDate,
  hashNumber,
  numberCandidates,
} from '../../../../src/service/methods/id-document/front-binding';

const KEY = Buffer.alloc(32, 1);
const OTHER_KEY = Buffer.alloc(32, 2);

describe('canonicalNumber and the keyed hashes', () => {
  it('makes OCR’s usual confusions and separators compare equal, on both sides', () => {
    expect(canonicalNumber('d123-456.2')).toBe('D1234562');
    expect(canonicalNumber('DI23 4S6 2')).toBe('D1234562');
    expect(canonicalNumber('O0 IL SB ZG')).toBe('001158' + '26');
    expect(canonicalNumber('A1234/56789')).toBe('A123456789');
    expect(hashNumber(KEY, 'D1234562')).toBe(hashNumber(KEY, 'DI23-4S62'));
    expect(hashNumber(KEY, 'D1234562')).not.toBe(hashNumber(KEY, 'D1234563'));
  });

  it('depends on the key, and shows neither the value nor its length', () => {
    expect(hashDate(KEY, '1990-01-02')).not.toBe(hashDate(OTHER_KEY, '1990-01-02'));
    expect(hashNumber(KEY, 'X')).toHaveLength(hashNumber(KEY, 'X'.repeat(25)).length);
    expect(hashDate(KEY, '1990-01-02')).not.toContain('1990');
  });
});

describe('extractDates', () => {
  it.each<[string, string, string[]]>([
    ['US MM/DD/YYYY', 'DOB 08/15/1992', ['1992-08-15']],
    ['US MM-DD-YYYY', 'DOB 08-15-1992', ['1992-08-15']],
    ['Canada YYYY/MM/DD', 'DOB 1992/08/15', ['1992-08-15']],
    ['Canada YYYY-MM-DD', 'DDN/DOB 1992-08-15', ['1992-08-15']],
    ['DD MMM YYYY', '15 AUG 1992', ['1992-08-15']],
    ['bilingual months', '15 JUN/JUIN 1992', ['1992-06-15']],
    ['French month with accents', '15 FÉV 1992', ['1992-02-15']],
    ['German DD.MM.YYYY', '15.08.1992', ['1992-08-15']],
    ['TD1 DD MM YYYY', '15 08 1992', ['1992-08-15']],
    ['OCR letters in digits', '0B/I5/I992', ['1992-08-15']],
  ])('reads %s', (_name, text, dates) => {
    expect(extractDates(text).flat()).toEqual(expect.arrayContaining(dates));
  });

  it('keeps both readings of a day-first / month-first date as one printed date', () => {
    expect(extractDates('05/06/1990')).toEqual([['1990-05-06', '1990-06-05']]);
    expect(extractDates('13/06/1990')).toEqual([['1990-06-13']]);
  });

  it('finds every date of a front, and nothing in text without dates', () => {
    const text = '4d DLN D1234562\n3 DOB 08/15/1992\n4b EXP 11/23/2030\n4a ISS 01/15/2020';
    expect(extractDates(text).flat()).toEqual(['1992-08-15', '2030-11-23', '2020-01-15']);
    expect(extractDates('SPECIMEN DRIVER LICENSE 1 TEST STREET 99/99/1999 2020')).toEqual([]);
  });
});

describe('numberCandidates', () => {
  it('splits labels off and joins numbers printed in groups', () => {
    const candidates = numberCandidates('DLN:D1234562\nNo 123 456 789 ISS');
    expect(candidates).toContain('D1234562');
    expect(candidates.map(canonicalNumber)).toContain('123456789');
  });
});

describe('bindSides', () => {
  const back = backHashes(KEY, '1992-08-15', 'D1234562');
  const front = (text: string) => frontHashes(KEY, text);

  it('binds a front that prints both the date of birth and the number', () => {
    expect(bindSides(back, front('4d DLN D1234S62\n3 DOB 08/15/1992\n4b EXP 11/23/2030'))).toBe(
      'bound',
    );
    expect(bindSides(back, front('NO D123 4562\nDOB 15 AUG 1992\nEXP 2030-11-23'))).toBe('bound');
  });

  it('asks again when the date of birth is there but not the number', () => {
    expect(bindSides(back, front('DLN D12?4562\nDOB 08/15/1992\nEXP 11/23/2030'))).toBe(
      'number-not-read',
    );
  });

  it('calls a front with other dates a mismatch, and one with too few dates unreadable', () => {
    expect(bindSides(back, front('DLN D1234562\nDOB 08/16/1992\nEXP 11/23/2030'))).toBe('mismatch');
    expect(bindSides(back, front('DLN D1234562\nEXP 11/23/2030'))).toBe('unreadable');
    expect(bindSides(back, front(''))).toBe('unreadable');
  });

  it('does not bind hashes made with another key', () => {
    const elsewhere = frontHashes(OTHER_KEY, 'DLN D1234562\nDOB 08/15/1992\nEXP 11/23/2030');
    expect(bindSides(back, elsewhere)).toBe('mismatch');
  });
});
