import type { ProviderInstance } from './oidc-provider-api';

/**
 * The provider refuses http and localhost redirect URIs for clients that receive ID tokens in
 * the front channel (OpenID Connect Registration §2). Test clients may use them (a developer's
 * machine); live clients must use https, which registration already enforces.
 */
export function allowHttpForTestClients(provider: ProviderInstance): void {
  const schema = provider.Client.Schema.prototype;
  const invalidate = schema.invalidate;
  schema.invalidate = function (message, code) {
    const testClient = String(this.client_id ?? '').startsWith('agekey_test_');
    if (testClient && (code === 'implicit-force-https' || code === 'implicit-forbid-localhost'))
      return;
    invalidate.call(this, message, code);
  };
}
