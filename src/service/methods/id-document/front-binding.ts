import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Binding a document's front (photo and printed text) to its back (barcode or MRZ): the back's
 * date of birth and document number must both be printed on the front. Neither value is kept:
 * both sides are reduced to keyed hashes (HMAC-SHA-256 with a random key of the pending front
 * step) of canonical forms, and compared as hashes.
 */

/** The hashes of one side, as the binding compares them. */
export interface SideHashes {
  /** Of each date of birth candidate (the back: one; the front: every date printed on it). */
  dates: string[];
  /** Of each document number candidate (the back: one; the front: every token and token run). */
  numbers: string[];
  /** The front only: how many dates were printed (a date read two ways counts once). */
  printed?: number;
}

/** Letters OCR reads in place of digits (and the other way round), mapped on both sides. */
const CONFUSIONS: Record<string, string> = {
  O: '0',
  Q: '0',
  I: '1',
  L: '1',
  S: '5',
  B: '8',
  Z: '2',
  G: '6',
};

/**
 * A document number as compared: uppercase, without spaces, dashes, dots or slashes, and with
 * the letters OCR confuses with digits (O→0, I/L→1, S→5, B→8, Z→2, G→6) turned into them — on
 * both sides, so `D123-456.2` on the front and `D1234562` in the barcode compare equal, and so
 * do `O` and `0`. (`Q` goes with `O`: both read as a closed loop.)
 */
export function canonicalNumber(value: string): string {
  return value
    .toUpperCase()
    .replace(/[\s.\-/]/g, '')
    .replace(/[OQILSBZG]/g, (c) => CONFUSIONS[c]!);
}

/** The keyed hash of a date of birth (ISO) under `key`. */
export function hashDate(key: Buffer, iso: string): string {
  return createHmac('sha256', key).update(`date:${iso}`).digest('base64url');
}

/** The keyed hash of a document number under `key` (canonicalised first). */
export function hashNumber(key: Buffer, number: string): string {
  return createHmac('sha256', key)
    .update(`number:${canonicalNumber(number)}`)
    .digest('base64url');
}

/** The back's hashes: its one date of birth and its one document number. */
export function backHashes(key: Buffer, dateOfBirth: string, documentNumber: string): SideHashes {
  return { dates: [hashDate(key, dateOfBirth)], numbers: [hashNumber(key, documentNumber)] };
}

/** The front's hashes: every date and every number candidate read from its text. */
export function frontHashes(key: Buffer, text: string): SideHashes {
  const dates = extractDates(text);
  return {
    dates: [...new Set(dates.flat())].map((d) => hashDate(key, d)),
    numbers: [...new Set(numberCandidates(text).map(canonicalNumber))].map((n) =>
      hashNumber(key, n),
    ),
    printed: dates.length,
  };
}

/**
 * Month abbreviations printed on US, Canadian and European cards: English, French (Canada's
 * bilingual `JUN/JUIN`), German, Spanish, Italian, Dutch, Portuguese, Polish — as the first
 * three or four letters, upper case, accents dropped.
 */
const MONTHS: Record<string, number> = {};
[
  ['JAN', 'JANV', 'ENE', 'GEN', 'STY'],
  ['FEB', 'FEV', 'FEVR', 'FEBR', 'FEV', 'LUT'],
  ['MAR', 'MARS', 'MRZ', 'MAAR', 'MARZ'],
  ['APR', 'AVR', 'ABR', 'APRI', 'KWI'],
  ['MAY', 'MAI', 'MAG', 'MEI', 'MAIO', 'MAJ'],
  ['JUN', 'JUIN', 'JUNI', 'GIU', 'CZE'],
  ['JUL', 'JUIL', 'JULI', 'LUG', 'LIP'],
  ['AUG', 'AOU', 'AOUT', 'AGO', 'AUGU', 'SIE'],
  ['SEP', 'SEPT', 'SET', 'WRZ'],
  ['OCT', 'OKT', 'OTT', 'OUT', 'PAZ'],
  ['NOV', 'LIS'],
  ['DEC', 'DEZ', 'DIC', 'DIS', 'GRU'],
].forEach((names, i) => {
  for (const name of names) MONTHS[name] = i + 1;
});

/** Digits as OCR may give them: the confusable letters read as the digits they stand for. */
const digits = (s: string) => s.replace(/[OQILSBZG]/g, (c) => CONFUSIONS[c]!);

