import type { SideHashes } from './front-binding';

/**
 * What a document's machine-readable data says that matters for age, and nothing else: no name,
 * no document number, no image. This is all that leaves the worker thread that read it.
 */
export interface DocumentFacts {
  kind: 'aamva-pdf417' | 'mrz-td1' | 'mrz-td2' | 'mrz-td3';
  /** ISO calendar date. */
  dateOfBirth: string;
  /** ISO calendar date; `null` when the document states none (AAMVA "non-expiring"). */
  expiry: string | null;
  /** `US-CA`, `CA-ON`, or the MRZ's issuing state (`D`, `UTO`). */
  issuer: string;
}

/** Why an image yielded no document: what the person should fix before the next photo. */
export type RetakeHint =
  | 'blur'
  | 'glare'
  | 'too-small'
  | 'too-dark'
  | 'not-found'
  | 'not-an-id'
  /** An MRZ was read but a check digit does not hold: misread, or altered. */
  | 'check-digits';

export type DocumentRead =
  | {
      read: true;
      facts: DocumentFacts;
      /** Keyed hashes of the date of birth and number, when a bind key was given. */
      binding?: SideHashes;
      /** One of the service's own specimens (`specimen-marks.ts`): refused in live mode. */
      specimen: boolean;
    }
  | {
      read: false;
      hint: RetakeHint;
      /** A symbol was decoded but is not an ID document. */ foundOther?: boolean;
    };

/**
 * A document's front (`id-document.front`): its dates and number candidates, hashed, and whether
 * its text shows one of the service's own specimens (refused in live mode, read or not).
 */
export type FrontRead =
  | { read: true; hashes: SideHashes; specimen: boolean }
  | { read: false; hint: RetakeHint; specimen: boolean };
