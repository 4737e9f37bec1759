/**
 * The longest value each request parameter may have at an issuer, in characters. Everything the
 * provider keeps of an authorization (its interaction, a pushed request) is made of these, so
 * they bound what one request can store; a relying party's real values are far shorter (a
 * `state` is typically 32–64 characters, a `nonce` as long, our `authorization_details` about 250).
 */
export const PARAMETER_CAPS: Readonly<Record<string, number>> = {
  state: 1024,
  nonce: 512,
  redirect_uri: 2048,
  claims: 2048,
  authorization_details: 2048,
  id_token_hint: 4096,
};
/** Any other parameter, whether the provider reads it or not. */
export const DEFAULT_PARAMETER_CAP = 512;
/** Parameters in one request (query and form together). */
export const MAX_PARAMETERS = 40;

/**
 * What is wrong with a request's parameters, or `undefined`: too many of them, or one longer
 * than its cap. The message names the parameter and its cap, for the 400 `invalid_request`.
 */
export function parameterProblem(lists: readonly URLSearchParams[]): string | undefined {
  let count = 0;
  for (const params of lists) {
    for (const [name, value] of params) {
      count += 1;
      if (count > MAX_PARAMETERS) {
        return `a request takes at most ${MAX_PARAMETERS} parameters`;
      }
      const cap = PARAMETER_CAPS[name] ?? DEFAULT_PARAMETER_CAP;
      if (value.length > cap) {
        return `${name.slice(0, 64)} is longer than ${cap} characters`;
      }
    }
  }
  return undefined;
}
