/**
 * A browser relying party on oidc-client-ts, configured only by the settings its server passes
 * in (issuer URL, client id, redirect URI), asking with the hosted age-key service's sample's
 * `claims={"age_thresholds":[…]}`. oidc-client-ts (since 2.0) does only the authorization code
 * flow with PKCE; the sample's ID-token-in-the-query request is replayed by the test itself.
 * Bundled with esbuild by the test and served from a loopback origin of its own.
 */
import { UserManager } from 'oidc-client-ts';

interface RpConfig {
  issuer: string;
  clientId: string;
  redirectUri: string;
  thresholds: number[];
}

const config = (window as unknown as { RP_CONFIG: RpConfig }).RP_CONFIG;
const manager = new UserManager({
  authority: config.issuer,
  client_id: config.clientId,
  redirect_uri: config.redirectUri,
  response_type: 'code',
  scope: 'openid',
  loadUserInfo: false,
  extraQueryParams: { claims: JSON.stringify({ age_thresholds: config.thresholds }) },
});
const out = window as unknown as { rpResult?: unknown };

if (location.pathname === new URL(config.redirectUri).pathname) {
  manager.signinRedirectCallback().then(
    (user) => {
      out.rpResult = { ok: true, profile: user.profile };
    },
    (error: unknown) => {
      out.rpResult = { ok: false, error: String(error) };
    },
  );
} else {
  document.getElementById('sign-in')!.addEventListener('click', () => {
    manager.signinRedirect().catch((error: unknown) => {
      out.rpResult = { ok: false, error: String(error) };
    });
  });
}
