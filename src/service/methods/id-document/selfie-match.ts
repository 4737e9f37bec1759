/**
 * The comparison rule of the selfie match: two faceres descriptors (`face.describe` of the selfie,
 * `face.portrait` of the document) are the same person when their similarity reaches
 * SELFIE_MATCH_MIN_SIMILARITY.
 *
 * Similarity is `@vladmandic/human`'s own normalisation (`human.match.similarity` with its
 * defaults: Euclidean distance × 25, inverted and mapped from 0.2–0.8 onto 0–1), computed here so
 * the API thread need not load the library.
 */
export function faceSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || a.length !== b.length) return 0;
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - b[i]!) ** 2;
  const distance = Math.round(100 * 25 * sum) / 100;
  if (distance === 0) return 1;
  const normalised = (1 - Math.sqrt(distance) / 100 - 0.2) / (0.8 - 0.2);
  return Math.round(100 * Math.max(0, Math.min(1, normalised))) / 100;
}

/**
 * A selfie is the document holder's when its similarity to the portrait reaches 0.7.
 *
 * Human calibrates its normalisation so that "similarity above 0.5 can be considered a match"
 * (its `match.ts`), and its FaceID demo uses 0.5. Measured, that bar is too low for this job:
 * `npm run bench id-front` prints the faces of Human's packaged gallery as ID photos (25 × 32 mm
 * at 300 dpi, downscaled, blurred, JPEG q70) and compares them with live frames — 684 of 1,560
 * different-person pairs (44 %) reach 0.5, 52 (3 %) reach 0.7; of the 40 same-face pairs none
 * falls below 0.5 and 2 below 0.7 (the lowest 0.66). Live frame against live frame, 27 % of
 * different people reach 0.5. Those faces are ~100 px thumbnails, so the figures are rough, but
 * they say a parent's licence would pass for a teenager half the time at 0.5. At 0.7 some
 * genuine holders are asked to try again (a mismatch is an attempt, not fraud: see
 * SELFIE_CLEAR_MISMATCH_BELOW); our own fixtures score 0.94–1.0 for the same face.
 */
export const SELFIE_MATCH_MIN_SIMILARITY = 0.7;

/**
 * Below this the selfie is clearly someone else (different people's fixtures score 0.17–0.19);
 * only such clear mismatches count towards fraud. Between this and the match bar the selfie is
 * not a pass but no evidence of another person either: a failed attempt, never fraud, so a
 * genuine holder with an old photo is not flagged for trying twice.
 */
export const SELFIE_CLEAR_MISMATCH_BELOW = 0.5;

/** The second clear mismatch in one verification ends it as fraud (someone else's document). */
export const MISMATCHES_FOR_FRAUD = 2;

/**
 * What a selfie's similarity to the portrait (null: no face could be described) means: `match`
 * records the document's evidence, `retry` is a failed attempt and nothing more, `mismatch` is a
 * failed attempt and a fraud signal.
 */
export function selfieOutcome(similarity: number | null): 'match' | 'retry' | 'mismatch' {
  if (similarity === null) return 'retry';
  if (similarity >= SELFIE_MATCH_MIN_SIMILARITY) return 'match';
  return similarity < SELFIE_CLEAR_MISMATCH_BELOW ? 'mismatch' : 'retry';
}

export function selfieMatches(selfie: readonly number[], portrait: readonly number[]): boolean {
  return faceSimilarity(selfie, portrait) >= SELFIE_MATCH_MIN_SIMILARITY;
}
