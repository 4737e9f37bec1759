import type { MethodExclusion } from './offered-methods';

/**
 * One exclusion as a sentence for an error message or the console: the rule id, the regime, the
 * rule and its first citation, e.g. `rule US_TX_HB1181/facial-age-estimation (Texas HB 1181 …):
 * … (source: https://…)`.
 */
export function describeExclusion(exclusion: MethodExclusion): string {
  const source = exclusion.sources[0];
  return `rule ${exclusion.ruleId} (${exclusion.regimeName}): ${exclusion.reason}${source === undefined ? '' : ` (source: ${source})`}`;
}
