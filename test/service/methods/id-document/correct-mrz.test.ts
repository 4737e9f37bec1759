import { describe, expect, it } from 'vitest';
import {
  candidates,
  correctMrz,
  MAX_DOUBT,
} from '../../../../src/service/methods/id-document/correct-mrz';
import { placeOnGrid } from '../../../../src/service/methods/id-document/mrz-layout';
import { readMrzDocument } from '../../../../src/service/methods/id-document/mrz-document';
import type { OcrLines, OcrSymbol } from '../../../../src/service/methods/id-document/read-mrz';
import {
  checkDigit,
  mrzLines,
  type MrzHolder,
} from '../../../../src/service/methods/id-document/specimen-passport';

/**
 * The check-digit corrector on synthetic OCR output: lines of symbols, each with the OCR's pick
 * and alternatives and a position on a 30-pixel grid — no image, no OCR, no worker.
 */
const TODAY = '2026-11-23';
const PITCH = 30;

type Alternatives = [char: string, confidence: number][];

/**
 * The OCR output for `lines`, every character read at confidence 90 with no alternative,
 * except at the positions `misread` names (`"line:position"`), which read as listed.
 */
function ocr(lines: string[], misread: Record<string, Alternatives> = {}): OcrLines {
  return lines.map((line, l) =>
    [...line].map((char, i): OcrSymbol => {
      const read = misread[`${l}:${i}`] ?? [[char, 90]];
      return {
        choices: read.map(([c, confidence]) => ({ char: c, confidence })),
        x0: i * PITCH,
        x1: i * PITCH + 24,
      };
    }),
  );
}

const read = (o: OcrLines) => {
  const corrected = correctMrz(o);
  if (!corrected?.valid) return corrected;
  return readMrzDocument(corrected.lines, TODAY);
};

const holder = (h: Partial<MrzHolder> = {}): MrzHolder => ({
  format: 'TD3',
  dateOfBirth: '1979-04-11',
  expiry: '2031-02-03',
  documentNumber: 'C01X00T47',
  issuer: 'D',
  ...h,
});

