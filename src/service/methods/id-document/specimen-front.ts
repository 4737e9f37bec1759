import sharp, { type OverlayOptions } from 'sharp';
import { SPECIMEN_NUMBER } from './specimen-licence';
import { photograph, type Degradation } from './specimen-photo';
import { specimenFace, type SpecimenFace } from './specimen-faces';
import { SPECIMEN_ADDRESS, SPECIMEN_HOLDER, SPECIMEN_MARKING } from './specimen-marks';

/**
 * The front of a synthetic driving licence (or, with a day-first date style, of a TD1 ID card):
 * the holder's portrait and the printed data a real one carries in AAMVA's numbered fields (4d
 * number, 3 date of birth, 4a issue, 4b expiry), in the country's date format — `MM/DD/YYYY` in
 * the US, `YYYY/MM/DD` in Canada. Marked SPECIMEN; no real document or person's data.
 */
export interface LicenceFront {
  /** ISO dates. */
  dateOfBirth: string;
  expiry: string;
  issued?: string;
  number?: string;
  country?: 'USA' | 'CAN';
  /** The portrait, or none (a front whose photo is missing or covered). */
  face: SpecimenFace | null;
  /**
   * How dates are printed: the country's licence style by default; an ID card (TD1) front prints
   * `DD MM YYYY`, `DD.MM.YYYY` or a bilingual `DD MMM/MMM YYYY`.
   */
  dates?: DateStyle;
}

export type DateStyle =
  'MM/DD/YYYY' | 'YYYY/MM/DD' | 'DD MM YYYY' | 'DD.MM.YYYY' | 'DD MMM/MMM YYYY';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const MOIS = [
  'JANV',
  'FÉVR',
  'MARS',
  'AVR',
  'MAI',
  'JUIN',
  'JUIL',
  'AOÛT',
  'SEPT',
  'OCT',
  'NOV',
  'DÉC',
];

const CARD_W = 1400;
const CARD_H = Math.round(CARD_W * 0.63);

function printed(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  switch (style) {
    case 'MM/DD/YYYY':
      return `${m}/${d}/${y}`;
    case 'YYYY/MM/DD':
      return `${y}/${m}/${d}`;
    case 'DD MM YYYY':
      return `${d} ${m} ${y}`;
    case 'DD.MM.YYYY':
      return `${d}.${m}.${y}`;
    case 'DD MMM/MMM YYYY':
      return `${d} ${MONTHS[Number(m) - 1]}/${MOIS[Number(m) - 1]} ${y}`;
  }
}

function title(country: 'USA' | 'CAN', style: DateStyle): string {
  if (style.startsWith('DD')) return `${SPECIMEN_MARKING} IDENTITY CARD`;
  return `${SPECIMEN_MARKING} ${country === 'USA' ? 'DRIVER LICENSE' : 'DRIVER’S LICENCE'}`;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The card itself, as a PNG, square on and sharp. */
export async function licenceFrontCard(front: LicenceFront): Promise<Buffer> {
  const country = front.country ?? 'USA';
  const style = front.dates ?? (country === 'USA' ? 'MM/DD/YYYY' : 'YYYY/MM/DD');
  const rows: [string, string][] = [
    ['4d DLN', front.number ?? SPECIMEN_NUMBER],
    ['3 DOB', printed(front.dateOfBirth, style)],
    ['4b EXP', printed(front.expiry, style)],
    ['4a ISS', printed(front.issued ?? '2020-01-15', style)],
    ['1', SPECIMEN_HOLDER.givenName],
    ['2', SPECIMEN_HOLDER.familyName],
    ['8', `${SPECIMEN_ADDRESS.street}, ${SPECIMEN_ADDRESS.city}`],
  ];
  const text = rows
    .map(
      ([label, value], i) =>
        `<text x="560" y="${250 + i * 72}" font-family="DejaVu Sans, sans-serif" font-size="40" fill="#1f2937">` +
        `<tspan font-size="28" fill="#8a2b2b">${escape(label)}</tspan> ${escape(value)}</text>`,
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_W}" height="${CARD_H}">` +
    `<rect x="8" y="8" width="${CARD_W - 16}" height="${CARD_H - 16}" rx="40" fill="none" stroke="#8aa" stroke-width="6"/>` +
    `<rect x="8" y="8" width="${CARD_W - 16}" height="120" rx="40" fill="#dbe7f0"/>` +
    `<text x="60" y="90" font-family="DejaVu Sans, sans-serif" font-size="52" font-weight="bold" fill="#234">` +
    `${title(country, style)}</text>` +
    `<text x="60" y="${CARD_H - 50}" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#8a2b2b">NOT A DOCUMENT</text>` +
    text +
    `</svg>`;
  const layers: OverlayOptions[] = [{ input: Buffer.from(svg), top: 0, left: 0 }];
  if (front.face)
    layers.push({ input: await specimenFace(front.face, 380, 480), top: 180, left: 90 });
  return sharp({ create: { width: CARD_W, height: CARD_H, channels: 3, background: '#f4f1ea' } })
    .composite(layers)
    .png()
    .toBuffer();
}

/** The front photographed on a table, with the degradations `d`. */
export async function licenceFrontPhoto(front: LicenceFront, d: Degradation = {}): Promise<Buffer> {
  return photograph(await licenceFrontCard(front), d);
}
