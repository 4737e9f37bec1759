import { VERIFICATION_METHODS, type VerificationMethod } from '../../protocol/verification-result';
import { deepFreeze } from './deep-freeze';
import type { MethodStatus } from './policy-data-schema';
import { mostRestrictiveStatus } from './most-restrictive-status';
import { policyTables } from './policy-data';
import type { ResolvedJurisdiction } from './resolve-jurisdiction';

/** One regime's ruling on one method, as the data states it. */
export interface RegimeRuling {
  /** Stable id of the rule: `<regime>/<method>` (`US_TX_HB1181/facial-age-estimation`). */
  readonly ruleId: string;
  readonly regime: string;
  readonly regimeName: string;
  readonly status: MethodStatus;
  readonly note?: string;
  /** The ruling's own citation where the data gives one, else the regime's sources. */
  readonly sources: readonly string[];
}

/** Whether, and on what terms, a jurisdiction's regimes let a method be offered. */
export interface MethodRule {
  readonly method: VerificationMethod;
  /** The most restrictive status of the applicable regimes; `not-specified` where none applies. */
  readonly status: MethodStatus;
  /** False only when a regime calls the method `not-sufficient`. */
  readonly allowed: boolean;
  /** A regime attaches conditions (`accepted-with-conditions`) or forbids sole use. */
  readonly conditional: boolean;
  /** `prohibited-as-sole-method`: offer it only next to a reasonable alternative (AU s.63DB). */
  readonly soleMethodProhibited: boolean;
  /**
   * Facial estimation only: it always needs a challenge age above the threshold, whatever the
   * regimes say (see defaultFacialEstimationBounds).
   */
  readonly requiresChallengeAge: boolean;
  /** Notes of the regimes that set `status`, or the jurisdiction's note when no regime applies. */
  readonly notes: readonly string[];
  /** Every applicable regime's own ruling. */
  readonly basis: readonly RegimeRuling[];
  /** The first ruling that calls the method `not-sufficient`, when one does. */
  readonly excludedBy?: RegimeRuling;
}

function ruleFor(
  method: VerificationMethod,
  regimes: readonly string[],
  methodsNote?: string,
): MethodRule {
  const basis: RegimeRuling[] = [];
  for (const id of regimes) {
    const regime = policyTables.regimes.get(id);
    // The schema guarantees every country's regime ids exist; skip defensively all the same.
    if (regime === undefined) continue;
    const ruling = regime.methods[method];
    basis.push({
      ruleId: `${id}/${method}`,
      regime: id,
      regimeName: regime.name,
      status: ruling.status,
      ...(ruling.note === undefined ? {} : { note: ruling.note }),
      sources: ruling.sources ?? regime.sources,
    });
  }
  const status = mostRestrictiveStatus(basis.map((r) => r.status));
  const excludedBy = basis.find((r) => r.status === 'not-sufficient');
  const notes =
    basis.length === 0
      ? methodsNote === undefined
        ? []
        : [methodsNote]
      : basis
          .filter((r) => r.status === status && r.note !== undefined)
          .map((r) => `${r.regime}: ${r.note}`);
  return deepFreeze({
    method,
    status,
    allowed: status !== 'not-sufficient',
    conditional: status === 'accepted-with-conditions' || status === 'prohibited-as-sole-method',
    soleMethodProhibited: status === 'prohibited-as-sole-method',
    requiresChallengeAge: method === 'facial-age-estimation',
    notes,
    basis,
    ...(excludedBy === undefined ? {} : { excludedBy }),
  });
}

// Rules depend only on the regime set, and there are few distinct sets; compute each once.
const cache = new Map<string, readonly MethodRule[]>();

/**
 * For each of the six methods, whether the regimes of `jurisdiction` accept it, in the spec's
 * method order. Statuses of all applicable regimes are combined and the most restrictive wins:
 * `not-sufficient` excludes the method; `accepted-with-conditions` and `prohibited-as-sole-method`
 * allow it with a flag and the regime's note; `not-specified` allows it. There is no
 * self-declaration method: every regime in the data rejects it. Rules on the set of methods
 * (AU sole-method, ARCOM double anonymity) are applied by `offeredMethods`.
 *
 * @example src/service/console/jurisdiction-page.tsx
 * ```tsx
 * acceptedMethods(jurisdiction).map((rule) => <MethodRow key={rule.method} rule={rule} />)
 * ```
 */
export function acceptedMethods(jurisdiction: ResolvedJurisdiction): readonly MethodRule[] {
  const key = `${jurisdiction.regimes.join(',')}|${jurisdiction.methodsNote ?? ''}`;
  let rules = cache.get(key);
  if (rules === undefined) {
    rules = deepFreeze(
      VERIFICATION_METHODS.map((m) => ruleFor(m, jurisdiction.regimes, jurisdiction.methodsNote)),
    );
    cache.set(key, rules);
  }
  return rules;
}