describe('correctMrz', () => {
  it('takes a zone read without doubt as read, at no cost', () => {
    const lines = mrzLines(holder());
    expect(correctMrz(ocr(lines))).toEqual({ valid: true, format: 'TD3', lines, cost: 0 });
  });

  it('reads a letter in a date as the digit it looks like (O for 0)', () => {
    const lines = mrzLines(holder());
    // 790411: the 0 at line 2, position 15.
    expect(read(ocr(lines, { '1:15': [['O', 91]] }))).toMatchObject({
      dateOfBirth: '1979-04-11',
    });
  });

  it("corrects the document number's letters and digits by the check digits (0/O, 1/I, 5/S, 8/B, 2/Z)", () => {
    const lines = mrzLines(holder({ documentNumber: 'B0O5S1IZ2' }));
    // Two confusable characters read as their twins, the right ones a close second.
    const misread: Record<string, Alternatives> = {
      '1:0': [
        ['8', 92],
        ['B', 89],
      ],
      '1:5': [
        ['I', 91],
        ['1', 90],
      ],
    };
    const corrected = correctMrz(ocr(lines, misread));
    expect(corrected).toMatchObject({ valid: true, lines });
  });

  it('prefers the most confident of readings that satisfy every check digit', () => {
    // Two dates of birth with the same check digit and the same composite: the check digits
    // cannot tell them apart, only the OCR's confidence can.
    const lines = mrzLines(holder({ dateOfBirth: '1979-04-11' }));
    const twin = findTwin(lines);
    // The OCR saw a blot there (its pick, `#`, no character of the zone), and both digits.
    const close = (a: number, b: number): Record<string, Alternatives> =>
      Object.fromEntries(
        twin.positions.map((p) => [
          `1:${p}`,
          [
            ['#', 95],
            [lines[1]![p]!, a],
            [twin.line[p]!, b],
          ],
        ]),
      );
    expect(correctMrz(ocr(lines, close(90, 80)))).toMatchObject({ lines: [lines[0], lines[1]] });
    expect(correctMrz(ocr(lines, close(80, 90)))).toMatchObject({
      lines: [lines[0], twin.line],
    });
  });

  it('refuses two readings with different dates that are about as confident (ambiguous)', () => {
    const lines = mrzLines(holder());
    const twin = findTwin(lines);
    const tie: Record<string, Alternatives> = Object.fromEntries(
      twin.positions.map((p) => [
        `1:${p}`,
        [
          ['#', 95],
          [lines[1]![p]!, 90],
          [twin.line[p]!, 89],
        ],
      ]),
    );
    expect(correctMrz(ocr(lines, tie))).toEqual({ valid: false });
  });

  it('reports unreadable when the composite check digit cannot be satisfied (date of birth and its digit altered)', () => {
    const [l1, l2] = mrzLines(holder({ dateOfBirth: '2010-05-17' }));
    const dob = '880517';
    const forged = l2!.slice(0, 13) + dob + checkDigit(dob) + l2!.slice(20);
    // Alternatives everywhere the OCR could doubt: none makes the composite hold.
    const misread: Record<string, Alternatives> = {
      '1:0': [
        ['C', 90],
        ['G', 88],
      ],
      '1:1': [
        ['0', 90],
        ['O', 89],
      ],
      '1:4': [
        ['0', 90],
        ['O', 89],
      ],
      '1:5': [
        ['0', 90],
        ['O', 89],
      ],
    };
    expect(correctMrz(ocr([l1!, forged], misread))).toEqual({ valid: false });
  });

  it('never changes a digit the OCR read into another digit, even when that would satisfy the check digits', () => {
    const lines = mrzLines(holder());
    // A digit of the date of birth misread, and another digit the OCR offered as an alternative
    // somewhere that makes every check digit hold again — a wrong date, were it taken.
    const { misread, compensation } = compensatedMisread(lines);
    expect(correctMrz(ocr(lines, { ...misread, ...compensation }))).toEqual({ valid: false });
  });

  it('does not reach for an alternative far below the OCR’s pick', () => {
    const lines = mrzLines(holder({ documentNumber: 'X00000001' }));
    const misread: Record<string, Alternatives> = {
      '1:1': [
        ['Q', 95],
        ['0', 95 - MAX_DOUBT - 5],
      ],
    };
    expect(correctMrz(ocr(lines, misread))).toEqual({ valid: false });
  });

  it('leaves a date the OCR did not see unguessed, even where its check digit would tell it', () => {
    const lines = mrzLines(holder());
    expect(correctMrz(ocr(lines, { '1:18': [[' ', 6]] }))).toEqual({ valid: false });
  });

  it('changes at most one character of optional data, which only the composite checks', () => {
    const base = holder({ format: 'TD1', optional: 'W0O1ZB2', optional2: '' });
    const lines = mrzLines(base);
    // One close call (W read as N): corrected by the composite.
    expect(
      read(
        ocr(lines, {
          '0:15': [
            ['N', 80],
            ['W', 78],
          ],
        }),
      ),
    ).toMatchObject({
      dateOfBirth: '1979-04-11',
    });
    // Two: refused, however close — two free characters can satisfy any composite.
    expect(
      correctMrz(
        ocr(lines, {
          '0:15': [
            ['N', 80],
            ['W', 78],
          ],
          '0:16': [
            ['O', 80],
            ['0', 79],
          ],
        }),
      ),
    ).toEqual({ valid: false });
  });

  it('reports an issuing state no known code matches as unknown', () => {
    const lines = mrzLines(holder({ issuer: 'CHE', format: 'TD2' }));
    // C read as S (SHE is no state) without C among the alternatives.
    expect(read(ocr(lines, { '0:2': [['S', 85]] }))).toMatchObject({ issuer: 'unknown' });
    // With C among them: CHE.
    expect(
      read(
        ocr(lines, {
          '0:2': [
            ['S', 85],
            ['C', 80],
          ],
        }),
      ),
    ).toMatchObject({ issuer: 'CHE' });
  });

  it('is null for text of no MRZ shape', () => {
    expect(correctMrz(ocr(['HELLO', 'WORLD']))).toBeNull();
  });
});

