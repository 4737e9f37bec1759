import { states } from 'mrz';
import { placeOnGrid, type Field, type Layout, type SlotType } from './mrz-layout';
import type { OcrLines, OcrSymbol } from './read-mrz';

/**
 * Check-digit correction of an OCR'd machine-readable zone. The OCR gives, for each character,
 * its candidates with confidences (OCR-B's 0 and O, 8 and B, W and N are close calls); ICAO 9303
 * part 3 §4.9 gives each number and date a check digit, and the zone a composite one. Of the
 * zones the candidates can spell, the one that satisfies every check digit at the least doubt
 * is the reading — a zone that cannot be read is retaken, but a misread date would be believed,
 * so a correction never invents one:
 *
 * - a digit the OCR read stays that digit (only letters and blots become digits, as they look);
 * - a position a check digit covers but the OCR saw nothing at is not guessed;
 * - optional data, which only the composite covers, changes at one close call at most;
 * - the reading's doubt stays within `MAX_COST`, and a second satisfying reading with other
 *   dates within `AMBIGUITY_MARGIN` of it makes the zone unreadable.
 *
 * The doubt of a candidate is how much less confident than its position's best candidate the
 * OCR was, plus `CHANGE_COST` when it is not the OCR's own pick.
 */
export type CorrectedMrz =
  { valid: true; format: Layout['format']; lines: string[]; cost: number } | { valid: false };

/** Candidates less confident than their position's best by more than this are not considered. */
export const MAX_DOUBT = 20;
/** Extra doubt of any candidate that is not the OCR's own pick. */
export const CHANGE_COST = 2;
/** Doubt of any character at a position the OCR saw nothing at. */
export const UNSEEN_COST = 30;
/** Doubt of a digit for a letter (or the reverse) the OCR did not itself propose. */
export const LOOKALIKE_COST = 10;
/** How close a call must be for optional data (no check digit of its own) to be changed. */
export const NEAR_TIE = 5;
/** Most doubt a reading may carry in all. */
export const MAX_COST = 40;
/** A second reading with other facts this close to the best makes the zone ambiguous. */
export const AMBIGUITY_MARGIN = 3;

/** The best readings kept per search state. */
const KEEP = 4;
const WEIGHTS = [7, 3, 1] as const;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
/** What each type of position may hold; filler first, the likeliest guess where nothing was seen. */
const ALLOWED: Record<SlotType, string> = {
  alpha: '<' + LETTERS,
  alnum: '<' + LETTERS + DIGITS,
  digit: DIGITS,
  sex: 'MF<',
  check: DIGITS,
};
/** The confusions `mrz`'s own autocorrection makes, and the round letters OCR takes for 0. */
const AS_DIGIT: Record<string, string> = {
  O: '0',
  Q: '0',
  D: '0',
  I: '1',
  Z: '2',
  S: '5',
  G: '6',
  B: '8',
};
const AS_LETTER: Record<string, string> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '5': 'S',
  '6': 'G',
  '8': 'B',
};
/** ICAO's codes of states and organisations, and its specimen state. */
const KNOWN_ISSUERS = new Set([...Object.keys(states), 'UTO']);

interface Candidate {
  char: string;
  cost: number;
}

/**
 * The zone the OCR read, corrected by its check digits: `null` when the text has no MRZ's shape,
 * `{valid: false}` when no reading within the allowed doubt satisfies every check digit (or two
 * do, with different facts, at about the same doubt).
 */
export function correctMrz(ocr: OcrLines): CorrectedMrz | null {
  const placed = placeOnGrid(ocr);
  if (!placed) return null;
  const { layout, grid } = placed;
  const chars = grid.map((line) => line.map(() => '<'));
  const inComposite = new Set(layout.composite.fields);
  for (const f of layout.fields) {
    if (inComposite.has(f.name)) continue;
    const options = positions(f).map((i) => candidates(grid[f.line]![i]!, f.type, false));
    if (f.name === 'documentCode') options[0] = documentType(layout, options[0]!);
    const picked = f.name === 'issuer' ? issuer(options) : options.map((o) => o[0]!.char);
    positions(f).forEach((i, n) => (chars[f.line]![i] = picked[n]!));
  }
  const readings = checkedReadings(layout, grid).filter((r) => r.cost <= MAX_COST);
  const valid = readings.filter((r) => datesExist(layout, r.text));
  const best = valid[0];
  if (!best) return { valid: false };
  const facts = (text: string) => keyFacts(layout, text);
  const rival = valid.find((r) => r !== best && facts(r.text) !== facts(best.text));
  if (rival && rival.cost - best.cost < AMBIGUITY_MARGIN) return { valid: false };
  checkedPositions(layout).forEach(([line, i], n) => (chars[line]![i] = best.text[n]!));
  return {
    valid: true,
    format: layout.format,
    lines: chars.map((line) => line.join('')),
    cost: best.cost,
  };
}

