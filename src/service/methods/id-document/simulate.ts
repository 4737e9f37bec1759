import type { Simulator } from '../kit/simulation';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A document proves a date of birth, hence an exact age. */
export const simulateIdDocument: Simulator = (s) => {
  const method = 'id-document';
  if (s.fraudulent) return { method, kind: 'none', assurance: 'high', fraudulent: true };
  if (s.age === null) return { method, kind: 'none', assurance: 'high' };
  return {
    method,
    kind: 'exact',
    ageLow: s.age,
    ageHigh: s.age,
    assurance: 'high',
    dob: simulatedDateOfBirth(s.age, s.now),
  };
};

/** A birthday about half a year ago, so the age is `age` all through the simulated day. */
function simulatedDateOfBirth(age: number, now: number): string {
  const d = new Date(now - 180 * DAY_MS);
  d.setUTCFullYear(d.getUTCFullYear() - age);
  return d.toISOString().slice(0, 10);
}
