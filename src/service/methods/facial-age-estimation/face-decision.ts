import type { FacialEstimationBounds } from '../../policy/facial-estimation-bounds';
import type { Evidence } from '../../verifications/decide';
import { median } from './liveness';

/**
 * Half-width of the reported age band, years. The result says "about this old", never the raw
 * estimate; ±2 is below the mean absolute error of any published estimator (2–3 years for adults),
 * so the band claims no more precision than the model has.
 */
export const AGE_BAND_HALF_WIDTH = 2;

export type FaceOutcome = 'pass' | 'fail' | 'inconclusive';

/**
 * The decision on one attempt's estimates: the median over the usable frames;
 * at or over `passIfOver` passes, under `failIfUnder` fails, in between is inconclusive.
 */
export function decideFaceEstimate(
  estimates: readonly number[],
  bounds: FacialEstimationBounds,
): { outcome: FaceOutcome; median: number } {
  if (estimates.length === 0) throw new RangeError('no estimates to decide on');
  const m = median([...estimates]);
  const outcome =
    m >= bounds.passIfOver ? 'pass' : m < bounds.failIfUnder ? 'fail' : 'inconclusive';
  return { outcome, median: m };
}

/**
 * The evidence for the pipeline (`recordEvidence` → `decide`), with the age as a band around the
 * median, clipped to the side of the bound the estimate fell on, so that `decide` reaches the same
 * outcome: a pass's band starts at `passIfOver` or above, a fail's ends under `failIfUnder`.
 */
export function faceEvidence(
  estimates: readonly number[],
  bounds: FacialEstimationBounds,
): { evidence: Evidence; outcome: FaceOutcome } {
  const { outcome, median: m } = decideFaceEstimate(estimates, bounds);
  const method = 'facial-age-estimation';
  const centre = Math.round(m);
  if (outcome === 'pass') {
    const low = Math.max(bounds.passIfOver, centre - AGE_BAND_HALF_WIDTH);
    const high = Math.max(low, centre + AGE_BAND_HALF_WIDTH);
    return {
      outcome,
      evidence: { method, kind: 'estimate', ageLow: low, ageHigh: high, assurance: 'substantial' },
    };
  }
  if (outcome === 'fail') {
    const high = Math.min(bounds.failIfUnder - 1, centre + AGE_BAND_HALF_WIDTH);
    const low = Math.max(0, Math.min(high, centre - AGE_BAND_HALF_WIDTH));
    return {
      outcome,
      evidence: { method, kind: 'estimate', ageLow: low, ageHigh: high, assurance: 'substantial' },
    };
  }
  return { outcome, evidence: { method, kind: 'none', assurance: 'substantial' } };
}
