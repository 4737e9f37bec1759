import type { ResultAgeCategory, VerificationMethod } from '../protocol/verification-result';
import { accountTag } from './account-tag';
import { gateCookieNames, serializeCookie } from './cookies';
import { createGateTokenKeys, signGateToken, TOKEN_AUDIENCE } from './gate-token';
import type { AgeCriteria } from './requirement';
import { defaultEnv, parseSecrets } from './secrets';

export interface MintVerifiedCookieOptions {
  /** The app's cookie secret (a test one); default env `OFAGE_SECRET`. */
  secret?: string;
  /** The app's URL; decides the cookie name (`__Host-` outside localhost). */
  url?: string;
  jurisdiction: string;
  criteria: AgeCriteria;
  ageCategory?: ResultAgeCategory;
  ageLow?: number;
  method?: VerificationMethod;
  verificationId?: string;
  /** The merchant account it is bound to (as if verified while signed in), for next-auth tests. */
  accountId?: string;
  /** Seconds; default 1 hour. Negative values mint an expired cookie. */
  maxAge?: number;
  /** Clock in milliseconds. */
  now?: () => number;
}

export interface MintedCookie {
  name: string;
  value: string;
  /**
   * `name=value` of the verified cookie and of its fresh cookie (the proxy's revocation check,
   * valid as long as the verified one here), for a `Cookie` request header.
   */
  cookieHeader: string;
  /** A full `Set-Cookie` value of the verified cookie. */
  setCookie: string;
  /** `Set-Cookie` values of both cookies, for a browser (e.g. Playwright's `addCookies`). */
  setCookies: string[];
}

/**
 * Mints a verified cookie, exactly as the confirm handler would, for a merchant's own tests of
 * gated pages — without the service. Never use a production secret with it. Mint it after the
 * app started: a cookie older than the gate's store is confirmed with the service, which does
 * not know a minted id.
 *
 * @example test/checkout.test.ts
 * ```ts
 * const cookie = await mintVerifiedCookie({ secret: TEST_SECRET, jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' } });
 * const response = await fetch('http://localhost:3000/checkout', { headers: { cookie: cookie.cookieHeader } });
 * ```
 */
export async function mintVerifiedCookie(
  options: MintVerifiedCookieOptions,
): Promise<MintedCookie> {
  const secrets = parseSecrets(
    options.secret ?? defaultEnv().OFAGE_SECRET,
    'secret',
    'OFAGE_SECRET',
  );
  const maxAge = options.maxAge ?? 3600;
  const criteria = options.criteria;
  const keys = createGateTokenKeys(secrets);
  const verificationId = options.verificationId ?? crypto.randomUUID();
  const now = (options.now ?? Date.now)();
  const value = await signGateToken(
    keys,
    TOKEN_AUDIENCE.verified,
    {
      verificationId,
      jurisdiction: options.jurisdiction.toUpperCase(),
      criteria,
      ageCategory:
        options.ageCategory ??
        ('ageCategory' in criteria && criteria.ageCategory === 'DIGITAL_YOUTH_OR_ADULT'
          ? 'digital-youth'
          : 'adult'),
      ageLow: options.ageLow ?? ('age' in criteria ? criteria.age : 18),
      method: options.method ?? 'id-document',
      ...(options.accountId ? { acct: await accountTag(options.accountId) } : {}),
    },
    maxAge,
    now,
  );
  const names = gateCookieNames(options.url ?? 'http://localhost:3000');
  const fresh = await signGateToken(keys, TOKEN_AUDIENCE.fresh, { verificationId }, maxAge, now);
  const setCookie = serializeCookie(names.verified, value, {
    maxAge: Math.max(0, maxAge),
    secure: names.secure,
  });
  return {
    name: names.verified,
    value,
    cookieHeader: `${names.verified}=${value}; ${names.fresh}=${fresh}`,
    setCookie,
    setCookies: [
      setCookie,
      serializeCookie(names.fresh, fresh, { maxAge: Math.max(0, maxAge), secure: names.secure }),
    ],
  };
}
