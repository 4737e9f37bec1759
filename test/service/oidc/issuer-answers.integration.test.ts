import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../../e2e/support/raw-http';
import { ServiceError } from '../../../src/service/errors/service-error';
import { checkClientInput } from '../../../src/service/oidc/clients/client-input';
import { hashClientSecret } from '../../../src/service/oidc/clients/client-secret';
import { issuersFor } from '../../../src/service/oidc/issuers';
import { oidcDb } from '../../../src/service/oidc/oidc-tables';
import { startOidcEnvironment, type OidcEnvironment } from './support/oidc-environment';

/**
 * What the issuers answer besides the protocol: unknown paths and wrong methods in the API's
 * JSON error shape, refusal pages framed by nobody, and one rule for redirect URIs that the
 * console (and CLI) and the provider both apply, so no client is registered that the provider
 * then refuses.
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

describe('methods the provider does not route', () => {
  it.each(['TRACE', 'PROPFIND'])(
    '%s to an issuer is a JSON 405 (a TRACE could not become a Request: a 500)',
    async (method) => {
      const res = await rawRequest(env.serviceUrl, {
        method,
        target: '/api/v1/oidc/use/jwks',
        headers: [['Host', new URL(env.serviceUrl).host]],
        body: 'x=1',
      });
      expect(res.status).toBe(405);
      expect(JSON.parse(res.body)).toMatchObject({ error: 'METHOD_NOT_ALLOWED' });
    },
  );

  it('OPTIONS that is not a CORS preflight is a 204 with Allow (the provider answered a plain-text 404)', async () => {
    const plain = await fetch(`${env.useIssuer}/par`, { method: 'OPTIONS' });
    expect(plain.status).toBe(204);
    expect(plain.headers.get('allow')).toBe('POST, OPTIONS');
    const preflight = await fetch(`${env.useIssuer}/token`, {
      method: 'OPTIONS',
      headers: { origin: 'https://rp.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://rp.example');
  });
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

describe('redirect URIs: the console and the provider apply one rule', () => {
  const URIS = [
    'https://app.example/cb',
    'https://app.example:8443/cb?x=1',
    'https://localhost/cb',
    'https://LOCALHOST:8443/cb',
    'https://app.localhost/cb',
    'https://127.0.0.1/cb',
    'https://127.8.9.10/cb',
    'https://[::1]/cb',
    'http://localhost:3000/cb',
    'http://127.0.0.1/cb',
    'http://[::1]:8080/cb',
    'http://app.example/cb',
    'https://app.example/cb#fragment',
    'app.example://cb',
    'javascript://app.example/%0aalert(1)',
  ];

  /** Registers a client row as it is stored, past the console's check: what the provider says. */
  async function providerAccepts(
    issuer: 'use' | 'create',
    mode: 'test' | 'live',
    uri: string,
    n: number,
  ): Promise<boolean> {
    const clientId = `agekey_${mode}_rule${issuer}${n}`;
    await oidcDb(env.service.ctx.db)
      .insertInto('oidc_clients')
      .values({
        client_id: clientId,
        product_id: env.product.id,
        mode,
        name: 'Rule check',
        redirect_uris: JSON.stringify([uri]),
        thresholds: JSON.stringify([18]),
        may_create: 1,
        secret_hash: hashClientSecret('secret'),
        created_at: env.service.ctx.now(),
      })
      .execute();
    const { provider } = (await issuersFor(env.service.ctx))[issuer];
    return provider.Client.find(clientId).then(
      (client) => client !== undefined,
      () => false,
    );
  }

  function consoleAccepts(mode: 'test' | 'live', uri: string): boolean {
    try {
      checkClientInput({ mode, redirectUris: [uri], mayCreate: true });
      return true;
    } catch (error) {
      expect(error).toBeInstanceOf(ServiceError);
      return false;
    }
  }

  it('for every URI and mode, what the console accepts both issuers accept, and what it refuses they refuse', async () => {
    let n = 0;
    const table: string[] = [];
    const disagreements: string[] = [];
    for (const mode of ['test', 'live'] as const) {
      for (const uri of URIS) {
        const byConsole = consoleAccepts(mode, uri);
        const use = await providerAccepts('use', mode, uri, n++);
        const create = await providerAccepts('create', mode, uri, n++);
        table.push(`${mode} ${uri}: console ${byConsole}, use ${use}, create ${create}`);
        if (byConsole !== use || byConsole !== create) disagreements.push(table.at(-1)!);
      }
    }
    expect(disagreements, table.join('\n')).toEqual([]);
    // The case: a live client on localhost is refused where it is registered.
    expect(consoleAccepts('live', 'https://localhost/cb')).toBe(false);
    expect(consoleAccepts('test', 'https://localhost/cb')).toBe(true);
    expect(consoleAccepts('live', 'https://app.example/cb')).toBe(true);
  });
});
