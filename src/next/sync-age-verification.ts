import type { AgeGate } from './create-age-gate';

/** The JWT claim that carries the signed verification in a next-auth token. */
export const NEXT_AUTH_CLAIM = 'ofageVerification';

/** A next-auth JWT, loosely: any record of claims. */
export type TokenLike = Record<string, unknown>;

export interface SyncAgeVerificationOptions {
  /**
   * The verified token you saved for this user earlier (e.g. in your database from
   * `token.ofageVerification`), so a user verified on one device is verified on the others.
   */
  stored?: string | null;
  /** The request, in route handlers that have one; otherwise read from `next/headers`. */
  request?: Request;
}

/**
 * For the next-auth v4 `jwt` callback: puts this browser's confirmed verification into the
 * session JWT (claim `ofageVerification`), so the proxy and guard accept it on every device the
 * user signs in on (with `nextAuthTokenSource()`).
 *
 * The value is the gate's own signed token, taken from the server-side record — this browser's
 * verified cookie (set only after get-status or a signed webhook), your stored copy, or the
 * token's current value — and re-verified here. It never comes from client `update()` data, and
 * even a callback that merges such data in cannot forge it: the guard checks the signature.
 *
 * @example app/api/auth/[...nextauth]/route.ts
 * ```ts
 * callbacks: {
 *   async jwt({ token }) {
 *     const stored = await db.user.ageVerification(token.sub);
 *     const next = await syncAgeVerification(token, ageGate, { stored });
 *     if (next.ofageVerification !== stored) await db.user.saveAgeVerification(token.sub, next.ofageVerification);
 *     return next;
 *   },
 * },
 * ```
 */
export async function syncAgeVerification<T extends TokenLike>(
  token: T,
  ageGate: Pick<AgeGate, 'getAgeVerification' | 'verifyToken'>,
  options: SyncAgeVerificationOptions = {},
): Promise<T & { [NEXT_AUTH_CLAIM]?: string }> {
  const candidates: unknown[] = [];
  const browser = await ageGate.getAgeVerification(options.request);
  if (browser.verified) candidates.push(browser.token);
  candidates.push(token[NEXT_AUTH_CLAIM], options.stored);

  // Keep the candidate that stays valid the longest.
  let best: { token: string; exp: number } | undefined;
  for (const candidate of candidates) {
    if (typeof candidate !== 'string' || candidate.length === 0) continue;
    const result = await ageGate.verifyToken(candidate);
    if (result.valid && (!best || result.claims.exp > best.exp)) {
      best = { token: candidate, exp: result.claims.exp };
    }
  }
  const next: Record<string, unknown> = { ...token };
  if (best) next[NEXT_AUTH_CLAIM] = best.token;
  else delete next[NEXT_AUTH_CLAIM];
  return next as T & { [NEXT_AUTH_CLAIM]?: string };
}
