import { decodeJwt } from 'jose';
import { getToken } from 'next-auth/jwt';
import { accountTag } from './account-tag';
import type { TokenSource } from './check-age-verification';
import { NEXT_AUTH_CLAIM } from './sync-age-verification';

export interface NextAuthTokenSourceOptions {
  /** next-auth's secret; default env `NEXTAUTH_SECRET`, then `AUTH_SECRET` (as next-auth). */
  secret?: string;
  /** next-auth's session cookie name, when you changed it. */
  cookieName?: string;
  /** Whether next-auth uses `__Secure-` cookies; next-auth's default follows `NEXTAUTH_URL`. */
  secureCookie?: boolean;
}

/**
 * A {@link TokenSource} that reads the verification `syncAgeVerification` put into the
 * signed-in user's next-auth JWT — only one bound to that JWT's account (`sub`). Pass it as
 * `tokenSource` to `createAgeGate` (the guard and `ageGate.proxyOptions` then honour it); the
 * gate also takes the signed-in account from it (`accountId`), to bind new verifications. The
 * proxy decrypts the next-auth cookie only when the browser has no valid verified cookie of its
 * own.
 *
 * @example lib/age-gate.ts
 * ```ts
 * import { nextAuthTokenSource } from 'ofage/next-auth';
 *
 * export const ageGate = createAgeGate({ ..., tokenSource: nextAuthTokenSource() });
 * ```
 */
export function nextAuthTokenSource(options: NextAuthTokenSourceOptions = {}): TokenSource {
  const readToken = async (request: Request) => {
    const cookies: Record<string, string> = {};
    for (const part of (request.headers.get('cookie') ?? '').split(';')) {
      const eq = part.indexOf('=');
      if (eq > 0) cookies[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
    }
    return getToken({
      // next-auth v4 reads `cookies` as a record and `headers` for a Bearer fallback.
      req: { headers: request.headers, cookies } as unknown as Parameters<
        typeof getToken
      >[0]['req'],
      ...(options.secret ? { secret: options.secret } : {}),
      ...(options.cookieName ? { cookieName: options.cookieName } : {}),
      ...(options.secureCookie !== undefined ? { secureCookie: options.secureCookie } : {}),
      logger: { error() {}, warn() {}, debug() {} } as never,
    });
  };
  const source: TokenSource = async (request) => {
    const token = await readToken(request);
    const value = token?.[NEXT_AUTH_CLAIM];
    if (typeof value !== 'string' || typeof token?.sub !== 'string') return undefined;
    // Only a verification bound to the JWT's own account (the gate checks the signature).
    try {
      const account = (decodeJwt(value) as { acct?: unknown }).acct;
      return account === (await accountTag(token.sub)) ? value : undefined;
    } catch {
      return undefined;
    }
  };
  source.accountId = async (request) => {
    const sub = (await readToken(request))?.sub;
    return typeof sub === 'string' && sub ? sub : undefined;
  };
  return source;
}
