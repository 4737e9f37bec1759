/**
 * The protocol's closed vocabularies and patterns, without a schema library: what the proxy and
 * the other edge code check a value against. The zod schemas in `perform-request.ts` and
 * `verification-result.ts` are built from these (and re-export them), so a value the proxy
 * accepts is one the schemas accept; keeping them apart keeps zod out of `ofage/proxy`'s bundle.
 */

/** `criteria.ageCategory` values of the spec. */
export const AGE_CRITERIA = ['ADULT', 'DIGITAL_YOUTH_OR_ADULT'] as const;
export type AgeCriterion = (typeof AGE_CRITERIA)[number];

/** `options.flow` values of the spec; `age-assurance` is the default. */
export const VERIFICATION_FLOWS = [
  'age-assurance',
  'age-key',
  'facial-age-estimation',
  'id-scan',
] as const;
export type VerificationFlow = (typeof VERIFICATION_FLOWS)[number];

/** ISO 3166-1 alpha-2, optionally followed by an ISO 3166-2 subdivision part. */
export const JURISDICTION_PATTERN = /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/;

/** Lifecycle of a verification as get-status reports it (DESIGN.md "Wire protocol"). */
export const VERIFICATION_STATUSES = ['PENDING', 'IN_PROGRESS', 'PASS', 'FAIL'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The six methods of the spec, by the name results carry in `method`. */
export const VERIFICATION_METHODS = [
  'age-key',
  'facial-age-estimation',
  'id-document',
  'digital-wallet',
  'credit-card',
  'bank-app',
] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

export const FAILURE_REASONS = [
  'age-criteria-not-met',
  'max-attempts-exceeded',
  'fraudulent-activity-detected',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** Result age categories are lowercase on the wire. */
export const RESULT_AGE_CATEGORIES = ['adult', 'digital-youth', 'digital-minor'] as const;
export type ResultAgeCategory = (typeof RESULT_AGE_CATEGORIES)[number];
