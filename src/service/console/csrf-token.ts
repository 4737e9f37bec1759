import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The CSRF token of a console session: HMAC-SHA256(secret, "csrf:" + session id) (OWASP CSRF
 * Cheat Sheet, "signed double-submit"/synchronizer token bound to the session). Every console
 * form carries it; actions refuse a form without the session's token. It sits on top of
 * Next.js's own server-action Origin check and the SameSite=Lax session cookie.
 */
export function csrfToken(secret: string, sessionId: string): string {
  return createHmac('sha256', secret).update(`csrf:${sessionId}`).digest('base64url');
}

export function verifyCsrfToken(secret: string, sessionId: string, token: unknown): boolean {
  if (typeof token !== 'string' || token.length === 0) return false;
  const expected = Buffer.from(csrfToken(secret, sessionId));
  const actual = Buffer.from(token);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether `token` is the session's CSRF token under any of `secrets` (a rotation's two). */
export function verifyCsrfTokenWithAny(
  secrets: readonly string[],
  sessionId: string,
  token: unknown,
): boolean {
  return secrets.some((secret) => verifyCsrfToken(secret, sessionId, token));
}
