import { readCookie, serializeCookie, type GateCookieNames } from './cookies';
import { signGateToken, TOKEN_AUDIENCE, verifyGateToken, type GateTokenKeys } from './gate-token';

/*
 * The proxy's revocation bound. The verified cookie (30 days) proves a verification; the proxy
 * has no store to ask whether the service revoked it since, so it also wants this short-lived
 * "fresh" cookie, which the gate's handlers set only after they looked the verification up in
 * the store. When it is missing or stale, the proxy sends the browser through the `refresh`
 * route (store lookup, new fresh cookie, back). A revocation therefore closes the proxy at the
 * latest one `revocationCheckInterval` after it reached the store; the guard closes at once.
 * Web APIs only: the proxy runs it.
 */

/** A `Set-Cookie` for a fresh cookie naming `verificationId`, valid `ttlSeconds`. */
export async function freshCookie(
  keys: GateTokenKeys,
  names: GateCookieNames,
  verificationId: string,
  ttlSeconds: number,
  nowMs: number,
): Promise<string> {
  const token = await signGateToken(
    keys,
    TOKEN_AUDIENCE.fresh,
    { verificationId },
    ttlSeconds,
    nowMs,
  );
  return serializeCookie(names.fresh, token, { maxAge: ttlSeconds, secure: names.secure });
}

/** True when the request carries an unexpired fresh cookie for `verificationId`. */
export async function hasFreshCookie(
  keys: GateTokenKeys,
  request: Request,
  names: GateCookieNames,
  verificationId: string,
  nowMs: number,
): Promise<boolean> {
  const token = readCookie(request.headers.get('cookie'), names.fresh);
  if (!token) return false;
  const result = await verifyGateToken(keys, TOKEN_AUDIENCE.fresh, token, nowMs);
  return result.ok && result.payload.verificationId === verificationId;
}
