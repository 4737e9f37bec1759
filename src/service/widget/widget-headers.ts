/**
 * Response headers of every widget page.
 *
 * - `frame-ancestors` is exactly the product's allowed origins (`'none'` when it has none): the
 *   same list that DOM messages are checked against. `'self'` is deliberately absent — the
 *   service never frames its own widget, so nothing on the service's origin needs to.
 * - `default-src 'self'` and `connect-src 'self'` keep every request on the service's own host:
 *   no third-party fonts, scripts or beacons can be added by accident.
 * - No cookies are set or needed: state travels in the signed token (Safari blocks third-party
 *   cookies in iframes).
 */
export function widgetHeaders(
  frameAncestors: readonly string[],
  scriptNonce?: string,
): Record<string, string> {
  const ancestors = frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'";
  const csp = [
    "default-src 'self'",
    // Next.js inlines one bootstrap script; only the script carrying this response's nonce runs.
    scriptNonce ? `script-src 'self' 'nonce-${scriptNonce}'` : "script-src 'self'",
    // React sets style attributes and the page carries one inline stylesheet.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    // The token is in the URL: never send it to the merchant or a method provider as a referrer.
    'Referrer-Policy': 'no-referrer',
  };
}
