import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcEnvironment, type OidcEnvironment } from './support/oidc-environment';

/**
 * What the issuers answer besides the protocol: unknown paths and wrong methods in the API's
 * JSON error shape, and refusal pages framed by nobody.
 */
let env: OidcEnvironment;

beforeAll(async () => {
  env = await startOidcEnvironment('sqlite');
}, 120_000);
afterAll(async () => env?.close());

describe('unknown paths and wrong methods at the issuers', () => {
  for (const [method, path] of [
    ['GET', '/use/nothing'],
    ['GET', '/create/me'],
    ['POST', '/use/token/introspection'],
    ['GET', '/use/session/end'],
    ['GET', '/create/assets/nothing.js'],
  ] as const) {
    it(`${method} ${path}: 404 {error, errorMessage} JSON`, async () => {
      const response = await fetch(`${env.serviceUrl}/api/v1/oidc${path}`, { method });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        error: 'NOT_FOUND',
        errorMessage: expect.stringContaining(path.slice(path.indexOf('/', 1))),
      });
    });
  }

  for (const [method, path, allow] of [
    ['GET', '/use/par', 'POST'],
    ['GET', '/create/token', 'POST'],
    ['POST', '/use/jwks', 'GET, HEAD'],
    ['POST', '/create/.well-known/openid-configuration', 'GET, HEAD'],
    ['DELETE', '/use/auth', 'GET, HEAD'],
    ['POST', '/use/auth', 'GET, HEAD'],
  ] as const) {
    it(`${method} ${path}: 405 {error, errorMessage} JSON with Allow: ${allow}`, async () => {
      const response = await fetch(`${env.serviceUrl}/api/v1/oidc${path}`, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe(allow);
      expect(await response.json()).toEqual({
        error: 'METHOD_NOT_ALLOWED',
        errorMessage: expect.any(String),
      });
    });
  }
});

describe("the provider's refusal page", () => {
  const FRAMING = [
    'content-security-policy',
    'x-frame-options',
    'referrer-policy',
    'x-content-type-options',
    'cache-control',
  ];

  it('sends the framing and content-security headers the interaction pages send', async () => {
    const interaction = await fetch(`${env.useIssuer}/interaction/nothing-here`);
    expect(interaction.status).toBe(400);
    expect(interaction.headers.get('x-frame-options')).toBe('DENY');
    for (const url of [
      `${env.useIssuer}/auth?client_id=agekey_test_nobody`,
      `${env.createIssuer}/auth?${new URLSearchParams({
        client_id: 'agekey_test_nobody',
        request_uri: 'urn:ietf:params:oauth:request_uri:made-up',
      })}`,
    ]) {
      const refused = await fetch(url, { redirect: 'manual' });
      expect(refused.status).toBe(400);
      expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
      for (const name of FRAMING) {
        expect([name, refused.headers.get(name)]).toEqual([name, interaction.headers.get(name)]);
      }
      expect(refused.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});
