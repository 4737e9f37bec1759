/**
 * The specimen documents test mode offers (`GET …/id-document/specimen?kind=`): each licence's
 * back (barcode) and its front (photo and printed data, for the selfie match's two-sided flow).
 */
export const SPECIMEN_KINDS = [
  'adult-licence',
  'adult-licence-front',
  'minor-licence',
  'minor-licence-front',
  'adult-passport',
] as const;
export type SpecimenKind = (typeof SPECIMEN_KINDS)[number];
