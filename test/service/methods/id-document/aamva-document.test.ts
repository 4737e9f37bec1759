import { describe, expect, it } from 'vitest';
import { readAamvaDocument } from '../../../../src/service/methods/id-document/aamva-document';
import { aamvaPayload } from '../../../../src/service/methods/id-document/specimen-licence';

describe('readAamvaDocument', () => {
  it('reads date of birth, expiry and issuer of a US licence (MMDDCCYY)', () => {
    const text = aamvaPayload({
      dateOfBirth: '1990-02-28',
      expiry: '2031-07-04',
      jurisdiction: 'NY',
    });
    expect(readAamvaDocument(text)).toEqual({
      kind: 'aamva-pdf417',
      dateOfBirth: '1990-02-28',
      expiry: '2031-07-04',
      issuer: 'US-NY',
    });
  });

  it('reads Canadian dates as CCYYMMDD', () => {
    const text = aamvaPayload({ dateOfBirth: '2001-12-03', expiry: '2029-01-31', country: 'CAN' });
    expect(readAamvaDocument(text)).toMatchObject({
      dateOfBirth: '2001-12-03',
      expiry: '2029-01-31',
      issuer: 'CA-ON',
    });
  });

  it('returns only dates and issuer: no name, address or document number', () => {
    const facts = readAamvaDocument(
      aamvaPayload({ dateOfBirth: '1990-02-28', expiry: '2031-07-04' }),
    );
    expect(JSON.stringify(facts)).not.toMatch(/SPECIMEN|SAMPLE|D1234562|TEST STREET/);
  });

  it.each([
    ['plain text', 'INVOICE 2026-0042 TOTAL 17.50 EUR'],
    ['a header without ANSI', '@\n\x1e\rXYZ 636014080001DL00310200DLDBB01011990\r'],
    [
      'no date of birth',
      aamvaPayload({ dateOfBirth: '1990-01-01', expiry: '2030-01-01' }).replace(/DBB\d{8}/, 'DBB'),
    ],
    [
      'an impossible date of birth',
      aamvaPayload({ dateOfBirth: '1990-02-30', expiry: '2030-01-01' }),
    ],
  ])('is null for %s', (_name, text) => {
    expect(readAamvaDocument(text)).toBeNull();
  });
});
