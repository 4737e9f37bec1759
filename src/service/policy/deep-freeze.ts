/**
 * Freezes `value` and everything reachable from it. Policy objects are shared between all
 * verifications; freezing them means one caller's mutation cannot change another's policy.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