describe('placeOnGrid', () => {
  it('places the characters by position when the OCR dropped one and split another', () => {
    const lines = mrzLines(holder({ format: 'TD2' }));
    const [first, second] = ocr(lines);
    // A filler dropped from the names; a character of the number split in two halves, the
    // less confident one on the same position.
    const dropped = first!.filter((_, i) => i !== 30);
    const split = [
      ...second!.slice(0, 3),
      { ...second![3]!, x1: second![3]!.x0 + 10, choices: [{ char: 'I', confidence: 60 }] },
      second![3]!,
      ...second!.slice(4),
    ];
    const placed = placeOnGrid([dropped, split]);
    expect(placed?.layout.format).toBe('TD2');
    expect(placed?.grid[1]!.map((s) => s.choices[0]!.char).join('')).toBe(lines[1]);
    expect(placed?.grid[0]![30]!.choices).toEqual([]);
    expect(correctMrz([dropped, split])).toMatchObject({ valid: true, lines });
  });

  it('tells the format by the lines’ count and length', () => {
    for (const format of ['TD1', 'TD2', 'TD3'] as const) {
      expect(placeOnGrid(ocr(mrzLines(holder({ format }))))?.layout.format).toBe(format);
    }
  });
});

describe('candidates', () => {
  const symbol = (...choices: [string, number][]): OcrSymbol => ({
    choices: choices.map(([char, confidence]) => ({ char, confidence })),
    x0: 0,
    x1: 0,
  });

  it('keeps only characters a position may hold, a letter in a digit’s place as its look-alike', () => {
    expect(candidates(symbol(['O', 90], ['Q', 80]), 'digit', true).map((c) => c.char)).toEqual([
      '0',
    ]);
    expect(candidates(symbol(['8', 90], ['B', 88]), 'alpha', true).map((c) => c.char)).toEqual([
      'B',
    ]);
  });

  it('never offers another digit for a digit the OCR read', () => {
    expect(candidates(symbol(['3', 90], ['8', 89], ['B', 85]), 'alnum', true)).toEqual([
      { char: '3', cost: 0 },
      { char: 'B', cost: 5 + 2 },
    ]);
  });
});

/**
 * A second TD3 line 2 that differs from `lines[1]` in two digits of its date of birth and keeps
 * every check digit (7-3-1 weights miss some double changes): found by trying them.
 */
function findTwin(lines: string[]): { line: string; positions: number[] } {
  const line = lines[1]!;
  for (const [p, q] of [
    [13, 14],
    [13, 16],
    [14, 17],
    [16, 18],
    [15, 18],
    [13, 18],
  ] as const) {
    for (let a = 0; a < 10; a++) {
      for (let b = 0; b < 10; b++) {
        const chars = [...line];
        chars[p] = String(a);
        chars[q] = String(b);
        const twin = chars.join('');
        if (twin !== line && holds([lines[0]!, twin])) return { line: twin, positions: [p, q] };
      }
    }
  }
  throw new Error('no twin date for this holder');
}

/**
 * A misread digit of the date of birth (read as another digit, without doubt) and one other
 * digit whose alternative would make every check digit hold again.
 */
function compensatedMisread(lines: string[]) {
  const line = lines[1]!;
  const digits = [13, 14, 15, 16, 17, 18, 19, 21, 22, 23, 24, 25, 26, 27, 43];
  for (const p of [13, 14, 15, 16, 17, 18]) {
    for (let a = 0; a < 10; a++) {
      if (String(a) === line[p]) continue;
      for (const q of digits.filter((x) => x !== p)) {
        for (let b = 0; b < 10; b++) {
          if (String(b) === line[q]) continue;
          const chars = [...line];
          chars[p] = String(a);
          chars[q] = String(b);
          if (!holds([lines[0]!, chars.join('')])) continue;
          return {
            misread: { [`1:${p}`]: [[String(a), 92]] } as Record<string, Alternatives>,
            compensation: {
              [`1:${q}`]: [
                [line[q]!, 90],
                [String(b), 89],
              ],
            } as Record<string, Alternatives>,
          };
        }
      }
    }
  }
  throw new Error('no compensated misread for this holder');
}

function holds(lines: string[]): boolean {
  const facts = readMrzDocument(lines, TODAY);
  return facts !== null && !('invalid' in facts);
}
