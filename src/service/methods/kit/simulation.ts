import type { Evidence } from '../../verifications/decide';
import type { SimulatedOutcome, WalletKind } from './widget-types';

/** Ages behind the named test-mode outcomes (the labels in the widget say the same). */
export const OUTCOME_AGES = { adult: 30, teen: 16, child: 10 } as const;

/** What a simulated attempt stands for, in a method-neutral form. */
export interface Simulation {
  /** The person's age; `null` when the method found no age signal. */
  age: number | null;
  fraudulent: boolean;
  /** The verification's threshold: threshold methods ask for `age_over_<threshold>`. */
  threshold: number;
  /** Epoch milliseconds, for a simulated date of birth. */
  now: number;
  walletKind?: WalletKind;
}

/** A method's server part for test mode: the evidence its real check would have produced. */
export type Simulator = (simulation: Simulation) => Evidence;

export function simulationFor(
  outcome: SimulatedOutcome,
  customAge: number | undefined,
): Pick<Simulation, 'age' | 'fraudulent'> {
  switch (outcome) {
    case 'adult':
    case 'teen':
    case 'child':
      return { age: OUTCOME_AGES[outcome], fraudulent: false };
    case 'custom':
      return { age: customAge ?? null, fraudulent: false };
    case 'inconclusive':
      return { age: null, fraudulent: false };
    case 'fraudulent':
      return { age: null, fraudulent: true };
  }
}

/**
 * Evidence of an `age_over_N` attribute (age key, wallet, bank): the method asks for
 * N = `over`; a holder below N gets no age signal from it, not a proof of being under
 * (DESIGN.md: a threshold method reports `low = N`, `high = 100`).
 */
export function overEvidence(
  method: Evidence['method'],
  simulation: Simulation,
  over: number,
  assurance: Evidence['assurance'],
): Evidence {
  if (simulation.fraudulent) return { method, kind: 'none', assurance, fraudulent: true };
  if (simulation.age === null || simulation.age < over) return { method, kind: 'none', assurance };
  return { method, kind: 'threshold', ageLow: over, ageHigh: 100, assurance };
}
