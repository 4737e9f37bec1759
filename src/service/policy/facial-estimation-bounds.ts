import type { ResolvedJurisdiction } from './resolve-jurisdiction';

/** `options.facialAgeEstimation` of a perform request: pass at or over, fail under. */
export interface FacialEstimationBounds {
  passIfOver: number;
  failIfUnder: number;
}

/**
 * Years added to the threshold for a facial estimate to pass on its own. Estimates near the
 * threshold go to another method instead.
 *
 * 5 is the buffer of the only module a regulator assessed with a number: KJM's FaceAssure,
 * "estimated >= 23 for 18+" (jurisdictions.json challengeAges[1], regimes.DE_KJM). It is also the
 * floor of the data's accuracy proposal ("25 (never below 23)"). Ofcom requires a challenge age
 * above 18 but names none (challengeAges[3]); the OnlyFans fine concerned a reported 23 that was
 * really 20–21 (challengeAges[4]), so less than 5 is not defensible there either.
 */
export const DEFAULT_CHALLENGE_AGE_BUFFER = 5;

/**
 * Jurisdictions where the data gives a stricter buffer. Scotland makes "Challenge 25" (18 + 7) a
 * statutory licence condition (Alcohol etc. (Scotland) Act 2010 s.6; challengeAges[0], GB-SCT
 * note). A bare `GB` may be Scotland, so it takes the stricter value too; GB-ENG, GB-WLS and
 * GB-NIR, where Challenge 25 is voluntary, keep the default.
 */
const STRICTER_BUFFERS: ReadonlyMap<string, number> = new Map([
  ['GB', 7],
  ['GB-SCT', 7],
]);

/** Upper bound of an age in the wire protocol (perform-request.ts). */
const MAX_AGE = 120;

/** The challenge-age buffer, in years, that facial estimation uses in `jurisdiction`. */
export function challengeAgeBuffer(jurisdiction: ResolvedJurisdiction): number {
  return STRICTER_BUFFERS.get(jurisdiction.code) ?? DEFAULT_CHALLENGE_AGE_BUFFER;
}

/**
 * Facial estimation bounds when the request sets none: pass only at `threshold + buffer`, fail
 * under `threshold`, and send everyone in between to another method. Facial estimation always
 * gets a buffer: every regime that accepts it does so on that condition (UK_OFCOM_HEAA, DE_KJM).
 *
 * @example src/service/methods/facial-age-estimation/verify.ts
 * ```ts
 * const bounds = session.facialAgeEstimation ?? defaultFacialEstimationBounds(jurisdiction, threshold);
 * ```
 */
export function defaultFacialEstimationBounds(
  jurisdiction: ResolvedJurisdiction,
  threshold: number,
): FacialEstimationBounds {
  if (!Number.isInteger(threshold) || threshold < 1 || threshold > MAX_AGE) {
    throw new RangeError(`threshold must be an integer from 1 to ${MAX_AGE}, got ${threshold}`);
  }
  return {
    passIfOver: Math.min(threshold + challengeAgeBuffer(jurisdiction), MAX_AGE),
    failIfUnder: threshold,
  };
}
