/**
 * The widget session's secret (browser only): 256 random bits made in this page when first
 * needed, never put in a URL, a cookie or storage, and sent only in this header on the widget's
 * own calls. The service keeps its hash with the result of the attempt that ended the
 * verification, and lets only that session save or update an age key from the result: a link or
 * a token is not enough.
 */
export const WIDGET_SESSION_HEADER = 'ofage-widget-session';

const SHAPE = /^[A-Za-z0-9_-]{43}$/;
let secret: string | undefined;

export function widgetSessionSecret(): string {
  if (secret === undefined) {
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    secret = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  }
  return secret;
}

/** Headers that carry the session's secret, for `fetch`. */
export function widgetSessionHeaders(): Record<string, string> {
  return { [WIDGET_SESSION_HEADER]: widgetSessionSecret() };
}

/**
 * Takes over the secret of the widget that opened this window (the age key's save window, where
 * a frame may not create passkeys). Only ever called with a secret received from a window of the
 * service's own origin; a malformed value changes nothing.
 */
export function adoptWidgetSessionSecret(value: unknown): boolean {
  if (typeof value !== 'string' || !SHAPE.test(value)) return false;
  secret = value;
  return true;
}