/**
 * A position's candidates of the type it holds, least doubt first. A character of the wrong
 * type stands for its look-alike (`O` in a date is `0`). A digit the OCR read stays that digit:
 * OCR-B's digits are not confused with one another, and letting the check digits choose among
 * digits would let them make up a date. A position the OCR saw nothing at holds nothing when
 * `checked` (a check digit covers it, so a guess there would be a guess at a fact), and any
 * character at `UNSEEN_COST` otherwise.
 */
export function candidates(symbol: OcrSymbol, type: SlotType, checked: boolean): Candidate[] {
  const allowed = ALLOWED[type];
  const confidence = new Map<string, number>();
  const pick = symbol.choices[0]?.char;
  const pickIsDigit = pick !== undefined && DIGITS.includes(pick);
  for (const { char, confidence: c } of symbol.choices) {
    const lookalike = type === 'alpha' ? AS_LETTER[char] : AS_DIGIT[char];
    const [as, conf] = allowed.includes(char)
      ? [char, c]
      : lookalike && allowed.includes(lookalike)
        ? [lookalike, c - LOOKALIKE_COST]
        : [undefined, 0];
    if (as === undefined || (pickIsDigit && DIGITS.includes(as) && as !== pick)) continue;
    if (conf > (confidence.get(as) ?? -Infinity)) confidence.set(as, conf);
  }
  if (confidence.size === 0) {
    return checked ? [] : [...allowed].map((char) => ({ char, cost: UNSEEN_COST }));
  }
  const top = Math.max(...confidence.values());
  return [...confidence]
    .filter(([, c]) => top - c <= MAX_DOUBT)
    .map(([char, c]) => ({ char, cost: top - c + (char === pick ? 0 : CHANGE_COST) }))
    .sort((a, b) => a.cost - b.cost);
}

/**
 * The issuing state, which no check digit covers: the least doubtful known code the candidates
 * spell, or filler (reported as `unknown`) — never a code the OCR may have made up.
 */
function issuer(options: Candidate[][]): string[] {
  let best: { chars: string[]; cost: number } | undefined;
  const walk = (n: number, chars: string[], cost: number) => {
    if (n === options.length) {
      const code = chars.join('').replace(/<+$/, '');
      if (KNOWN_ISSUERS.has(code) && (!best || cost < best.cost)) best = { chars, cost };
      return;
    }
    for (const c of options[n]!) walk(n + 1, [...chars, c.char], cost + c.cost);
  };
  walk(0, [], 0);
  return best && best.cost <= MAX_COST ? best.chars : ['<', '<', '<'];
}

/**
 * The document code's first letter: `P` on a passport (TD3), `A`, `C` or `I` on an ID card —
 * the format the zone's shape told, and what `mrz` accepts for it.
 */
function documentType(layout: Layout, options: Candidate[]): Candidate[] {
  const letters = layout.format === 'TD3' ? 'P' : 'ACI';
  const fitting = options.filter((c) => letters.includes(c.char));
  return fitting.length ? fitting : [{ char: letters.at(-1)!, cost: UNSEEN_COST }];
}

const positions = (f: Field) => Array.from({ length: f.end - f.start }, (_, n) => f.start + n);

/** The positions the composite digit covers, in its order, with each field's check digit. */
function checkedPositions(layout: Layout): [number, number][] {
  const out: [number, number][] = [];
  for (const name of layout.composite.fields) {
    const f = layout.fields.find((x) => x.name === name)!;
    for (const i of positions(f)) out.push([f.line, i]);
    if (f.check !== undefined) out.push([f.line, f.check]);
  }
  out.push([layout.composite.line, layout.composite.at]);
  return out;
}

interface Reading {
  text: string;
  cost: number;
}

interface State extends Reading {
  field: number;
  composite: number;
  filler: boolean;
  /** Characters changed in optional data (no check digit of its own): at most one. */
  loose: number;
}

const stateKey = (s: State) => `${s.field},${s.composite},${s.filler ? 1 : 0},${s.loose}`;

/**
 * The least doubtful readings of the checked positions that satisfy every check digit:
 * a search over the positions in composite order whose state is the running sum (mod 10) of
 * the current field and of the composite, and whether the field is all filler so far; the
 * `KEEP` best readings per state survive each position.
 */
