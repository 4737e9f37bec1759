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

/**
 * The lottery aisle: California sells scratchers from 18, the age of majority there. Its own
 * gate (below) asks for `ADULT`, so the widget offers methods that prove 18+ only, such as a
 * credit card, which the spirits gate (21) leaves out. A proof for the spirits cellar opens the
 * aisle too; an 18+ proof never opens the cellar.
 */
export const adultRequirement = {
  jurisdiction: 'US-CA',
  criteria: { ageCategory: 'ADULT' },
} satisfies AgeRequirement;

export const ADULT_PATHS = ['/scratchers'];

/** Where the aisle's gate is mounted: its own route file and gate page. */
export const ADULT_GATE = { basePath: '/api/adult-gate', gatePath: '/adult-gate' };
