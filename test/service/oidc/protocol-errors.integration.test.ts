import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcEnvironment, type OidcEnvironment } from './support/oidc-environment';

/**
 * Requests the issuers must refuse without issuing anything, over real HTTP on loopback. Where
 * the client and redirect URI are known the refusal goes back to the relying party in the
 * redirect (with no token); where they are not, the service answers itself and redirects nowhere.
 */
let env: OidcEnvironment;
let client: { clientId: string; secret: string | undefined };
const redirectUri = 'https://rp.example/cb';

beforeAll(async () => {
  env = await startOidcEnvironment('sqlite');
  client = await env.client({ redirectUris: [redirectUri], mayCreate: true, thresholds: [13, 18] });
}, 120_000);
afterAll(async () => env?.close());

const useAuth = (params: Record<string, string>) =>
  fetch(
    `${env.useIssuer}/auth?${new URLSearchParams({
      response_type: 'id_token',
      response_mode: 'query',
      scope: 'openid',
      client_id: client.clientId,
      redirect_uri: redirectUri,
      state: 'st',
      nonce: 'n',
      claims: JSON.stringify({ age_thresholds: [13, 18] }),
      ...params,
    })}`,
    { redirect: 'manual' },
  );

const detail = (over: Record<string, unknown> = {}) => ({
  type: 'age_verification',
  method: 'id_doc_scan',
  age: { date_of_birth: '1990-05-17' },
  verified_at: new Date().toISOString(),
  verification_id: `v-${Math.random()}`,
  ...over,
});

const par = (fields: Record<string, string>, details: unknown = [detail()]) =>
  fetch(`${env.createIssuer}/par`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: client.clientId,
      client_secret: client.secret!,
      scope: 'openid',
      response_type: 'none',
      redirect_uri: redirectUri,
      state: 'st',
      authorization_details: JSON.stringify(details),
      ...fields,
    }),
  });

/** A redirect back to the relying party carrying an error and no token. */
async function expectErrorRedirect(response: Response, error: string): Promise<URL> {
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location')!);
  expect(location.origin + location.pathname).toBe(redirectUri);
  expect(location.searchParams.get('error')).toBe(error);
  expect(location.searchParams.get('id_token')).toBeNull();
  expect(location.searchParams.get('code')).toBeNull();
  return location;
}

describe('use issuer refusals', () => {
  it('the sample\u2019s request goes on to the age-key page (the baseline of the refusals below)', async () => {
    const response = await useAuth({});
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/api\/v1\/oidc\/use\/interaction\//);
  });

  it('an unknown client is refused here, not redirected', async () => {
    const response = await useAuth({ client_id: 'agekey_test_nobody' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('invalid_client');
  });

  it('a redirect URI that is not registered is refused here, not redirected', async () => {
    const response = await useAuth({ redirect_uri: 'https://attacker.example/cb' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('redirect_uri');
  });

  for (const [label, thresholds] of [
    ['0', [0]],
    ['121', [121]],
    ['13.5', [13.5]],
    ['"18"', ['18']],
    ['none', []],
    ['not registered for the client (16)', [13, 16]],
  ] as const) {
    it(`thresholds ${label}: invalid_request back to the relying party`, async () => {
      const response = await useAuth({ claims: JSON.stringify({ age_thresholds: thresholds }) });
      const location = await expectErrorRedirect(response, 'invalid_request');
      expect(location.searchParams.get('state')).toBe('st');
    });
  }

  it('the standard claims shape is checked the same way', async () => {
    const response = await useAuth({
      claims: JSON.stringify({ id_token: { age_thresholds: { values: [200] } } }),
    });
    await expectErrorRedirect(response, 'invalid_request');
  });

  it('an ID token request without a nonce is refused', async () => {
    const response = await useAuth({ nonce: '' });
    await expectErrorRedirect(response, 'invalid_request');
  });

  it('a code request without PKCE is refused', async () => {
    const response = await useAuth({ response_type: 'code', response_mode: '' });
    await expectErrorRedirect(response, 'invalid_request');
  });
});

describe('create issuer refusals', () => {
  it('a wrong secret is invalid_client', async () => {
    const response = await par({ client_secret: `${client.secret!}x` });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: string }).error).toBe('invalid_client');
  });

  it('an unknown client is invalid_client', async () => {
    const response = await par({ client_id: 'agekey_test_nobody' });
    expect(response.status).toBe(401);
  });

  it('a client without the create permission is unknown to the create issuer', async () => {
    const useOnly = await env.client({ redirectUris: [redirectUri] });
    expect(useOnly.secret).toBeUndefined();
    const response = await par({ client_id: useOnly.clientId, client_secret: 'anything' });
    expect(response.status).toBe(401);
  });

  it('an unregistered redirect URI is refused', async () => {
    const response = await par({ redirect_uri: 'https://attacker.example/cb' });
    expect(response.status).toBe(400);
  });

  it('the authorization endpoint takes create requests only pushed', async () => {
    const response = await fetch(
      `${env.createIssuer}/auth?${new URLSearchParams({
        client_id: client.clientId,
        response_type: 'none',
        scope: 'openid',
        redirect_uri: redirectUri,
        state: 'st',
        authorization_details: JSON.stringify([detail()]),
      })}`,
      { redirect: 'manual' },
    );
    const location = await expectErrorRedirect(response, 'invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/[Pp]ushed/);
  });

  const stale = new Date(Date.now() - 16 * 60_000).toISOString();
  for (const [label, details] of [
    ['missing', undefined],
    ['not an array', detail()],
    ['wrong type', [detail({ type: 'payment_initiation' })]],
    ['unknown method', [detail({ method: 'horoscope' })]],
    ['age_key is not a creating method', [detail({ method: 'age_key' })]],
    ['missing date of birth', [detail({ age: {} })]],
    ['malformed date of birth', [detail({ age: { date_of_birth: '1990-02-30' } })]],
    ['under 13', [detail({ age: { date_of_birth: new Date().toISOString().slice(0, 10) } })]],
    ['stale verified_at', [detail({ verified_at: stale })]],
    [
      'verified_at in the future',
      [detail({ verified_at: new Date(Date.now() + 3_600_000).toISOString() })],
    ],
    ['missing verification_id', [detail({ verification_id: undefined })]],
  ] as const) {
    it(`authorization_details ${label}: invalid_authorization_details, no request_uri`, async () => {
      const response =
        details === undefined
          ? await fetch(`${env.createIssuer}/par`, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({
                client_id: client.clientId,
                client_secret: client.secret!,
                scope: 'openid',
                response_type: 'none',
                redirect_uri: redirectUri,
                state: 'st',
              }),
            })
          : await par({}, details);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; request_uri?: string };
      expect(body.error).toBe('invalid_authorization_details');
      expect(body.request_uri).toBeUndefined();
    });
  }

  it('a verification_id this client already used is refused', async () => {
    const once = detail({ verification_id: 'same-verification' });
    expect((await par({}, [once])).status).toBe(201);
    const again = await par({}, [once]);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: string }).error).toBe('invalid_authorization_details');
  });

  it('an unknown request_uri is refused, and redirects nowhere', async () => {
    const response = await fetch(
      `${env.createIssuer}/auth?${new URLSearchParams({
        client_id: client.clientId,
        request_uri: 'urn:ietf:params:oauth:request_uri:made-up',
      })}`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('invalid_request_uri');
  });
});
