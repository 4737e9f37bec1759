import type { Evidence } from '../../verifications/decide';
import type { BankProvider } from './bank-config';
import { ageClaimName } from './relying-party';

/**
 * What the bank's ID token proves about the account holder (the bank's own KYC record):
 * - `age_over_N` / `overN` true: over N (`low = N`, `high = 100`);
 * - the same claim false: under N — a FAIL with `low = 0`, `high = N − 1`;
 * - `birthdate`: the exact age today;
 * - no such claim: no age signal (inconclusive).
 */
export function bankEvidence(
  provider: BankProvider,
  claims: Record<string, unknown>,
  threshold: number,
  now: number,
): Evidence {
  const base = { method: 'bank-app', assurance: 'high' } as const;
  const value = claims[ageClaimName(provider, threshold)];
  if (provider.ageClaim !== 'birthdate') {
    if (value === true) return { ...base, kind: 'threshold', ageLow: threshold, ageHigh: 100 };
    if (value === false) return { ...base, kind: 'exact', ageLow: 0, ageHigh: threshold - 1 };
    return { ...base, kind: 'none' };
  }
  const age = typeof value === 'string' ? ageOn(value, now) : undefined;
  if (age === undefined) return { ...base, kind: 'none' };
  return { ...base, kind: 'exact', ageLow: age, ageHigh: age };
}

/** Whole years from a `YYYY-MM-DD` birthdate to `now`; undefined for anything else. */
function ageOn(birthdate: string, now: number): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const today = new Date(now);
  let age = today.getUTCFullYear() - y;
  const month = today.getUTCMonth() + 1;
  if (month < mo || (month === mo && today.getUTCDate() < d)) age--;
  return age >= 0 && age < 150 && mo >= 1 && mo <= 12 && d >= 1 && d <= 31 ? age : undefined;
}
