import { redirectUrisProblem } from '../clients/redirect-uri-rule';
import type { ProviderInstance } from './oidc-provider-api';

/** The provider's checks of redirect URIs for ID tokens in the front channel. */
const FRONT_CHANNEL_CHECKS = new Set(['implicit-force-https', 'implicit-forbid-localhost']);

/**
 * The provider refuses http and `localhost` redirect URIs for clients that receive ID tokens in
 * the front channel (OpenID Connect Registration §2). Those two checks are the service's
 * registration rule here (`redirectUrisProblem`, which the console and the CLI apply): a live
 * client never has such URIs (the rule refuses them, and `clientMetadata` drops a client that
 * breaks it), and a test client may use http and localhost (a developer's machine). Every other
 * check stays the provider's.
 */
export function applyRedirectUriRule(provider: ProviderInstance): void {
  const schema = provider.Client.Schema.prototype;
  const invalidate = schema.invalidate;
  schema.invalidate = function (message, code) {
    if (code !== undefined && FRONT_CHANNEL_CHECKS.has(code)) {
      const uris = Array.isArray(this.redirect_uris) ? (this.redirect_uris as string[]) : [];
      const mode = this.agekey_mode === 'test' ? 'test' : 'live';
      if (redirectUrisProblem(uris, mode) === undefined) return;
    }
    invalidate.call(this, message, code);
  };
}
