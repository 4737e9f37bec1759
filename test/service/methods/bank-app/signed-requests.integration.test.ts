import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../../support/test-service';
import { perform } from '../../widget/support';

/**
 * The ConnectID-style profile (private_key_jwt, a signed request object pushed with PAR) against
 * a real OpenID provider that requires both: the bank accepts the service's pushed request, and
 * the browser is sent with nothing but `client_id` and `request_uri`.
 */
describe('signed request objects pushed with PAR (ConnectID profile)', () => {
  let t: TestService;
  let server: http.Server;
  let issuer: string;
  const pushed: string[] = [];
  beforeAll(async () => {
    t = await startTestService('sqlite');
    const rp = await generateKeyPair('ES256', { extractable: true });
    const op = await generateKeyPair('ES256', { extractable: true });
    server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: 'connectid-client',
          redirect_uris: [`${t.url}/api/widget/methods/bank-app/callback`],
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'private_key_jwt',
          token_endpoint_auth_signing_alg: 'ES256',
          request_object_signing_alg: 'ES256',
          id_token_signed_response_alg: 'ES256',
          jwks: { keys: [{ ...(await exportJWK(rp.publicKey)), kid: 'rp-1', alg: 'ES256' }] },
        },
      ],
      jwks: { keys: [{ ...(await exportJWK(op.privateKey)), kid: 'op-1', alg: 'ES256' }] },
      claims: { openid: ['sub'], age: ['over18'] },
      features: {
        devInteractions: { enabled: false },
        claimsParameter: { enabled: true },
        requestObjects: { enabled: true, requireSignedRequestObject: true },
        pushedAuthorizationRequests: { enabled: true, requirePushedAuthorizationRequests: true },
      } as never,
      pkce: { required: () => true },
    });
    const handle = provider.callback();
    server.on('request', (req, res) => {
      if (req.url === '/request') pushed.push(req.method ?? '');
      void handle(req, res);
    });
    t.service.ctx.config.bank.providers = [
      {
        id: 'connectid',
        name: 'ConnectID',
        profile: 'connectid',
        issuer,
        clientId: 'connectid-client',
        clientSecret: undefined,
        privateJwk: { ...(await exportJWK(rp.privateKey)), kid: 'rp-1', alg: 'ES256' },
        ageClaim: 'over',
        requestObject: true,
        par: true,
        idTokenAlg: 'ES256',
        allowHttp: true,
      },
    ];
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('the bank accepts the pushed, signed request; the browser carries only its URI', async () => {
    const v = await perform(t, {}, t.liveKey);
    const res = await fetch(`${t.url}/api/widget/methods/bank-app/start`, {
      method: 'POST',
      headers: { authorization: `Bearer ${v.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'connectid' }),
    });
    expect(res.status).toBe(200);
    const url = new URL(((await res.json()) as { url: string }).url);
    expect(pushed).toEqual(['POST']);
    expect([...url.searchParams.keys()].sort()).toEqual(['client_id', 'request_uri']);
    expect(url.searchParams.get('request_uri')).toMatch(/^urn:ietf:params:oauth:request_uri:/);
    // The bank takes it: its authorization endpoint starts an interaction, not an error.
    const auth = await fetch(url, { redirect: 'manual' });
    expect(auth.status).toBe(303);
    expect(auth.headers.get('location')).toMatch(/\/interaction\//);
  });
});
