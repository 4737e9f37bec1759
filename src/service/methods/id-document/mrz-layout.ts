import type { OcrLines, OcrSymbol } from './read-mrz';

/**
 * Where each field of a machine-readable zone sits and what it may hold (ICAO 9303 part 4
 * §4.2.2 for TD3, part 5 §4.2.2 for TD1, part 6 §4.2.2 for TD2), and the OCR's symbols placed
 * on the zone's fixed grid of characters.
 */
export type MrzFormat = 'TD1' | 'TD2' | 'TD3';

/**
 * `alpha`: A–Z and `<`; `alnum`: A–Z, 0–9 and `<`; `digit`: 0–9; `sex`: M, F or `<`;
 * `check`: a check digit.
 */
export type SlotType = 'alpha' | 'alnum' | 'digit' | 'sex' | 'check';

export interface Field {
  name: string;
  line: number;
  start: number;
  end: number;
  type: SlotType;
  /** Position (same line) of this field's check digit. */
  check?: number;
  /** The check digit may be `<` when the whole field is filler (TD3's personal number). */
  fillerCheck?: boolean;
  /** A date (YYMMDD). */
  date?: boolean;
}

export interface Layout {
  format: MrzFormat;
  lines: number;
  length: number;
  fields: Field[];
  /** The fields the composite check digit covers, in its order, and where that digit is. */
  composite: { fields: string[]; line: number; at: number };
}

const field = (
  name: string,
  line: number,
  start: number,
  end: number,
  type: SlotType,
  extra: Partial<Field> = {},
): Field => ({ name, line, start, end, type, ...extra });

export const LAYOUTS: Record<MrzFormat, Layout> = {
  TD3: {
    format: 'TD3',
    lines: 2,
    length: 44,
    fields: [
      field('documentCode', 0, 0, 2, 'alpha'),
      field('issuer', 0, 2, 5, 'alpha'),
      field('names', 0, 5, 44, 'alpha'),
      field('documentNumber', 1, 0, 9, 'alnum', { check: 9 }),
      field('nationality', 1, 10, 13, 'alpha'),
      field('birthDate', 1, 13, 19, 'digit', { check: 19, date: true }),
      field('sex', 1, 20, 21, 'sex'),
      field('expiry', 1, 21, 27, 'digit', { check: 27, date: true }),
      field('personalNumber', 1, 28, 42, 'alnum', { check: 42, fillerCheck: true }),
    ],
    composite: {
      fields: ['documentNumber', 'birthDate', 'expiry', 'personalNumber'],
      line: 1,
      at: 43,
    },
  },
  TD2: {
    format: 'TD2',
    lines: 2,
    length: 36,
    fields: [
      field('documentCode', 0, 0, 2, 'alpha'),
      field('issuer', 0, 2, 5, 'alpha'),
      field('names', 0, 5, 36, 'alpha'),
      field('documentNumber', 1, 0, 9, 'alnum', { check: 9 }),
      field('nationality', 1, 10, 13, 'alpha'),
      field('birthDate', 1, 13, 19, 'digit', { check: 19, date: true }),
      field('sex', 1, 20, 21, 'sex'),
      field('expiry', 1, 21, 27, 'digit', { check: 27, date: true }),
      field('optional', 1, 28, 35, 'alnum'),
    ],
    composite: { fields: ['documentNumber', 'birthDate', 'expiry', 'optional'], line: 1, at: 35 },
  },
  TD1: {
    format: 'TD1',
    lines: 3,
    length: 30,
    fields: [
      field('documentCode', 0, 0, 2, 'alpha'),
      field('issuer', 0, 2, 5, 'alpha'),
      field('documentNumber', 0, 5, 14, 'alnum', { check: 14 }),
      field('optional', 0, 15, 30, 'alnum'),
      field('birthDate', 1, 0, 6, 'digit', { check: 6, date: true }),
      field('sex', 1, 7, 8, 'sex'),
      field('expiry', 1, 8, 14, 'digit', { check: 14, date: true }),
      field('nationality', 1, 15, 18, 'alpha'),
      field('optional2', 1, 18, 29, 'alnum'),
      field('names', 2, 0, 30, 'alpha'),
    ],
    composite: {
      fields: ['documentNumber', 'optional', 'birthDate', 'expiry', 'optional2'],
      line: 1,
      at: 29,
    },
  },
};

