import type { VerificationResult } from '../../protocol/verification-result';
import type { VerificationResultRow } from './verification-store';

/**
 * The wire form of a verification, applying the field-presence table of DESIGN.md:
 * method/age/ageCategory on PASS, and on FAIL only for `age-criteria-not-met`.
 *
 * A revoked verification is `FAIL` with `revoked: {at, reason}` and nothing else of its result.
 * Not `PASS` plus a field: clients of the hosted API this one follows decide on `status` and
 * ignore fields they do not know, so they must read a status they already refuse. No
 * `failureReason` either: its values are a closed list those clients may check, and none of them
 * is true of a revocation (absent, as on every other status, is what they already handle).
 */
export function presentResult(
  row: VerificationResultRow,
  options: { includeDob?: boolean; allowDob?: boolean } = {},
): VerificationResult {
  if (row.revoked_at !== null) {
    return {
      id: row.id,
      status: 'FAIL',
      revoked: {
        at: new Date(Number(row.revoked_at)).toISOString(),
        reason: row.revoke_reason ?? 'revoked-by-merchant',
      },
    };
  }
  const result: VerificationResult = { id: row.id, status: row.status };
  if (
    row.status === 'PASS' ||
    (row.status === 'FAIL' && row.failure_reason === 'age-criteria-not-met')
  ) {
    if (row.method !== null) result.method = row.method as VerificationResult['method'];
    if (row.age_low !== null && row.age_high !== null)
      result.age = { low: row.age_low, high: row.age_high };
    if (row.result_category !== null)
      result.ageCategory = row.result_category as VerificationResult['ageCategory'];
  }
  if (row.status === 'FAIL' && row.failure_reason !== null) {
    result.failureReason = row.failure_reason as VerificationResult['failureReason'];
  }
  if (
    options.includeDob &&
    options.allowDob &&
    row.dob !== null &&
    (row.status === 'PASS' || row.status === 'FAIL')
  ) {
    result.dob = row.dob;
  }
  return result;
}
