import { invalidInput } from '../../errors/service-error';
import { redirectUrisProblem } from './redirect-uri-rule';

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

/** True for an integer age a relying party may ask about: 1 to 120. */
export function isThreshold(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 120;
}

/**
 * Checks a client registration: exact redirect URIs by the rule the provider applies too
 * (`redirectUrisProblem`: https, a live client's never on this machine, http only on loopback in
 * test mode, all on one host — the provider derives a client's sector from its redirect host)
 * and thresholds that are integers 1–120. Throws INVALID_INPUT with a message that says what to
 * change.
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
  const problem = redirectUrisProblem(redirectUris, mode);
  if (problem) throw invalidInput(problem);
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
