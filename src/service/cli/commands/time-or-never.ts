/** An epoch-milliseconds time as ISO 8601, or "never" for a time that has not happened. */
export function timeOrNever(ms: number | null): string {
  return ms === null ? 'never' : new Date(ms).toISOString();
}
