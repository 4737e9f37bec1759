import type { VerificationMethod } from '../../../protocol/verification-result';
import type { Evidence } from '../../verifications/decide';
import { ageKeyFloor } from '../../methods/age-key/keys/key-evidence';

/**
 * The verification methods a creating client may report, by their names in the hosted service's
 * sample (`authorization_details[].method`), with the method an age key records and the
 * assurance the service gives the client's word for it. `age_key` is not among them: a key
 * must not mint keys (a revoked key would live on in its copies).
 */
export const CREATE_METHODS: Record<
  string,
  { method: Exclude<VerificationMethod, 'age-key'>; assurance: Evidence['assurance'] }
> = {
  id_doc_scan: { method: 'id-document', assurance: 'substantial' },
  facial_age_estimation: { method: 'facial-age-estimation', assurance: 'low' },
  credit_card: { method: 'credit-card', assurance: 'low' },
  digital_wallet: { method: 'digital-wallet', assurance: 'high' },
  bank_app: { method: 'bank-app', assurance: 'substantial' },
};

/** A reported verification older than this cannot create a key. */
export const VERIFIED_WITHIN_MS = 15 * 60_000;
/** Clock difference tolerated for a `verified_at` in the future. */
const FUTURE_SKEW_MS = 60_000;
export const MAX_VERIFICATION_ID_LENGTH = 200;

/** What a valid `age_verification` detail gives a new key: no date of birth. */
export interface AgeVerificationDetail {
  /** The method's name as the client sent it (kept as the key's provenance). */
  reportedMethod: string;
  method: Exclude<VerificationMethod, 'age-key'>;
  assurance: Evidence['assurance'];
  /** The age the key will prove (one of `AGE_KEY_FLOORS`). */
  floor: number;
  verifiedAt: number;
  verificationId: string;
}

export type DetailCheck =
  { ok: true; detail: AgeVerificationDetail } | { ok: false; message: string };

/**
 * Checks the `authorization_details` of a create request (RFC 9396 shape): exactly one object of
 * type `age_verification`, a known method, an age as a date of birth (`YYYY-MM-DD`) or an age
 * range (`{"age_range":{"min":18}}`) whose floor an age key can record (13 or more), a
 * `verified_at` no older than VERIFIED_WITHIN_MS (`checkFreshness` false skips that, for the
 * second reading when the browser arrives), and a `verification_id`. The date of birth is used
 * here and dropped: the key records the floor only.
 */
export function readAuthorizationDetails(
  raw: unknown,
  now: number,
  checkFreshness = true,
): DetailCheck {
  if (typeof raw !== 'string' || raw === '') {
    return fail('authorization_details is required: [{"type":"age_verification",…}]');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return fail('authorization_details must be JSON');
  }
  if (!Array.isArray(parsed) || parsed.length !== 1) {
    return fail('authorization_details must be an array of exactly one age_verification object');
  }
  const d = parsed[0] as Record<string, unknown> | null;
  if (typeof d !== 'object' || d === null)
    return fail('authorization_details[0] must be an object');
  if (d.type !== 'age_verification')
    return fail('authorization_details[0].type must be age_verification');
  const known = typeof d.method === 'string' ? CREATE_METHODS[d.method] : undefined;
  if (!known || !Object.hasOwn(CREATE_METHODS, d.method as string)) {
    return fail(
      `authorization_details[0].method must be one of ${Object.keys(CREATE_METHODS).join(', ')}`,
    );
  }
  if (typeof d.verified_at !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(d.verified_at)) {
    return fail('authorization_details[0].verified_at must be an ISO 8601 date-time');
  }
  const verifiedAt = Date.parse(d.verified_at);
  if (Number.isNaN(verifiedAt))
    return fail('authorization_details[0].verified_at is not a valid date-time');
  if (verifiedAt > now + FUTURE_SKEW_MS)
    return fail('authorization_details[0].verified_at is in the future');
  if (checkFreshness && now - verifiedAt > VERIFIED_WITHIN_MS) {
    return fail(
      `the verification is too old to create an age key: verified_at must be within the last ${VERIFIED_WITHIN_MS / 60_000} minutes`,
    );
  }
  const id = d.verification_id;
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_VERIFICATION_ID_LENGTH) {
    return fail(
      `authorization_details[0].verification_id must be a string of 1 to ${MAX_VERIFICATION_ID_LENGTH} characters`,
    );
  }
  const proven = provenAge(d.age, verifiedAt);
  if (typeof proven === 'string') return fail(proven);
  const floor = ageKeyFloor(proven);
  if (floor === undefined) {
    return fail(
      'the verified age is under 13, the lowest age an age key records: no key can be created',
    );
  }
  return {
    ok: true,
    detail: {
      reportedMethod: d.method as string,
      method: known.method,
      assurance: known.assurance,
      floor,
      verifiedAt,
      verificationId: id,
    },
  };
}

/** The age proven at `at`: full years from a date of birth, or an age range's minimum. */
function provenAge(age: unknown, at: number): number | string {
  if (typeof age !== 'object' || age === null) {
    return 'authorization_details[0].age must be {"date_of_birth":"YYYY-MM-DD"} or {"age_range":{"min":N}}';
  }
  const a = age as { date_of_birth?: unknown; age_range?: { min?: unknown } };
  if (a.date_of_birth !== undefined) {
    const m =
      typeof a.date_of_birth === 'string'
        ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(a.date_of_birth)
        : null;
    const born = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
    const check = m ? new Date(born) : undefined;
    if (
      !m ||
      !check ||
      check.getUTCMonth() !== Number(m[2]) - 1 ||
      check.getUTCDate() !== Number(m[3])
    ) {
      return 'authorization_details[0].age.date_of_birth must be a date YYYY-MM-DD';
    }
    const on = new Date(at);
    let years = on.getUTCFullYear() - Number(m[1]);
    const month = on.getUTCMonth() + 1;
    if (month < Number(m[2]) || (month === Number(m[2]) && on.getUTCDate() < Number(m[3]))) years--;
    if (years < 0 || years > 150)
      return 'authorization_details[0].age.date_of_birth is not plausible';
    return years;
  }
  const min = a.age_range?.min;
  if (typeof min === 'number' && Number.isInteger(min) && min >= 0 && min <= 150) return min;
  return 'authorization_details[0].age must have a date_of_birth or an age_range with an integer min';
}

function fail(message: string): DetailCheck {
  return { ok: false, message };
}

/**
 * The detail as it is kept with the pushed request until the browser arrives: the age as the
 * floor it proved, so the date of birth is never written anywhere (not even to the provider's
 * short-lived records).
 */
export function withoutDateOfBirth(detail: AgeVerificationDetail): string {
  return JSON.stringify([
    {
      type: 'age_verification',
      method: detail.reportedMethod,
      age: { age_range: { min: detail.floor } },
      verified_at: new Date(detail.verifiedAt).toISOString(),
      verification_id: detail.verificationId,
    },
  ]);
}
