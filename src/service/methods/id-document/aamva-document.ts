import { parse } from 'aamva-parser';
import type { DocumentFacts } from './document-facts';

/**
 * The facts an AAMVA driver's licence or ID card barcode (AAMVA DL/ID Card Design Standard,
 * annex D) states about its holder's age, read with `aamva-parser`: date of birth (DBB), expiry
 * (DBA) and issuing jurisdiction (DAJ, or the IIN's jurisdiction). Names, address and document
 * number are read by the parser but never leave this function.
 *
 * `null` when the text is not an AAMVA DL/ID payload (the compliance indicator `@`, then the file
 * type `ANSI `, or `AAMVA` in early versions) or states no valid date of birth.
 */
export function readAamvaDocument(text: string): DocumentFacts | null {
  if (!/^@[\s\x1e]*(ANSI |AAMVA)/.test(text)) return null;
  const license = parse(text);
  const country =
    license.countryCode === 'CAN' || license.country === 'Canada'
      ? 'CA'
      : license.countryCode === 'USA' || license.country === 'United States'
        ? 'US'
        : undefined;
  const dob = aamvaDate(text, 'DBB', country);
  if (!dob) return null;
  return {
    kind: 'aamva-pdf417',
    dateOfBirth: dob,
    expiry: aamvaDate(text, 'DBA', country),
    issuer: [country, license.state ?? undefined].filter(Boolean).join('-') || 'unknown',
  };
}

/**
 * A date element as an ISO date. AAMVA D.12.5.1: `MMDDCCYY` on US cards, `CCYYMMDD` on Canadian
 * ones — `aamva-parser` (1.7) reads every date as `MMDDCCYY`, so dates are decoded here. A date
 * that is not a real calendar date is `null`.
 */
function aamvaDate(
  text: string,
  element: 'DBB' | 'DBA',
  country: 'US' | 'CA' | undefined,
): string | null {
  const raw = new RegExp(`(?:^|[\\n\\r\\x1e]|DL|ID)${element}(\\d{8})`).exec(text)?.[1];
  if (!raw) return null;
  const [y, m, d] =
    country === 'CA'
      ? [raw.slice(0, 4), raw.slice(4, 6), raw.slice(6, 8)]
      : [raw.slice(4, 8), raw.slice(0, 2), raw.slice(2, 4)];
  const iso = `${y}-${m}-${d}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

/**
 * The document number (DAQ) of an AAMVA payload, for the binding of the card's front to this
 * back only: it is hashed in the worker thread that read it (`front-binding.ts`) and never kept.
 */
export function aamvaDocumentNumber(text: string): string | null {
  const raw = /(?:^|[\n\r\x1e]|DL|ID)DAQ([^\n\r\x1e]+)/.exec(text)?.[1]?.trim();
  return raw ? raw : null;
}