function checkedReadings(layout: Layout, grid: OcrSymbol[][]): Reading[] {
  let states = new Map<string, State[]>([
    ['0,0,1,0', [{ text: '', cost: 0, field: 0, composite: 0, filler: true, loose: 0 }]],
  ]);
  let j = 0;
  const step = (options: Candidate[], accept: (s: State, c: Candidate) => State | null) => {
    const next = new Map<string, State[]>();
    for (const list of states.values()) {
      for (const s of list) {
        for (const c of options) {
          const n = accept(s, c);
          if (!n) continue;
          const key = stateKey(n);
          const kept = next.get(key) ?? [];
          kept.push(n);
          kept.sort((a, b) => a.cost - b.cost);
          if (kept.length > KEEP) kept.pop();
          next.set(key, kept);
        }
      }
    }
    states = next;
  };
  for (const name of layout.composite.fields) {
    const f = layout.fields.find((x) => x.name === name)!;
    for (const s of states.values())
      for (const x of s) Object.assign(x, { field: 0, filler: true });
    states = merge(states);
    for (const [n, i] of positions(f).entries()) {
      const weightJ = WEIGHTS[j % 3]!;
      const weightN = WEIGHTS[n % 3]!;
      const options = candidates(grid[f.line]![i]!, f.type, true).filter(
        (c) => !f.date || dateDigitPossible(n, c.char),
      );
      // Optional data has no check digit of its own: a change there answers to the composite
      // alone, which one changed character can always be made to satisfy. There, only a close
      // call of the OCR's (within NEAR_TIE) may be changed, and only one per zone.
      const loose = f.check === undefined;
      const best = options[0]?.cost ?? 0;
      step(options, (s, c) => {
        const changed = loose && c.cost > best;
        if (changed && (c.cost - best > NEAR_TIE + CHANGE_COST || s.loose >= 1)) return null;
        return {
          text: s.text + c.char,
          cost: s.cost + c.cost,
          field: (s.field + value(c.char) * weightN) % 10,
          composite: (s.composite + value(c.char) * weightJ) % 10,
          loose: s.loose + (changed ? 1 : 0),
          filler: s.filler && c.char === '<',
        };
      });
      j++;
    }
    if (f.check !== undefined) {
      const weightJ = WEIGHTS[j % 3]!;
      const options = candidates(grid[f.line]![f.check]!, f.fillerCheck ? 'alnum' : 'check', true);
      step(options, (s, c) => {
        const ok =
          c.char === String(s.field) || (f.fillerCheck === true && s.filler && c.char === '<');
        if (!ok) return null;
        return {
          ...s,
          text: s.text + c.char,
          cost: s.cost + c.cost,
          composite: (s.composite + value(c.char) * weightJ) % 10,
        };
      });
      j++;
    }
  }
  const last = candidates(grid[layout.composite.line]![layout.composite.at]!, 'check', true);
  const out: Reading[] = [];
  for (const list of states.values()) {
    for (const s of list) {
      for (const c of last) {
        if (c.char === String(s.composite))
          out.push({ text: s.text + c.char, cost: s.cost + c.cost });
      }
    }
  }
  return out.sort((a, b) => a.cost - b.cost);
}

/** States that became equal when a field's sum was reset, their best readings together. */
function merge(states: Map<string, State[]>): Map<string, State[]> {
  const out = new Map<string, State[]>();
  for (const list of states.values()) {
    for (const s of list) {
      const key = stateKey(s);
      const kept = out.get(key) ?? [];
      kept.push(s);
      kept.sort((a, b) => a.cost - b.cost);
      if (kept.length > KEEP) kept.pop();
      out.set(key, kept);
    }
  }
  return out;
}

/** YYMMDD: a month's tens are 0 or 1, a day's 0 to 3. */
function dateDigitPossible(n: number, char: string): boolean {
  if (n === 2) return char === '0' || char === '1';
  if (n === 4) return char <= '3';
  return true;
}

/** The value ICAO 9303 gives a character: digits as such, A = 10 … Z = 35, `<` = 0. */
function value(char: string): number {
  if (char === '<') return 0;
  const code = char.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 55;
}

function fieldText(layout: Layout, text: string, name: string): string {
  let at = 0;
  for (const n of layout.composite.fields) {
    const f = layout.fields.find((x) => x.name === n)!;
    const length = f.end - f.start;
    if (n === name) return text.slice(at, at + length);
    at += length + (f.check !== undefined ? 1 : 0);
  }
  return '';
}

function datesExist(layout: Layout, text: string): boolean {
  return ['birthDate', 'expiry'].every((name) => {
    const d = fieldText(layout, text, name);
    const month = Number(d.slice(2, 4));
    const day = Number(d.slice(4, 6));
    if (month < 1 || month > 12 || day < 1) return false;
    // 20YY and 19YY are leap years alike (but for 1900, whose 29 February no one was born on).
    return day <= new Date(Date.UTC(2000 + Number(d.slice(0, 2)), month, 0)).getUTCDate();
  });
}

/**
 * What a wrong choice between two readings would change that the check digits cannot vouch
 * for: the dates. (Readings that differ in the document number only are told apart by
 * confidence alone: a wrong number fails the front binding, which asks for a new photo; it
 * never changes an age.)
 */
function keyFacts(layout: Layout, text: string): string {
  return `${fieldText(layout, text, 'birthDate')},${fieldText(layout, text, 'expiry')}`;
}
