import { METHOD_STATUSES, type MethodStatus } from './policy-data-schema';

/**
 * The most restrictive of several regimes' statuses for one method, in the order
 * accepted < not-specified < accepted-with-conditions < prohibited-as-sole-method < not-sufficient
 * (jurisdictions.json meta.methodStatus). Where several regimes apply, a method must satisfy each
 * of them, so the strictest decides. No regime at all is `not-specified`.
 */
export function mostRestrictiveStatus(statuses: Iterable<MethodStatus>): MethodStatus {
  const strictest = METHOD_STATUSES.length - 1;
  let rank = -1;
  for (const status of statuses) {
    const r = METHOD_STATUSES.indexOf(status);
    // A status outside the vocabulary can only come from bad data: fail closed.
    rank = Math.max(rank, r === -1 ? strictest : r);
  }
  return rank === -1 ? 'not-specified' : (METHOD_STATUSES[rank] ?? 'not-sufficient');
}
