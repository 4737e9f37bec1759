import { accountTag } from './account-tag';
import type { AgeGate } from './create-age-gate';

/** The JWT claim that carries the signed verification in a next-auth token. */
export const NEXT_AUTH_CLAIM = 'ofageVerification';

/** A next-auth JWT, loosely: any record of claims. */
export type TokenLike = Record<string, unknown>;

export interface SyncAgeVerificationOptions {
  /**
   * The verified token you saved for this user earlier (e.g. in your database from
   * `token.ofageVerification`), so a user verified on one device is verified on the others.
   * Only a token bound to this user counts.
   */
  stored?: string | null;
  /** The request, in route handlers that have one; otherwise read from `next/headers`. */
  request?: Request;
  /**
   * The signed-in person confirmed that this browser's verification, made while signed out, is
   * theirs (e.g. a button on their account page that calls next-auth's `update()`): bind it to
   * this account, and this browser's verified cookie with it (`ageGate.adoptBrowserVerification`).
   * A verification already bound to another account is never taken over, once bound it stays
   * this account's, and one made before the gate's store began keeping is not adopted.
   */
  adoptBrowserVerification?: boolean;
}

/**
 * For the next-auth v4 `jwt` callback: puts the signed-in account's confirmed verification into
 * the session JWT (claim `ofageVerification`), so the proxy and guard accept it on every device
 * the account signs in on (with `nextAuthTokenSource()`).
 *
 * A verification belongs to the account that was signed in, in that browser, when it was
 * started and confirmed (the gate's `accountId`, by default next-auth's `sub`), or to the account
 * whose owner confirmed it (`adoptBrowserVerification`). Only such a token is carried: this
 * browser's verified cookie, your stored copy, or the token's current value — each re-verified
 * here (signature, expiry, revocation, account). A verification made signed out or under another
 * account never enters this account's JWT, and data a client sends with `update()` never
 * becomes a verification.
 *
 * @example app/api/auth/[...nextauth]/route.ts
 * ```ts
 * callbacks: {
 *   async jwt({ token, trigger, session }) {
 *     const stored = await db.user.ageVerification(token.sub);
 *     const next = await syncAgeVerification(token, ageGate, {
 *       stored,
 *       adoptBrowserVerification: trigger === 'update' && session?.adoptAgeVerification === true,
 *     });
 *     if (next.ofageVerification !== stored) await db.user.saveAgeVerification(token.sub, next.ofageVerification);
 *     return next;
 *   },
 * },
 * ```
 */
export async function syncAgeVerification<T extends TokenLike>(
  token: T,
  ageGate: Pick<AgeGate, 'getAgeVerification' | 'verifyToken' | 'adoptBrowserVerification'>,
  options: SyncAgeVerificationOptions = {},
): Promise<T & { [NEXT_AUTH_CLAIM]?: string }> {
  const next: Record<string, unknown> = { ...token };
  delete next[NEXT_AUTH_CLAIM];
  const accountId = typeof token.sub === 'string' && token.sub ? token.sub : undefined;
  if (!accountId) return next as T & { [NEXT_AUTH_CLAIM]?: string };
  const account = await accountTag(accountId);

  const candidates: unknown[] = [];
  const browser = await ageGate.getAgeVerification(options.request);
  if (browser.verified) {
    if (browser.claims.account === undefined && options.adoptBrowserVerification) {
      // Also rebinds this browser's cookie, so the next account signed in here cannot adopt it.
      const adoption = await ageGate.adoptBrowserVerification(accountId, options.request);
      if (adoption.adopted) candidates.push(adoption.token);
    } else {
      candidates.push(browser.token);
    }
  }
  candidates.push(token[NEXT_AUTH_CLAIM], options.stored);

  // Keep this account's candidate that stays valid the longest.
  let best: { token: string; exp: number } | undefined;
  for (const candidate of candidates) {
    if (typeof candidate !== 'string' || candidate.length === 0) continue;
    const result = await ageGate.verifyToken(candidate);
    if (!result.valid || result.claims.account !== account) continue;
    if (!best || result.claims.exp > best.exp) best = { token: candidate, exp: result.claims.exp };
  }
  if (best) next[NEXT_AUTH_CLAIM] = best.token;
  return next as T & { [NEXT_AUTH_CLAIM]?: string };
}
