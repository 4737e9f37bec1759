import { invalidInput } from '../../errors/service-error';

/** What a product owner registers: checked here once, for the console and the CLI alike. */
export interface OidcClientInput {
  mode: 'test' | 'live';
  name: string;
  redirectUris: string[];
  thresholds: number[];
  mayCreate: boolean;
}

/** The thresholds a client may ask about when its owner names none. */
export const DEFAULT_THRESHOLDS = [13, 16, 18, 21];
export const MAX_REDIRECT_URIS = 10;
export const MAX_THRESHOLDS = 20;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True for an integer age a relying party may ask about: 1 to 120. */
export function isThreshold(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 120;
}

/**
 * Checks a client registration: exact https redirect URIs (http only on loopback, in test
 * mode), all on one host — the pairwise subject a client sees is per client, and the provider
 * derives a client's sector from its redirect host — and thresholds that are integers 1–120.
 * Throws INVALID_INPUT with a message that says what to change.
 */
export function checkClientInput(input: {
  mode: string;
  name?: string | undefined;
  redirectUris: readonly string[];
  thresholds?: readonly unknown[] | undefined;
  mayCreate?: boolean | undefined;
}): OidcClientInput {
  if (input.mode !== 'test' && input.mode !== 'live') {
    throw invalidInput('mode must be test or live');
  }
  const mode = input.mode;
  const redirectUris = [...new Set(input.redirectUris.map((u) => u.trim()).filter(Boolean))];
  if (redirectUris.length === 0) throw invalidInput('give at least one redirect URI');
  if (redirectUris.length > MAX_REDIRECT_URIS) {
    throw invalidInput(`at most ${MAX_REDIRECT_URIS} redirect URIs per client`);
  }
  const hosts = new Set<string>();
  for (const uri of redirectUris) {
    let url: URL;
    try {
      url = new URL(uri);
    } catch {
      throw invalidInput(`redirect URI ${uri} is not an absolute URL`);
    }
    if (url.hash !== '' || uri.includes('#')) {
      throw invalidInput(`redirect URI ${uri} must not have a fragment`);
    }
    const loopback = LOOPBACK.has(url.hostname);
    if (url.protocol === 'http:' && !(loopback && mode === 'test')) {
      throw invalidInput(
        `redirect URI ${uri} must use https (plain http only for localhost, with a test client)`,
      );
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw invalidInput(`redirect URI ${uri} must be an https URL`);
    }
    hosts.add(url.host);
  }
  if (hosts.size > 1) {
    throw invalidInput(
      `all redirect URIs of one client must be on one host (got ${[...hosts].join(', ')}): register a client per host`,
    );
  }
  const asked = input.thresholds ?? DEFAULT_THRESHOLDS;
  if (!asked.every(isThreshold)) {
    throw invalidInput('thresholds must be whole ages from 1 to 120');
  }
  const thresholds = [...new Set(asked)].sort((a, b) => a - b);
  if (thresholds.length === 0 || thresholds.length > MAX_THRESHOLDS) {
    throw invalidInput(`give 1 to ${MAX_THRESHOLDS} thresholds`);
  }
  const name = (input.name ?? '').trim() || 'OpenID client';
  if (name.length > 100) throw invalidInput('the client name is at most 100 characters');
  return { mode, name, redirectUris, thresholds, mayCreate: input.mayCreate === true };
}
