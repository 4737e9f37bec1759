import type { DocumentFacts } from '../../src/service/methods/id-document/document-facts';
import type { Degradation } from '../../src/service/methods/id-document/specimen-photo';
import {
  mrzDocumentPhoto,
  mrzLines,
  type MrzFormat,
  type MrzHolder,
} from '../../src/service/methods/id-document/specimen-passport';

/**
 * The generated MRZ set of the reader's tests and of `npm run bench id`: synthetic passports
 * (TD3) and ID cards (TD1, TD2) with varied holders — names short and long enough to fill the
 * field, document numbers mixing the letters and digits OCR confuses (0/O, 1/I, 5/S, 8/B, 2/Z),
 * birth dates across a century, both sexes and `<`, several issuing states — photographed clean
 * and degraded. Seeded: every run draws the same set, so runs compare.
 */
export const MRZ_TODAY = '2026-11-23';

export interface MrzCase {
  label: string;
  holder: MrzHolder;
  /** What a correct read reports. */
  expected: DocumentFacts;
  /** Degradation kind (`clean` for none) and its parameters. */
  kind: string;
  degradation: Degradation;
}

const SURNAMES = [
  'MUELLER',
  'GARCIA<LOPEZ',
  'NGUYEN',
  'OKONKWO',
  'VAN<DER<BERG',
  'OCONNOR',
  'LI',
  'SZCZEPANSKI',
  'DE<LA<CRUZ',
  'PAPADOPOULOS',
  'SVENSSON',
  'ABDULRAHMAN<AL<FARSI',
  'WOLFESCHLEGELSTEINHAUSENBERGERDORFF',
  'XU',
  'OSBORNE',
  'BIZIMANA',
  'IBRAHIMOVIC',
  'ZOLTOWSKI<BORSODI',
];
const GIVEN = [
  'ANNA<MARIA',
  'JEAN<PIERRE',
  'MOHAMMED',
  'SIOBHAN',
  'ZOE',
  'ZBIGNIEW',
  'OBIOMA<CHINEDU',
  'BO',
  'ISABEL<SOFIA<BEATRIZ<OLIVIA',
  'GIZEM',
  'SIDDHARTH',
  'OLUWASEUN<BABATUNDE',
];
/** ICAO codes: the specimen state, Germany's one-letter code, and states on every continent. */
const STATES = ['UTO', 'D', 'FRA', 'GBR', 'USA', 'NLD', 'CAN', 'ITA', 'ESP', 'JPN', 'IND', 'BRA'];
const MORE_STATES = ['NGA', 'ZAF', 'CHE', 'SWE', 'POL', 'IRL', 'AUS', 'MEX', 'KOR', 'EGY'];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
/** Characters OCR takes for one another. */
const CONFUSED = '0O1I5S8B2Z';

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
function generator(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = ReturnType<typeof generator>;
const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;
const chars = (random: Random, alphabet: string, n: number) =>
  Array.from({ length: n }, () => pick(random, [...alphabet])).join('');

function documentNumber(random: Random): string {
  switch (Math.floor(random() * 4)) {
    case 0: // two letters, seven digits
      return chars(random, LETTERS, 2) + chars(random, DIGITS, 7);
    case 1: // letters and digits anywhere, heavy in the confusable ones
      return Array.from({ length: 9 }, () =>
        random() < 0.6 ? pick(random, [...CONFUSED]) : pick(random, [...(LETTERS + DIGITS)]),
      ).join('');
    case 2: // a shorter number, filled with `<`
      return chars(random, LETTERS, 1) + chars(random, DIGITS + CONFUSED, 6);
    default:
      return chars(random, DIGITS, 9);
  }
}

/** An ISO date `days` days before MRZ_TODAY. */
function daysBefore(days: number): string {
  return new Date(Date.parse(`${MRZ_TODAY}T00:00:00Z`) - days * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

function holder(random: Random, format: MrzFormat): MrzHolder {
  const issuer = random() < 0.75 ? pick(random, STATES) : pick(random, MORE_STATES);
  const optional =
    random() < 0.4 ? chars(random, DIGITS + LETTERS, 4 + Math.floor(random() * 8)) : undefined;
  return {
    format,
    // Born 1 to 99 years ago: the two-digit year's century is then the latest one not ahead.
    dateOfBirth: daysBefore(365 + Math.floor(random() * 98 * 365)),
    // From five years expired to ten years ahead.
    expiry: daysBefore(5 * 365 - Math.floor(random() * 15 * 365)),
    documentNumber: documentNumber(random),
    issuer,
    nationality: random() < 0.85 ? issuer : pick(random, MORE_STATES),
    surname: pick(random, SURNAMES),
    givenNames: pick(random, GIVEN),
    sex: pick(random, ['M', 'F', 'M', 'F', '<'] as const),
    ...(optional ? { optional } : {}),
    ...(format === 'TD1' && random() < 0.3 ? { optional2: chars(random, DIGITS, 6) } : {}),
  };
}

function expected(h: MrzHolder): DocumentFacts {
  return {
    kind: `mrz-${h.format.toLowerCase()}` as DocumentFacts['kind'],
    dateOfBirth: h.dateOfBirth,
    expiry: h.expiry,
    issuer: h.issuer ?? 'UTO',
  };
}

const FORMATS: MrzFormat[] = ['TD3', 'TD1', 'TD2'];

/** `count` clean photos, the formats taking turns (TD3 first). */
export function mrzCleanSet(count = 60, seed = 9303): MrzCase[] {
  const random = generator(seed);
  return Array.from({ length: count }, (_, i) => {
    const h = holder(random, FORMATS[i % 3]!);
    return {
      label: `${h.format} #${i}`,
      holder: h,
      expected: expected(h),
      kind: 'clean',
      degradation: {},
    };
  });
}

/**
 * The degradations of the set, each in several strengths: what a phone photo of a document
 * suffers — blur, a reflection on the zone, a turned or upside-down card, a tilted card, heavy
 * JPEG, a dim room, a photo from afar, and these together.
 */
export const MRZ_DEGRADATIONS: Record<string, Degradation[]> = {
  blur: [{ blur: 1.2 }, { blur: 1.6 }, { blur: 2 }],
  glare: [
    { glare: { x: 0.35, y: 0.8, size: 0.12, opacity: 0.55 } },
    { glare: { x: 0.6, y: 0.85, size: 0.1, opacity: 0.65 } },
    { glare: { x: 0.8, y: 0.78, size: 0.15, opacity: 0.5 } },
    { glareSpot: true },
  ],
  rotated: [{ rotate: 6 }, { rotate: -9 }, { rotate: 14 }, { rotate: -4 }],
  'upside-down': [{ rotate: 180 }, { rotate: 176 }, { rotate: 186 }],
  perspective: [
    { perspective: { x: 0.08 } },
    { perspective: { x: -0.1 } },
    { perspective: { y: 0.12 } },
    { perspective: { x: 0.06, y: -0.08 } },
  ],
  jpeg: [{ jpegQuality: 30 }, { jpegQuality: 45 }, { jpegQuality: 60 }],
  'low light': [
    { lowLight: 0.35, jpegQuality: 80 },
    { lowLight: 0.5, jpegQuality: 80 },
    { lowLight: 0.25 },
  ],
  'from afar': [
    { scale: 0.5, jpegQuality: 70 },
    { scale: 0.45, jpegQuality: 80 },
    { scale: 0.6, jpegQuality: 60 },
  ],
  'phone snapshot': [
    { rotate: 5, blur: 1, jpegQuality: 75 },
    { rotate: -7, blur: 1.3, jpegQuality: 70 },
    { rotate: 3, perspective: { x: 0.05 }, blur: 1, jpegQuality: 75 },
  ],
  'dim and tilted': [
    { perspective: { y: 0.08 }, lowLight: 0.4, jpegQuality: 75 },
    { rotate: -5, lowLight: 0.45, blur: 1, jpegQuality: 75 },
  ],
};

/** `perKind` photos of each degradation, on holders of their own, the strengths taking turns. */
export function mrzDegradedSet(perKind = 12, seed = 1979): MrzCase[] {
  const random = generator(seed);
  const out: MrzCase[] = [];
  let n = 0;
  for (const [kind, variants] of Object.entries(MRZ_DEGRADATIONS)) {
    for (let i = 0; i < perKind; i++) {
      const h = holder(random, FORMATS[n % 3]!);
      const degradation = { ...variants[i % variants.length]!, seed: n + 1 };
      out.push({
        label: `${h.format} ${kind} ${JSON.stringify(variants[i % variants.length])}`,
        holder: h,
        expected: expected(h),
        kind,
        degradation,
      });
      n++;
    }
  }
  return out;
}

/** The case photographed. */
export function mrzCasePhoto(c: MrzCase): Promise<Buffer> {
  return mrzDocumentPhoto(mrzLines(c.holder), c.degradation);
}
