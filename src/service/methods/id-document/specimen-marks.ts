import { canonicalNumber, numberCandidates } from './front-binding';

/**
 * What marks a document as one of the service's own specimens — test mode's downloads, the
 * tests' and the benchmark's fixtures (`specimen-licence.ts`, `specimen-front.ts`,
 * `specimen-passport.ts`): they print these values, and live mode refuses any document whose
 * read values carry one of them. The generators take their values from here, so the two cannot
 * drift apart.
 *
 * The checks run in the reader's worker thread on the values it extracted (the barcode's text,
 * the MRZ's fields, the front's OCR text); only a boolean leaves that thread.
 */

/** The word every specimen prints: names, address, card title. */
export const SPECIMEN_MARKING = 'SPECIMEN';
/** The specimens' holder: family name and given name (`SPECIMEN, SAMPLE ANNA` on an MRZ). */
export const SPECIMEN_HOLDER = {
  familyName: 'SPECIMEN',
  givenName: 'SAMPLE',
  mrzGivenNames: 'SAMPLE<ANNA',
};
/** The specimen licences' street and city (AAMVA DAG, DAI). */
export const SPECIMEN_ADDRESS = { street: '1 TEST STREET', city: 'SPECIMEN CITY' };
/**
 * ICAO 9303's specimen state, Utopia: the issuer and nationality of every specimen MRZ. No real
 * document is issued by it.
 */
export const SPECIMEN_STATE = 'UTO';
/**
 * Document numbers the generators and the test fixtures print: the licences' default, ICAO
 * 9303's own specimen passport number (the MRZ default), and the tests' "another document".
 */
export const SPECIMEN_NUMBERS = {
  licence: 'D1234562',
  travelDocument: 'L898902C3',
  otherLicence: 'X9876543',
} as const;

const NUMBERS = new Set(Object.values(SPECIMEN_NUMBERS).map(canonicalNumber));

/** Whether a document number (as read, any case or spacing) is one of SPECIMEN_NUMBERS. */
export function isSpecimenNumber(number: string | null | undefined): boolean {
  return !!number && NUMBERS.has(canonicalNumber(number));
}

/**
 * An AAMVA barcode's text: the SPECIMEN marking in any element (names DCS/DAC, address, city,
 * document discriminator DCF) or a specimen document number (DAQ).
 */
export function aamvaIsSpecimen(text: string): boolean {
  if (text.toUpperCase().includes(SPECIMEN_MARKING)) return true;
  const number = /(?:^|[\n\r\x1e]|DL|ID)DAQ([^\n\r\x1e]+)/.exec(text)?.[1];
  return isSpecimenNumber(number);
}

/** The fields of a checked MRZ: the specimen state, name or number. */
export function mrzIsSpecimen(fields: {
  documentNumber?: string | null;
  issuingState?: string | null;
  nationality?: string | null;
  lastName?: string | null;
}): boolean {
  return (
    fields.issuingState === SPECIMEN_STATE ||
    fields.nationality === SPECIMEN_STATE ||
    fields.lastName?.toUpperCase() === SPECIMEN_HOLDER.familyName ||
    isSpecimenNumber(fields.documentNumber)
  );
}

/**
 * A front's OCR text: the SPECIMEN marking (read with OCR's usual confusions, `SPEC1MEN`,
 * `5PECIMEN`), the specimens' "NOT A DOCUMENT", or a specimen number among its number candidates.
 */
export function frontIsSpecimen(text: string): boolean {
  const upper = text.toUpperCase();
  if (/[S5]P[E3][C(][I1L|!]M[E3]N/.test(upper) || /NOT\s+A\s+DOCUMENT/.test(upper)) return true;
  return numberCandidates(text).some(isSpecimenNumber);
}
