/*
 * Cookie names and (de)serialisation, Web APIs only (used by the proxy too).
 *
 * Outside localhost the cookies are `Secure` and carry the `__Host-` prefix, so the browser
 * refuses them from http pages and from sibling subdomains (RFC 6265bis §4.1.3.2).
 */

/** Base names; prefixed with `__Host-` when the site is not on localhost. */
export const COOKIE_BASE_NAMES = {
  /** The signed proof that this browser passed the gate (HS256 JWT). */
  verified: 'ofage-verified',
  /** The signed binding of a pending verification id to this browser (HS256 JWT). */
  session: 'ofage-session',
  /**
   * Short-lived (`revocationCheckInterval`) signed proof that the verification was checked
   * against the store's revocations; the proxy accepts the verified cookie only beside it.
   */
  fresh: 'ofage-fresh',
} as const;

export interface GateCookieNames {
  verified: string;
  session: string;
  fresh: string;
  secure: boolean;
}

/** True for hosts where browsers allow `Secure` cookies over plain http. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '127.0.0.1' ||
    host === '[::1]' ||
    host === '::1'
  );
}

/** Cookie names for a request to `url`. */
export function gateCookieNames(url: string | URL): GateCookieNames {
  const secure = !isLocalHost(new URL(url).hostname);
  const prefix = secure ? '__Host-' : '';
  return {
    verified: prefix + COOKIE_BASE_NAMES.verified,
    session: prefix + COOKIE_BASE_NAMES.session,
    fresh: prefix + COOKIE_BASE_NAMES.fresh,
    secure,
  };
}

/** Value of cookie `name` in a `Cookie` header, or `undefined`. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return value.length > 0 ? value : undefined;
    }
  }
  return undefined;
}

export interface CookieOptions {
  /** Seconds; `0` deletes the cookie. */
  maxAge: number;
  secure: boolean;
}

/** An httpOnly, SameSite=Lax, Path=/ `Set-Cookie` value. Lax so the redirect flow gets it back. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(options.maxAge))}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