function iso(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const value = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

/** A digit as OCR gives it: a digit or a letter read in its place. */
const D = '[0-9OQILSBZG]';
const SEP = '[\\/\\-. ]';

/**
 * Every calendar date printed in `text` (OCR of a document's front), each as its ISO readings, in the formats
 * these documents use: US `MM/DD/YYYY`, `MM-DD-YYYY`; Canada `YYYY/MM/DD`, `YYYY-MM-DD`,
 * `DD MMM YYYY`; ID cards `DD MM YYYY`, `DD.MM.YYYY`, `DD MMM YYYY`, `DD MMM/MMM YYYY` (bilingual
 * months). A day-first and a month-first reading of the same digits both count when both are
 * dates: the binding only asks whether the back's date is among them.
 */
export function extractDates(text: string): string[][] {
  const upper = text
    .toUpperCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const found: string[][] = [];
  const add = (...values: (string | null)[]) => {
    const readings = [...new Set(values.filter((v): v is string => v !== null))];
    if (readings.length > 0) found.push(readings);
  };
  const boundary = '(?<![0-9A-Z])';
  const end = '(?![0-9])';
  for (const m of upper.matchAll(
    new RegExp(`${boundary}(${D}{1,2})${SEP}\\s?(${D}{1,2})${SEP}\\s?(${D}{4})${end}`, 'g'),
  )) {
    const [a, b, y] = [Number(digits(m[1]!)), Number(digits(m[2]!)), Number(digits(m[3]!))];
    add(iso(y, a, b), iso(y, b, a));
  }
  for (const m of upper.matchAll(
    new RegExp(`${boundary}(${D}{4})${SEP}\\s?(${D}{1,2})${SEP}\\s?(${D}{1,2})${end}`, 'g'),
  )) {
    add(iso(Number(digits(m[1]!)), Number(digits(m[2]!)), Number(digits(m[3]!))));
  }
  for (const m of upper.matchAll(
    new RegExp(
      `${boundary}(${D}{1,2})[ .\\-/]*([A-Z]{3,5})\\.?(?:\\s*\\/\\s*([A-Z]{3,5})\\.?)?[ .\\-/]*(${D}{4})${end}`,
      'g',
    ),
  )) {
    const month = MONTHS[m[2]!] ?? MONTHS[m[2]!.slice(0, 3)] ?? (m[3] ? MONTHS[m[3]] : undefined);
    if (month) add(iso(Number(digits(m[4]!)), month, Number(digits(m[1]!))));
  }
  return found;
}

/** Longest run of neighbouring tokens joined into one number candidate (`123 456 789`). */
const MAX_RUN = 4;
/** Shortest and longest document number compared (AAMVA DAQ is 1–25 characters; MRZ 9). */
const MIN_NUMBER = 4;
const MAX_NUMBER = 25;

/**
 * Every token of the front's text that could be its document number, alone and joined with up to
 * MAX_RUN - 1 following tokens of the same line (numbers printed in groups). A label glued to the
 * number by punctuation (`DLN:D1234562`, `No.123`) is split off.
 */
export function numberCandidates(text: string): string[] {
  const out: string[] = [];
  for (const line of text.toUpperCase().split('\n')) {
    const tokens = line.split(/[^A-Z0-9.\-/]+|(?<=[A-Z]{2,})[.:#](?=[A-Z0-9])/).filter(Boolean);
    for (let i = 0; i < tokens.length; i++) {
      let joined = '';
      for (let j = i; j < Math.min(tokens.length, i + MAX_RUN); j++) {
        joined += tokens[j];
        const length = canonicalNumber(joined).length;
        if (length > MAX_NUMBER) break;
        if (length >= MIN_NUMBER) out.push(joined);
      }
    }
  }
  return out;
}

/** Whether `hash` is one of `among`, compared in constant time per candidate. */
function includesHash(among: readonly string[], hash: string): boolean {
  const wanted = Buffer.from(hash);
  let found = false;
  for (const candidate of among) {
    const b = Buffer.from(candidate);
    if (b.length === wanted.length && timingSafeEqual(b, wanted)) found = true;
  }
  return found;
}

/**
 * How a front relates to its back:
 * - `bound`: the back's date of birth and document number are both printed on the front;
 * - `number-not-read`: the date of birth is there but no token matched the number — most often a
 *   misread of a long token, so the person is asked to retake the photo (no attempt);
 * - `mismatch`: the front's dates were read (at least MIN_FRONT_DATES) and the date of birth is
 *   not among them: another document, or another person's;
 * - `unreadable`: too few dates read to tell (retake, no attempt).
 */
export type Binding = 'bound' | 'number-not-read' | 'mismatch' | 'unreadable';

/** A front states at least its holder's birth, its issue and its expiry dates; two must be read. */
export const MIN_FRONT_DATES = 2;

export function bindSides(back: SideHashes, front: SideHashes): Binding {
  const dob = back.dates.some((d) => includesHash(front.dates, d));
  const number = back.numbers.some((n) => includesHash(front.numbers, n));
  if (dob && number) return 'bound';
  if (dob) return 'number-not-read';
  return (front.printed ?? front.dates.length) >= MIN_FRONT_DATES ? 'mismatch' : 'unreadable';
}
