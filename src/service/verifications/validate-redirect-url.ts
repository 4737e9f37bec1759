import { invalidInput } from '../errors/service-error';

/** Schemes that run code or read local data when navigated to: never a redirect target. */
const FORBIDDEN_SCHEMES = new Set([
  'javascript:',
  'data:',
  'file:',
  'vbscript:',
  'blob:',
  'about:',
  'filesystem:',
  'view-source:',
  'ws:',
  'wss:',
  'ftp:',
]);

export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    h === 'localhost' || h.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(h) || h === '::1'
  );
}

/**
 * `options.redirectUrl` rules (DESIGN.md "Wire protocol"): an https URL, or a custom-scheme deep
 * link for apps (`myapp://verified`); plain http only to loopback and only in test mode.
 * Returns the normalised URL.
 */
export function validateRedirectUrl(input: string, mode: 'test' | 'live'): string {
  // Control characters and spaces are how scheme filters get bypassed ("java\tscript:").
  if (/[\u0000-\u0020\u007f]/.test(input)) {
    throw invalidInput('options.redirectUrl must not contain spaces or control characters');
  }
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw invalidInput(
      'options.redirectUrl must be an absolute URL: https://… or a custom-scheme deep link such as myapp://verified',
    );
  }
  const scheme = url.protocol;
  if (FORBIDDEN_SCHEMES.has(scheme)) {
    throw invalidInput(
      `options.redirectUrl must not use the ${scheme} scheme: use https://… or an app deep link`,
    );
  }
  if (url.username || url.password) {
    throw invalidInput('options.redirectUrl must not contain credentials');
  }
  if (scheme === 'https:') return url.toString();
  if (scheme === 'http:') {
    if (mode === 'test' && isLoopbackHost(url.hostname)) return url.toString();
    throw invalidInput(
      mode === 'test'
        ? 'options.redirectUrl must use https (plain http is accepted only for localhost in test mode)'
        : 'options.redirectUrl must use https in live mode',
    );
  }
  // A custom scheme names an app (RFC 8252 §7.1): at least two characters, not a Windows drive letter.
  if (!/^[a-z][a-z0-9+.-]+:$/.test(scheme)) {
    throw invalidInput(
      'options.redirectUrl has an invalid scheme: use https://… or a deep link such as myapp://verified',
    );
  }
  return input;
}
