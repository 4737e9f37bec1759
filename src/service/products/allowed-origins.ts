import { invalidInput } from '../errors/service-error';
import { classifyAddress } from '../webhooks/classify-address';
import { isLocalhostName } from '../webhooks/validate-webhook-url';

/** The mode of an API key, and of the verifications it creates. */
export type OriginMode = 'test' | 'live';

/**
 * The origins allowed to embed a product's widget, one list per mode: a verification is framed
 * by (CSP `frame-ancestors`), posts its DOM messages to, and accepts WebAuthn ceremonies under
 * the list of its own mode only. A test key changes the test list alone; the live list is the
 * console's and the `ofage` command's.
 */
export type AllowedOrigins = Record<OriginMode, string[]>;

/** What the operator allows beyond the live rule. */
export interface OriginRules {
  /**
   * `OFAGE_ALLOW_LOOPBACK_LIVE_ORIGINS`: live origins may name this machine (`http://localhost`,
   * `127.0.0.1`, `[::1]`), to try live mode on one machine. Off by default.
   */
  allowLoopbackLive: boolean;
}

/** The most allowed origins a product may list in each mode. */
export const MAX_ALLOWED_ORIGINS = 50;

/**
 * An embedding origin is exactly `scheme://host[:port]`: no path, no wildcard. It becomes part of
 * a CSP `frame-ancestors` list and a postMessage `targetOrigin`, so anything looser is refused.
 */
export function normalizeOrigin(input: string): string {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw invalidInput(`"${input}" is not an origin: use the form https://shop.example.com`);
  }
  // The URL parser accepts `*` in host names; a wildcard would widen frame-ancestors.
  if (url.hostname.includes('*')) {
    throw invalidInput(`origin "${input}" must be exact: wildcards are not allowed`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw invalidInput(`origin "${input}" must use https (or http for local development)`);
  }
  if (
    url.username ||
    url.password ||
    (url.pathname !== '/' && url.pathname !== '') ||
    url.search ||
    url.hash
  ) {
    throw invalidInput(
      `origin "${input}" must be only scheme, host and port, e.g. https://shop.example.com`,
    );
  }
  return url.origin;
}

/**
 * {@link normalizeOrigin}, and one exact host: the WHATWG URL parser accepts `*` and other
 * symbols in host names, and an allowed-origins list must name hosts exactly. The rule of the
 * test list (http or https), for the console, the `ofage` command and the test-key registration
 * API alike; the live list adds {@link liveOrigin}'s.
 */
export function exactOrigin(input: string): string {
  const origin = normalizeOrigin(input);
  const host = new URL(origin).hostname;
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/.test(host)) {
    throw invalidInput(
      `origin "${origin}" must name one exact host: no wildcards, e.g. https://shop.example.com`,
    );
  }
  return origin;
}

/**
 * An exact origin that may frame live verifications: https, on a host that is not this machine.
 * Plain http would let anyone on the visitor's network frame the live widget as the merchant and
 * receive its DOM messages; a loopback origin is no merchant's site but whatever runs on the
 * visitor's own machine. Only `rules.allowLoopbackLive` admits this machine (http or https), for
 * trying live mode locally.
 */
export function liveOrigin(input: string, rules: OriginRules): string {
  const origin = exactOrigin(input);
  const url = new URL(origin);
  const kind = classifyAddress(url.hostname);
  const thisMachine =
    isLocalhostName(url.hostname) || kind === 'loopback' || kind === 'unspecified';
  if (thisMachine) {
    if (rules.allowLoopbackLive) return origin;
    throw invalidInput(
      `live origin "${origin}" names this machine, not a site: live verifications are framed only by https sites (add it to the test origins, or the operator sets OFAGE_ALLOW_LOOPBACK_LIVE_ORIGINS=1 to try live mode locally)`,
    );
  }
  if (url.protocol !== 'https:') {
    throw invalidInput(
      `live origin "${origin}" must use https: live verifications are framed only by https sites (plain http is for test origins)`,
    );
  }
  return origin;
}

/**
 * One mode's list as given (console field, command flags, API): each origin checked by the
 * mode's rule, duplicates removed, at most {@link MAX_ALLOWED_ORIGINS}. Throws `INVALID_INPUT`
 * naming the first origin refused.
 */
export function checkOrigins(mode: OriginMode, origins: string[], rules: OriginRules): string[] {
  const checked = [
    ...new Set(origins.map((o) => (mode === 'live' ? liveOrigin(o, rules) : exactOrigin(o)))),
  ];
  if (checked.length > MAX_ALLOWED_ORIGINS) {
    throw invalidInput(`at most ${MAX_ALLOWED_ORIGINS} allowed ${mode} origins`);
  }
  return checked;
}