/** A grid position the OCR saw nothing at (a character dropped or rejected). */
export const UNSEEN: OcrSymbol = { choices: [], x0: 0, x1: 0 };

/**
 * The OCR's lines as the zone's grid: the format told by the lines' count and lengths (the
 * zone is the last 2–3 long lines), and each line's symbols on its `length` positions. A line
 * the OCR read with as many symbols as the format has characters is taken as read; another is
 * placed by the symbols' positions — OCR-B is fixed-pitch, so a dropped, split or merged
 * character does not shift the rest of the line. `null` when no format fits.
 */
export function placeOnGrid(ocr: OcrLines): { layout: Layout; grid: OcrSymbol[][] } | null {
  const long = ocr.filter((l) => l.length >= 20);
  let layout: Layout | undefined;
  let lines: OcrSymbol[][] = [];
  const last3 = long.slice(-3);
  if (last3.length === 3 && last3.every((l) => Math.abs(l.length - 30) <= 4)) {
    layout = LAYOUTS.TD1;
    lines = last3;
  } else {
    lines = long.slice(-2);
    if (lines.length < 2) return null;
    const mean = (lines[0]!.length + lines[1]!.length) / 2;
    layout = [LAYOUTS.TD3, LAYOUTS.TD2].find((l) => Math.abs(mean - l.length) <= 4);
  }
  if (!layout) return null;
  const pitch = commonPitch(lines);
  const origin = median(lines.map((l) => centre(l[0]!)));
  const length = layout.length;
  const grid = lines.map((line) =>
    line.length === length || !pitch ? fit(line, length) : place(line, length, origin, pitch),
  );
  return { layout, grid };
}

/** A line of the right count as read, otherwise cut or padded at its end. */
function fit(line: OcrSymbol[], length: number): OcrSymbol[] {
  return Array.from({ length }, (_, i) => line[i] ?? UNSEEN);
}

/**
 * Each symbol on the position its centre is nearest to, the line's own origin and pitch fitted
 * by least squares (a card seen at an angle has lines of slightly different pitch). Two symbols
 * on one position (a character split in two): the more confident stays.
 */
function place(line: OcrSymbol[], length: number, origin: number, pitch: number): OcrSymbol[] {
  const centres = line.map(centre);
  let o = origin;
  let p = pitch;
  let k = centres.map((c) => Math.round((c - o) / p));
  for (let round = 0; round < 2; round++) {
    const n = k.length;
    const mk = k.reduce((s, v) => s + v, 0) / n;
    const mc = centres.reduce((s, v) => s + v, 0) / n;
    let num = 0;
    let den = 0;
    for (let i = 0; i < n; i++) {
      num += (k[i]! - mk) * (centres[i]! - mc);
      den += (k[i]! - mk) ** 2;
    }
    if (den === 0) break;
    const fitted = num / den;
    if (fitted < pitch * 0.8 || fitted > pitch * 1.2) break;
    p = fitted;
    o = mc - p * mk;
    k = centres.map((c) => Math.round((c - o) / p));
  }
  const out: OcrSymbol[] = Array.from({ length }, () => UNSEEN);
  line.forEach((symbol, i) => {
    const at = k[i]!;
    if (at < 0 || at >= length) return;
    const there = out[at]!;
    if (there === UNSEEN || top(symbol) > top(there)) out[at] = symbol;
  });
  return out;
}

/** The typical distance between neighbouring characters' centres, or 0 when unclear. */
function commonPitch(lines: OcrSymbol[][]): number {
  const steps: number[] = [];
  for (const line of lines) {
    for (let i = 1; i < line.length; i++) steps.push(centre(line[i]!) - centre(line[i - 1]!));
  }
  const m = median(steps);
  if (!(m > 0)) return 0;
  return median(steps.filter((s) => s > m * 0.6 && s < m * 1.4));
}

const centre = (s: OcrSymbol) => (s.x0 + s.x1) / 2;
const top = (s: OcrSymbol) => s.choices[0]?.confidence ?? 0;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : NaN;
}
