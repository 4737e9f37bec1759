import { isLocalHost } from './cookies';

// Schemes a browser or OS treats specially; never an app's deep link.
const BLOCKED_SCHEMES = new Set([
  'http:',
  'javascript:',
  'data:',
  'file:',
  'blob:',
  'about:',
  'vbscript:',
  'ftp:',
  'ws:',
  'wss:',
  'filesystem:',
  'chrome:',
  'intent:',
]);

/**
 * True for a redirect URL a native app may ask for: `https:` with a host, or an app's custom
 * scheme (`myshop://age-verified`). Plain `http:` only to loopback (`localhost`, `127.0.0.1`,
 * `[::1]`), for development, as the service accepts it in test mode. Never `javascript:`,
 * `data:` and the like.
 */
export function isAllowedRedirectUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isLocalHost(url.hostname))) {
    return url.hostname.length > 0 && !url.username && !url.password;
  }
  return /^[a-z][a-z0-9+.-]*:$/.test(url.protocol) && !BLOCKED_SCHEMES.has(url.protocol);
}

/**
 * True when `value` is one of `allowlist`: same scheme, host, port and path; the query may
 * differ (apps carry their own state in it), the fragment must be absent.
 */
export function isOnAllowlist(value: string, allowlist: readonly string[]): boolean {
  if (!isAllowedRedirectUrl(value)) return false;
  const url = new URL(value);
  if (url.hash) return false;
  return allowlist.some((entry) => {
    const allowed = new URL(entry);
    return (
      allowed.protocol === url.protocol &&
      allowed.host === url.host &&
      allowed.pathname === url.pathname
    );
  });
}
