import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcRouteHandlers } from '../../../src/service/next/oidc-routes';
import { registerService } from '../../../src/service/service-registry';
import { startOidcEnvironment, type OidcEnvironment } from './support/oidc-environment';

/**
 * The issuers as the Next.js route handlers serve them (`next dev`, serverless hosting): Web
 * `Request` in, `Response` out, no Node request anywhere — the same answers as the standalone
 * server's.
 */
describe('the issuers through the Next.js route handlers', () => {
  let env: OidcEnvironment;
  beforeAll(async () => {
    env = await startOidcEnvironment('sqlite');
    registerService(env.service);
  }, 120_000);
  afterAll(async () => env?.close());

  it('serves discovery and the JWKS of both issuers, naming the issuer URLs', async () => {
    for (const issuer of [env.useIssuer, env.createIssuer]) {
      const discovery = await oidcRouteHandlers.GET(
        new Request(`${issuer}/.well-known/openid-configuration`),
      );
      expect(discovery.status).toBe(200);
      const meta = (await discovery.json()) as Record<string, unknown>;
      expect(meta.issuer).toBe(issuer);
      expect(meta.subject_types_supported).toEqual(['pairwise']);
      expect(meta.id_token_signing_alg_values_supported).toEqual(['ES256']);
      const jwks = await oidcRouteHandlers.GET(new Request(String(meta.jwks_uri)));
      const { keys } = (await jwks.json()) as { keys: Record<string, unknown>[] };
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.every((k) => k.d === undefined)).toBe(true);
    }
  });

  it('takes a pushed create request and sets the interaction cookies on the way in', async () => {
    const client = await env.client({ redirectUris: ['https://rp.example/cb'], mayCreate: true });
    const pushed = await oidcRouteHandlers.POST(
      new Request(`${env.createIssuer}/par`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: client.clientId,
          client_secret: client.secret!,
          scope: 'openid',
          response_type: 'none',
          redirect_uri: 'https://rp.example/cb',
          state: 's',
          authorization_details: JSON.stringify([
            {
              type: 'age_verification',
              method: 'bank_app',
              age: { age_range: { min: 18 } },
              verified_at: new Date().toISOString(),
              verification_id: 'route-1',
            },
          ]),
        }),
      }),
    );
    expect(pushed.status).toBe(201);
    const { request_uri } = (await pushed.json()) as { request_uri: string };
    const opened = await oidcRouteHandlers.GET(
      new Request(
        `${env.createIssuer}/auth?${new URLSearchParams({ client_id: client.clientId, request_uri })}`,
      ),
    );
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(/^\/api\/v1\/oidc\/create\/interaction\//);
    expect(opened.headers.getSetCookie().length).toBeGreaterThanOrEqual(2);
  });
});
