import bwipjs from 'bwip-js/node';
import sharp from 'sharp';
import { photograph, type Degradation } from './specimen-photo';
import {
  SPECIMEN_ADDRESS,
  SPECIMEN_HOLDER,
  SPECIMEN_MARKING,
  SPECIMEN_NUMBERS,
} from './specimen-marks';

/**
 * Synthetic driving licences — test mode's specimens, the tests' and the benchmark's fixtures:
 * AAMVA payloads encoded as PDF417 with bwip-js and laid onto a plain card with sharp. No real
 * person or document is involved; the names, address and number are `specimen-marks.ts`'s, which
 * live mode refuses.
 */
export interface AamvaHolder {
  /** ISO dates. */
  dateOfBirth: string;
  expiry: string;
  /** Two-letter US state or Canadian province. */
  jurisdiction?: string;
  country?: 'USA' | 'CAN';
  /** The document number (DAQ); `D1234562` when absent. */
  number?: string;
}

/** The specimen licences' document number unless another is given. */
export const SPECIMEN_NUMBER = SPECIMEN_NUMBERS.licence;

const IIN: Record<string, string> = { CA: '636014', NY: '636001', TX: '636015', ON: '636012' };

/** `MMDDCCYY` for a US card, `CCYYMMDD` for a Canadian one (AAMVA D.12.5.1). */
function aamvaDate(iso: string, country: 'USA' | 'CAN'): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  return country === 'USA' ? `${m}${d}${y}` : `${y}${m}${d}`;
}

/** An AAMVA 2016 (version 08) DL payload with a correct header (offsets and lengths). */
export function aamvaPayload(holder: AamvaHolder): string {
  const country = holder.country ?? 'USA';
  const jurisdiction = holder.jurisdiction ?? (country === 'USA' ? 'CA' : 'ON');
  const fields = [
    `DAQ${holder.number ?? SPECIMEN_NUMBER}`,
    `DCS${SPECIMEN_HOLDER.familyName}`,
    'DDEN',
    `DAC${SPECIMEN_HOLDER.givenName}`,
    'DDFN',
    'DADNONE',
    'DDGN',
    'DCAC',
    'DCBNONE',
    'DCDNONE',
    `DBD${aamvaDate('2020-01-15', country)}`,
    `DBB${aamvaDate(holder.dateOfBirth, country)}`,
    `DBA${aamvaDate(holder.expiry, country)}`,
    'DBC2',
    'DAU065 IN',
    'DAYBRO',
    `DAG${SPECIMEN_ADDRESS.street}`,
    `DAI${SPECIMEN_ADDRESS.city}`,
    `DAJ${jurisdiction}`,
    'DAK900010000  ',
    `DCF${SPECIMEN_MARKING}0001`,
    `DCG${country}`,
    'DDAF',
    'DDB09212020',
  ];
  const subfile = `DL${fields.join('\n')}\r`;
  const headerLength = 21 + 10;
  const header =
    `@\n\x1e\rANSI ${IIN[jurisdiction] ?? '636000'}0800` +
    `01DL${String(headerLength).padStart(4, '0')}${String(subfile.length).padStart(4, '0')}`;
  return header + subfile;
}

/** A PDF417 symbol of `text` as a PNG, with AAMVA's usual error correction (level 5). */
export async function pdf417Png(text: string, scale = 3): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'pdf417',
    text,
    scale,
    columns: 10,
    rowmult: 3,
    eclevel: 5,
    binarytext: true,
  } as Parameters<typeof bwipjs.toBuffer>[0]);
}

/** The back of a synthetic card with `symbol` (a PNG) on it, photographed on a table. */
export async function cardPhoto(symbol: Buffer, d: Degradation = {}): Promise<Buffer> {
  const meta = await sharp(symbol).metadata();
  const cardW = Math.max(1200, (meta.width ?? 0) + 240);
  const cardH = Math.round(cardW * 0.63);
  const card = await sharp({
    create: { width: cardW, height: cardH, channels: 3, background: '#f4f1ea' },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${cardW}" height="${cardH}">` +
            `<rect x="8" y="8" width="${cardW - 16}" height="${cardH - 16}" rx="40" fill="none" stroke="#8aa" stroke-width="6"/>` +
            `<text x="60" y="90" font-family="sans-serif" font-size="44" fill="#345">${SPECIMEN_MARKING} — NOT A DOCUMENT</text></svg>`,
        ),
        top: 0,
        left: 0,
      },
      { input: symbol, top: Math.round(cardH * 0.25), left: 120 },
    ])
    .png()
    .toBuffer();
  return photograph(card, d);
}

/** ISO date `years` years (and `days` days) before `now`. */
export function yearsAgo(now: number, years: number, days = 0): string {
  const d = new Date(now - days * 86_400_000);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

/** A licence photo for a holder `age` years old (birthday ~100 days ago), valid 4 more years. */
export async function licencePhoto(
  now: number,
  age: number,
  options: Degradation & { expired?: boolean; country?: 'USA' | 'CAN' } = {},
): Promise<Buffer> {
  const payload = aamvaPayload({
    dateOfBirth: yearsAgo(now, age, 100),
    expiry: options.expired ? yearsAgo(now, 0, 30) : yearsAgo(now, -4),
    ...(options.country ? { country: options.country } : {}),
  });
  return cardPhoto(await pdf417Png(payload), options);
}
