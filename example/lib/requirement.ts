import type { AgeRequirement } from 'ofage/proxy';

/**
 * What the gate asks for, shared by `proxy.ts` and `lib/age-gate.ts` so both decide alike.
 * Spirits in California: 21, above the age of majority, so a numeric minimum age rather than
 * `{ ageCategory: 'ADULT' }` (18 there).
 */
export const requirement = {
  jurisdiction: 'US-CA',
  criteria: { age: 21 },
} satisfies AgeRequirement;

/** The age-restricted department, gated by the proxy (and re-checked by the guard). */
export const PROTECTED_PATHS = ['/spirits'];
