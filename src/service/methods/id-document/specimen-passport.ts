import sharp from 'sharp';
import { photograph, type Degradation } from './specimen-photo';
import {
  SPECIMEN_HOLDER,
  SPECIMEN_MARKING,
  SPECIMEN_NUMBERS,
  SPECIMEN_STATE,
} from './specimen-marks';

/**
 * Synthetic travel documents — test mode's specimens, the tests' and the benchmark's fixtures:
 * MRZ text built per ICAO 9303 (check digits included), rendered in OCR-B (Debian's
 * fonts-ocr-b, which `.ci/run` installs; librsvg finds it through fontconfig) onto a plain data
 * page with sharp. No real person or document is involved: ICAO's specimen state Utopia, the
 * specimen holder and number of `specimen-marks.ts`, which live mode refuses.
 */
export type MrzFormat = 'TD1' | 'TD2' | 'TD3';

export interface MrzHolder {
  format: MrzFormat;
  /** ISO dates. */
  dateOfBirth: string;
  expiry: string;
  /** Up to 9 letters and digits; `L898902C3` when absent. */
  documentNumber?: string;
  /** ICAO code of the issuing state (`D` for Germany); `UTO` when absent. */
  issuer?: string;
  /** ICAO code of the nationality; the issuer's when absent. */
  nationality?: string;
  /** Names as printed: A–Z, `<` between parts; cut where the field ends. */
  surname?: string;
  givenNames?: string;
  sex?: 'M' | 'F' | '<';
  /**
   * Optional data: TD3's personal number (14, with its check digit), TD1's first line (15) and
   * second line (11) fields, TD2's (7). Filler when absent.
   */
  optional?: string;
  optional2?: string;
}

const VALUES = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** ICAO 9303 part 3, 4.9: weights 7, 3, 1 over digit/letter values, `<` = 0. */
export function checkDigit(text: string): string {
  let sum = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const value = c === '<' ? 0 : VALUES.indexOf(c);
    sum += value * [7, 3, 1][i % 3]!;
  }
  return String(sum % 10);
}

const yymmdd = (iso: string) => iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
const pad = (text: string, length: number) => text.padEnd(length, '<').slice(0, length);

/** The MRZ lines of a specimen document of `format`. */
export function mrzLines(holder: MrzHolder): string[] {
  const doc = pad(holder.documentNumber ?? SPECIMEN_NUMBERS.travelDocument, 9);
  const dob = yymmdd(holder.dateOfBirth);
  const exp = yymmdd(holder.expiry);
  const docCd = checkDigit(doc);
  const dobCd = checkDigit(dob);
  const expCd = checkDigit(exp);
  const state = pad(holder.issuer ?? SPECIMEN_STATE, 3);
  const nationality = pad(holder.nationality ?? holder.issuer ?? SPECIMEN_STATE, 3);
  const sex = holder.sex ?? 'F';
  const name = `${holder.surname ?? SPECIMEN_HOLDER.familyName}<<${holder.givenNames ?? SPECIMEN_HOLDER.mrzGivenNames}`;
  switch (holder.format) {
    case 'TD3': {
      const personal = pad(holder.optional ?? '', 14);
      const line2 =
        doc +
        docCd +
        nationality +
        dob +
        dobCd +
        sex +
        exp +
        expCd +
        personal +
        checkDigit(personal);
      const composite = checkDigit(line2.slice(0, 10) + line2.slice(13, 20) + line2.slice(21, 43));
      return ['P<' + state + pad(name, 39), line2 + composite];
    }
    case 'TD2': {
      const line2 =
        doc + docCd + nationality + dob + dobCd + sex + exp + expCd + pad(holder.optional ?? '', 7);
      const composite = checkDigit(line2.slice(0, 10) + line2.slice(13, 20) + line2.slice(21, 35));
      return ['I<' + state + pad(name, 31), line2 + composite];
    }
    case 'TD1': {
      const line1 = 'I<' + state + doc + docCd + pad(holder.optional ?? '', 15);
      const line2 = dob + dobCd + sex + exp + expCd + nationality + pad(holder.optional2 ?? '', 11);
      const composite = checkDigit(
        line1.slice(5, 30) + line2.slice(0, 7) + line2.slice(8, 15) + line2.slice(18, 29),
      );
      return [line1, line2 + composite, pad(name, 30)];
    }
  }
}

const escape = (text: string) => text.replace(/</g, '&lt;');

/**
 * A data page (passport TD3, or the back of an ID card TD1/TD2) carrying `lines` in OCR-B at
 * the bottom, photographed on a table with the given degradations.
 */
export async function mrzDocumentPhoto(lines: string[], d: Degradation = {}): Promise<Buffer> {
  const chars = lines[0]!.length;
  // ICAO 9303 prints 2.54 mm per character at a 2.2 mm character height: about 0.72 em.
  const fontSize = 34;
  const textWidth = Math.ceil(chars * fontSize * 0.72);
  const width = textWidth + 120;
  const height = Math.round(width * (chars === 44 ? 0.7 : 0.63));
  const lineGap = Math.round(fontSize * 1.45);
  const top = height - 50 - lineGap * lines.length;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" rx="24" fill="#eef0e6" stroke="#9ab" stroke-width="4"/>` +
    `<text x="50" y="70" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#345">${SPECIMEN_MARKING} — UTOPIA — NOT A DOCUMENT</text>` +
    `<rect x="50" y="110" width="${Math.round(width * 0.22)}" height="${Math.round(height * 0.45)}" fill="#c9ccd4"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<text x="${Math.round(width * 0.32)}" y="${150 + i * 60}" font-family="DejaVu Sans, sans-serif" font-size="22" fill="#456">FIELD ${i + 1}  SAMPLE VALUE</text>`,
      )
      .join('') +
    lines
      .map(
        (line, i) =>
          `<text x="60" y="${top + lineGap * (i + 1)}" font-family="OCR B" font-size="${fontSize}" textLength="${textWidth}" lengthAdjust="spacing" fill="#111">${escape(line)}</text>`,
      )
      .join('') +
    `</svg>`;
  const page = await sharp(Buffer.from(svg)).flatten({ background: '#5b534a' }).png().toBuffer();
  return photograph(page, d);
}
