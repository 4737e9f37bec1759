import { decodeJwt } from 'jose';
import { accountTag } from './account-tag';
import type { AgeVerificationDenial, AgeVerificationResult } from './check-age-verification';
import { gateCookieNames, serializeCookie } from './cookies';
import { signGateToken, TOKEN_AUDIENCE } from './gate-token';
import { claimForAccount, type HandlerContext } from './handlers/handler-context';
import { requestFromHeaders } from './request-from-headers';
import { requestOrigin } from './request-origin';
import { storeSince } from './store-since';
import type { AgeVerificationClaims } from './verification-claims';

/**
 * Why a verification was not adopted: the browser's own denial (`missing`, `revoked`, …),
 * `other-account` (it belongs to another account, by its cookie or by the store's record), or
 * `older-than-store` (made before the store began keeping: an adoption then may be forgotten, so
 * none is made now; the customer verifies again while signed in).
 */
export type AdoptionRefusal = AgeVerificationDenial | 'other-account' | 'older-than-store';

export type AdoptionResult =
  | {
      adopted: true;
      /** The verified token bound to the account, for the session (next-auth's JWT). */
      token: string;
      /** The browser's verified cookie, now bound to the account: set it where you can. */
      setCookie: string;
      /**
       * Whether it was set already (in a route handler or server action, through Next); false
       * also when nothing changed (the verification was this account's already).
       */
      cookieSet: boolean;
    }
  | { adopted: false; reason: AdoptionRefusal };

/** Next's request APIs, injectable so adoption can be tested without a Next server. */
export interface AccountBindingDeps {
  headers: () => Promise<Headers>;
  /** Sets a cookie on the response where Next allows it; false where it does not (a page). */
  setCookie: (name: string, value: string, maxAge: number, secure: boolean) => Promise<boolean>;
}

type Verify = (
  token: string,
) => Promise<
  { valid: true; claims: AgeVerificationClaims } | { valid: false; reason: AgeVerificationDenial }
>;

/**
 * A verification joins at most one account, for good. Binding writes the account into the token
 * (a digest, `acct`) and records it in the store; adoption — the signed-in owner saying that this
 * browser's verification, made signed out, is theirs — also rewrites the browser's verified
 * cookie bound to the account. So neither a later account in that browser nor a store that
 * forgot (a restart of the default memory store) can take it: the browser's cookie says whose it
 * is, and an unbound copy older than the store is refused (`older-than-store`).
 */
export function createAccountBinding(
  ctx: HandlerContext,
  gate: {
    verifyToken: Verify;
    getAgeVerification: (request?: Request) => Promise<AgeVerificationResult>;
  },
  deps: AccountBindingDeps,
) {
  async function bind(
    token: string,
    accountId: string,
  ): Promise<
    { bound: true; token: string; changed: boolean } | { bound: false; reason: AdoptionRefusal }
  > {
    const verified = await gate.verifyToken(token);
    if (!verified.valid) return { bound: false, reason: verified.reason };
    const account = await accountTag(accountId);
    const { claims } = verified;
    if (claims.account !== undefined) {
      return claims.account === account
        ? { bound: true, token, changed: false }
        : { bound: false, reason: 'other-account' };
    }
    if (claims.iat * 1000 < (await storeSince(ctx.config.store, ctx.config.now))) {
      return { bound: false, reason: 'older-than-store' };
    }
    if (!(await claimForAccount(ctx, claims.verificationId, account))) {
      return { bound: false, reason: 'other-account' };
    }
    const now = ctx.config.now();
    const payload = decodeJwt(token);
    delete payload.iat;
    delete payload.exp;
    delete payload.iss;
    delete payload.aud;
    const bound = await signGateToken(
      ctx.keys,
      TOKEN_AUDIENCE.verified,
      { ...payload, acct: account },
      claims.exp - Math.floor(now / 1000),
      now,
    );
    return { bound: true, token: bound, changed: true };
  }

  return {
    async bindToAccount(token: string, accountId: string): Promise<string | undefined> {
      const result = await bind(token, accountId);
      return result.bound ? result.token : undefined;
    },

    async adoptBrowserVerification(accountId: string, request?: Request): Promise<AdoptionResult> {
      const browser = await gate.getAgeVerification(request);
      if (!browser.verified) return { adopted: false, reason: browser.reason };
      const result = await bind(browser.token, accountId);
      if (!result.bound) return { adopted: false, reason: result.reason };
      const names = gateCookieNames(
        requestOrigin(request ?? requestFromHeaders(await deps.headers())),
      );
      const maxAge = browser.claims.exp - Math.floor(ctx.config.now() / 1000);
      return {
        adopted: true,
        token: result.token,
        setCookie: serializeCookie(names.verified, result.token, { maxAge, secure: names.secure }),
        cookieSet:
          result.changed &&
          (await deps.setCookie(names.verified, result.token, maxAge, names.secure)),
      };
    },
  };
}
