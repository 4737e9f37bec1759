import type { Evidence } from '../../verifications/decide';
import type { DocumentFacts } from './document-facts';

export type DocumentVerdict =
  | { usable: true; evidence: Evidence }
  | { usable: false; reason: 'expired' | 'future-birth-date'; evidence: Evidence };

/**
 * Turns what a document states into evidence (DESIGN.md "Verification pipeline"): an exact age,
 * `low = high`, from the date of birth on today's date (UTC). Assurance is `substantial`, the
 * issue's "document" level: the printed data and its barcode or MRZ are not signed, and a browser
 * cannot read the chip, so a well-made forgery reads the same as the real card.
 *
 * An expired document, or one whose date of birth lies in the future, gives no age signal: the
 * attempt counts (it was read) but proves nothing.
 */
export function documentEvidence(facts: DocumentFacts, now: number): DocumentVerdict {
  const today = new Date(now).toISOString().slice(0, 10);
  const none: Evidence = { method: 'id-document', kind: 'none', assurance: 'substantial' };
  if (facts.expiry !== null && facts.expiry < today) {
    return { usable: false, reason: 'expired', evidence: none };
  }
  const age = ageOn(facts.dateOfBirth, today);
  if (age < 0) return { usable: false, reason: 'future-birth-date', evidence: none };
  return {
    usable: true,
    evidence: {
      method: 'id-document',
      kind: 'exact',
      ageLow: age,
      ageHigh: age,
      assurance: 'substantial',
      dob: facts.dateOfBirth,
    },
  };
}

/**
 * Full years from `dob` to `today` (both ISO dates). Someone born on 29 February comes of age on
 * 1 March in common years, as most jurisdictions count it.
 */
export function ageOn(dob: string, today: string): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/**
 * The evidence as a pending step (front, selfie) may hold it in its method session: the date of
 * birth only for a product that shares it (`allowDob`, as `finalize-verification` keeps it), so a
 * session row never holds a date of birth that the verification itself would not keep.
 */
export function pendingEvidence(evidence: Evidence, allowDob: boolean): Evidence {
  if (allowDob || evidence.dob === undefined) return evidence;
  const { dob: _dropped, ...rest } = evidence;
  return rest;
}
