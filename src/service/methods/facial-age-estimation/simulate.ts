import type { Simulator } from '../kit/simulation';

/** Half-width of the simulated estimate's range, in years. */
export const ESTIMATE_SPREAD = 1;

/** An estimate is a range around the apparent age; the decision applies passIfOver/failIfUnder. */
export const simulateFacialAgeEstimation: Simulator = (s) => {
  const method = 'facial-age-estimation';
  if (s.fraudulent) return { method, kind: 'none', assurance: 'substantial', fraudulent: true };
  if (s.age === null) return { method, kind: 'none', assurance: 'substantial' };
  return {
    method,
    kind: 'estimate',
    ageLow: Math.max(0, s.age - ESTIMATE_SPREAD),
    ageHigh: s.age + ESTIMATE_SPREAD,
    assurance: 'substantial',
  };
};
