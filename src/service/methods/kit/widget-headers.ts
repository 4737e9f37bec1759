/**
 * Response headers of every widget page.
 *
 * - `frame-ancestors` is exactly the allowed origins of the verification's mode (`'none'` when
 *   there are none): the same list that DOM messages are checked against. `'self'` is deliberately absent — the
 *   service never frames its own widget, so nothing on the service's origin needs to.
 * - `default-src 'self'` and `connect-src 'self'` keep every request on the service's own host:
 *   no third-party fonts, scripts or beacons can be added by accident.
 * - No cookies are set or needed: state travels in the signed token (Safari blocks third-party
 *   cookies in iframes).
 */
export function widgetHeaders(
  frameAncestors: readonly string[],
  scriptNonce?: string,
  thirdParty: ThirdPartySources = NO_THIRD_PARTY,
): Record<string, string> {
  const ancestors = frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'";
  const extra = (list: readonly string[]) => (list.length > 0 ? ` ${list.join(' ')}` : '');
  const csp = [
    "default-src 'self'",
    // Next.js inlines one bootstrap script; only the script carrying this response's nonce runs.
    (scriptNonce ? `script-src 'self' 'nonce-${scriptNonce}'` : "script-src 'self'") +
      extra(thirdParty.script),
    // React sets style attributes and the page carries one inline stylesheet.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src 'self'${extra(thirdParty.connect)}`,
    ...(thirdParty.frame.length > 0 ? [`frame-src 'self'${extra(thirdParty.frame)}`] : []),
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

/**
 * A processor's own origins a live verification needs (Stripe Elements: the card fields must
 * come from Stripe). Empty for every other page.
 */
export interface ThirdPartySources {
  script: readonly string[];
  connect: readonly string[];
  frame: readonly string[];
}

export const NO_THIRD_PARTY: ThirdPartySources = { script: [], connect: [], frame: [] };

/** Stripe.js's documented CSP (https://docs.stripe.com/security/guide#content-security-policy). */
export const STRIPE_SOURCES: ThirdPartySources = {
  script: ['https://js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
};
