/** The specimen documents test mode offers (`GET …/id-document/specimen?kind=`). */
export const SPECIMEN_KINDS = ['adult-licence', 'minor-licence', 'adult-passport'] as const;
export type SpecimenKind = (typeof SPECIMEN_KINDS)[number];
