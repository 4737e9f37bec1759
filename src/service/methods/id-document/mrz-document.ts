import { parse } from 'mrz';
import type { DocumentFacts } from './document-facts';
import { mrzIsSpecimen } from './specimen-marks';

/**
 * The facts a machine-readable zone states (ICAO 9303 parts 4–6), parsed and checked with `mrz`:
 * every check digit — document number, date of birth, expiry, optional data and the composite —
 * must hold, with `mrz`'s autocorrection of the OCR's usual confusions (O/0, I/1, B/8…) in
 * fields whose type is known. Names and document number never leave this function.
 *
 * `today` (ISO) settles the century of the two-digit years.
 */
export function readMrzDocument(
  lines: readonly string[],
  today: string,
): DocumentFacts | { invalid: true } | null {
  let result;
  try {
    result = parse(lines, { autocorrect: true });
  } catch {
    return null;
  }
  const kind = ({ TD1: 'mrz-td1', TD2: 'mrz-td2', TD3: 'mrz-td3' } as const)[
    result.format as 'TD1'
  ];
  if (!kind) return null;
  // Every check digit and both dates must hold. A state code `mrz` does not know (ICAO's
  // specimen state `UTO`, a newly assigned code) is not a reason to refuse the dates.
  const checked = result.details.filter(
    (d) => d.field !== null && (d.field.endsWith('CheckDigit') || CHECKED_FIELDS.has(d.field)),
  );
  if (checked.length < 5 || checked.some((d) => !d.valid)) return { invalid: true };
  const birth = result.fields.birthDate;
  const expiry = result.fields.expirationDate;
  if (!birth || !expiry) return { invalid: true };
  const dateOfBirth = birthDate(birth, today);
  const expiryDate = expiryDateOf(expiry, today);
  if (!dateOfBirth || !expiryDate) return { invalid: true };
  return {
    kind,
    dateOfBirth,
    expiry: expiryDate,
    // As printed: `mrz` leaves the field empty for a code it does not know.
    issuer: lines[0]!.slice(2, 5).replace(/</g, '') || 'unknown',
  };
}

const CHECKED_FIELDS = new Set(['documentNumber', 'birthDate', 'expirationDate']);

/**
 * A birth date's century: the latest one that does not put the birth in the future (a holder
 * born in `…25` is 1 in 2026, not 101; one born in `…30` was born in 1930).
 */
export function birthDate(yymmdd: string, today: string): string | null {
  const yy = Number(yymmdd.slice(0, 2));
  const thisYear = Number(today.slice(0, 4));
  let year = Math.floor(thisYear / 100) * 100 + yy;
  const candidate = (y: number) => isoDate(y, yymmdd);
  let iso = candidate(year);
  if (iso === null || iso > today) {
    year -= 100;
    iso = candidate(year);
  }
  return iso;
}

/**
 * An expiry's century: this one, unless that is more than 50 years ahead — no document is valid
 * that long, so `…99` read in 2026 is 1999 (long expired), not 2099.
 */
export function expiryDateOf(yymmdd: string, today: string): string | null {
  const yy = Number(yymmdd.slice(0, 2));
  const thisYear = Number(today.slice(0, 4));
  let year = Math.floor(thisYear / 100) * 100 + yy;
  if (year > thisYear + 50) year -= 100;
  return isoDate(year, yymmdd);
}

function isoDate(year: number, yymmdd: string): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const iso = `${String(year).padStart(4, '0')}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
}

/**
 * The document number of MRZ lines that `readMrzDocument` accepted, for the binding of an ID
 * card's front to its back only: hashed in the worker thread that read it, never kept.
 */
export function mrzDocumentNumber(lines: readonly string[]): string | null {
  try {
    return parse(lines, { autocorrect: true }).fields.documentNumber ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether MRZ lines that `readMrzDocument` accepted are a specimen's (`specimen-marks.ts`): the
 * issuing state and nationality as printed (`mrz` leaves a code it does not know, such as `UTO`,
 * empty), the family name and the document number. Only the answer leaves the worker.
 */
export function mrzSpecimen(lines: readonly string[]): boolean {
  let result;
  try {
    result = parse(lines, { autocorrect: true });
  } catch {
    return false;
  }
  const printed = (field: 'issuingState' | 'nationality') => {
    const detail = result.details.find((d) => d.field === field);
    return detail
      ? (lines[detail.line]?.slice(detail.start, detail.end).replace(/</g, '') ?? null)
      : null;
  };
  return mrzIsSpecimen({
    documentNumber: result.fields.documentNumber,
    issuingState: printed('issuingState'),
    nationality: printed('nationality'),
    lastName: result.fields.lastName,
  });
}
