import { isThreshold, MAX_THRESHOLDS } from '../clients/client-input';

/** The one claim the use issuer answers. */
export const AGE_THRESHOLDS_CLAIM = 'age_thresholds';

/**
 * The `claims` request parameter in the standard shape (OpenID Connect Core §5.5). The hosted
 * age-key service's sample relying party sends `{"age_thresholds":[13,18]}` at the top level;
 * that is rewritten here to `{"id_token":{"age_thresholds":{"essential":true,"values":[13,18]}}}`
 * before the provider reads it. Anything else (the standard shape, or not JSON) is left as it
 * is, for the provider and `checkThresholdsClaim` to judge.
 */
export function normalizeClaimsParameter(raw: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return raw;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return raw;
  const obj = parsed as Record<string, unknown>;
  if (!(AGE_THRESHOLDS_CLAIM in obj) || 'id_token' in obj || 'userinfo' in obj) return raw;
  return JSON.stringify({
    id_token: { [AGE_THRESHOLDS_CLAIM]: { essential: true, values: obj[AGE_THRESHOLDS_CLAIM] } },
  });
}

/**
 * The thresholds a (standard-shape) claims request asks about, or why it is refused: each must
 * be a whole age from 1 to 120 that the client was registered for. `undefined` when the request
 * does not ask for `age_thresholds` at all.
 */
export function requestedThresholds(
  claims: unknown,
  allowed: readonly number[],
): { ok: true; thresholds: number[] } | { ok: false; message: string } | undefined {
  const idToken = (claims as { id_token?: Record<string, unknown> } | null)?.id_token;
  if (!idToken || !(AGE_THRESHOLDS_CLAIM in idToken)) return undefined;
  const request = idToken[AGE_THRESHOLDS_CLAIM] as { values?: unknown; value?: unknown } | null;
  const values = request?.values ?? request?.value;
  if (!Array.isArray(values) || values.length === 0) {
    return { ok: false, message: 'age_thresholds must be a non-empty array of ages, e.g. [13,18]' };
  }
  if (values.length > MAX_THRESHOLDS) {
    return { ok: false, message: `ask about at most ${MAX_THRESHOLDS} age thresholds` };
  }
  if (!values.every(isThreshold)) {
    return { ok: false, message: 'age_thresholds must be whole ages from 1 to 120' };
  }
  const refused = values.filter((v) => !allowed.includes(v));
  if (refused.length > 0) {
    return {
      ok: false,
      message: `this client may not ask about age ${refused.join(', ')}: its registered thresholds are ${allowed.join(', ')}`,
    };
  }
  return { ok: true, thresholds: [...new Set(values)] };
}

/**
 * The claim's value: each asked threshold → whether the key proves it (its floor is at least
 * the threshold). A threshold above the floor answers false — the key may be older than the
 * person's last birthday; they can save a new key through a relying party that verifies age.
 * `floor` undefined (a test key at a live client) answers false throughout.
 */
export function answerThresholds(
  thresholds: readonly number[],
  floor: number | undefined,
): Record<string, boolean> {
  return Object.fromEntries(thresholds.map((t) => [String(t), floor !== undefined && floor >= t]));
}
