import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageKeyDb } from '../../src/service/methods/age-key/keys/age-key-tables';
import { oidcDb } from '../../src/service/oidc/oidc-tables';
import {
  startOidcEnvironment,
  type OidcEnvironment,
} from '../service/oidc/support/oidc-environment';
import { startRelyingPartySite, type RelyingPartySite } from './oidc/relying-party-site';
import { launchChromium } from './support/widget-environment';

let env: OidcEnvironment;
let rp: RelyingPartySite;
let browser: Browser;
/** The relying party's settings, as its environment would hold them. */
let settings: {
  OIDC_USE_ISSUER: string;
  OIDC_CREATE_ISSUER: string;
  OIDC_CLIENT_ID: string;
  OIDC_CLIENT_SECRET: string;
  OIDC_REDIRECT_URI: string;
};

beforeAll(async () => {
  env = await startOidcEnvironment('sqlite');
  rp = await startRelyingPartySite();
  const client = await env.client({
    redirectUris: [`${rp.origin}/callback`, `${rp.origin}/created`, `${rp.origin}/code`],
    mayCreate: true,
    thresholds: [13, 16, 18, 21],
  });
  settings = {
    OIDC_USE_ISSUER: env.useIssuer,
    OIDC_CREATE_ISSUER: env.createIssuer,
    OIDC_CLIENT_ID: client.clientId,
    OIDC_CLIENT_SECRET: client.secret!,
    OIDC_REDIRECT_URI: `${rp.origin}/callback`,
  };
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await rp?.close();
  await env?.close();
});

interface Device {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  authenticatorId: string;
}

/** A browser with Chromium's virtual platform authenticator (CTAP2, resident keys, UV). */
async function device(): Promise<Device> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { context, page, cdp, authenticatorId };
}

/** The date of birth of someone who turned `age` `daysAgo` days ago (UTC). */
function bornYearsAgo(age: number, daysAgo = 10): string {
  const d = new Date(Date.now() - daysAgo * 86_400_000);
  d.setUTCFullYear(d.getUTCFullYear() - age);
  return d.toISOString().slice(0, 10);
}

/** The sample's create request, field for field: its server pushes it with the secret. */
async function pushCreateRequest(state: string, dob: string, verificationId: string) {
  const response = await fetch(`${settings.OIDC_CREATE_ISSUER}/par`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: settings.OIDC_CLIENT_ID,
      client_secret: settings.OIDC_CLIENT_SECRET,
      scope: 'openid',
      response_type: 'none',
      redirect_uri: `${rp.origin}/created`,
      state,
      authorization_details: JSON.stringify([
        {
          type: 'age_verification',
          method: 'id_doc_scan',
          age: { date_of_birth: dob },
          verified_at: new Date().toISOString(),
          verification_id: verificationId,
        },
      ]),
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { request_uri: string; expires_in: number };
}

const createUrl = (requestUri: string): string =>
  `${settings.OIDC_CREATE_ISSUER}/auth?${new URLSearchParams({ client_id: settings.OIDC_CLIENT_ID, request_uri: requestUri })}`;

async function waitForUrl(page: Page, prefix: string): Promise<URL> {
  await page.waitForURL((u) => u.href.startsWith(prefix), { timeout: 15_000 });
  return new URL(page.url());
}

describe('age keys from any app (OpenID Connect, Chromium with a virtual authenticator)', () => {
  let alice: Device;
  let implicitSub: string;
  let usedRequestUri: string;
  const dob = bornYearsAgo(19);

  afterAll(async () => alice?.context.close());

  it('create: the sample\u2019s pushed request, a passkey saved, back with state and agekey_created=true', async () => {
    alice = await device();
    const { request_uri, expires_in } = await pushCreateRequest('create-state-1', dob, 'ver-1');
    expect(request_uri).toMatch(/^urn:ietf:params:oauth:request_uri:/);
    expect(expires_in).toBeGreaterThan(0);
    usedRequestUri = request_uri;
    await alice.page.goto(createUrl(request_uri));
    await alice.page.getByRole('heading', { name: 'Save an age key' }).waitFor();
    await alice.page.getByText(/at least 19/).waitFor();
    await alice.page.getByRole('button', { name: 'Save an age key' }).click();
    const back = await waitForUrl(alice.page, `${rp.origin}/created`);
    expect(back.searchParams.get('state')).toBe('create-state-1');
    expect(back.searchParams.get('agekey_created')).toBe('true');
    expect(back.searchParams.get('error')).toBeNull();
    console.log(`create flow returned: ${back.pathname}${back.search}`);

    const { credentials } = await alice.cdp.send('WebAuthn.getCredentials', {
      authenticatorId: alice.authenticatorId,
    });
    expect(credentials).toHaveLength(1);
    const key = await ageKeyDb(env.service.ctx.db)
      .selectFrom('age_keys')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(key).toMatchObject({ age_floor: 19, method: 'id-document', test_mode: 1 });
    const provenance = await oidcDb(env.service.ctx.db)
      .selectFrom('oidc_key_provenance')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(provenance).toMatchObject({ client_id: settings.OIDC_CLIENT_ID, method: 'id_doc_scan' });
  });

  it('create: a request_uri opened again after its key was saved saves nothing more', async () => {
    const response = await alice.page.goto(createUrl(usedRequestUri));
    expect(response?.status()).toBe(400);
    await alice.page.getByText(/invalid_request_uri/).waitFor();
    expect(await alice.page.getByRole('button', { name: 'Save an age key' }).count()).toBe(0);
    const keys = await ageKeyDb(env.service.ctx.db)
      .selectFrom('age_keys')
      .select('credential_id')
      .execute();
    expect(keys).toHaveLength(1);
  });

  it('create: a request_uri opens in one browser only; a second browser that opens it too gets a clear error, and only the first saves a key', async () => {
    const first = await device();
    const second = await device();
    try {
      const keysBefore = await ageKeyDb(env.service.ctx.db)
        .selectFrom('age_keys')
        .select('credential_id')
        .execute();
      const { request_uri } = await pushCreateRequest('create-state-twice', dob, 'ver-twice');
      await first.page.goto(createUrl(request_uri));
      await first.page.getByRole('button', { name: 'Save an age key' }).waitFor();

      const opened = await second.page.goto(createUrl(request_uri));
      expect(opened?.status()).toBe(400);
      await second.page.getByText(/invalid_request_uri/).waitFor();
      await second.page.getByText(/already opened/).waitFor();
      expect(await second.page.getByRole('button', { name: 'Save an age key' }).count()).toBe(0);

      await first.page.getByRole('button', { name: 'Save an age key' }).click();
      const back = await waitForUrl(first.page, `${rp.origin}/created`);
      expect(back.searchParams.get('state')).toBe('create-state-twice');
      expect(back.searchParams.get('agekey_created')).toBe('true');
      const keysAfter = await ageKeyDb(env.service.ctx.db)
        .selectFrom('age_keys')
        .select('credential_id')
        .execute();
      expect(keysAfter).toHaveLength(keysBefore.length + 1);
      const { credentials } = await second.cdp.send('WebAuthn.getCredentials', {
        authenticatorId: second.authenticatorId,
      });
      expect(credentials).toHaveLength(0);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });

  it('create: the date of birth is written nowhere, not even in the provider\u2019s records', async () => {
    const db = oidcDb(env.service.ctx.db);
    const payloads = await db.selectFrom('oidc_payloads').select('payload').execute();
    const keys = await ageKeyDb(env.service.ctx.db).selectFrom('age_keys').selectAll().execute();
    const text = JSON.stringify([payloads, keys]);
    expect(text).not.toContain(dob);
  });

  it('create: "Not now" goes back with agekey_created=false, and nothing is saved', async () => {
    const bob = await device();
    try {
      const { request_uri } = await pushCreateRequest('create-state-2', dob, 'ver-2');
      await bob.page.goto(createUrl(request_uri));
      await bob.page.getByRole('button', { name: 'Not now' }).click();
      const back = await waitForUrl(bob.page, `${rp.origin}/created`);
      expect(back.searchParams.get('state')).toBe('create-state-2');
      expect(back.searchParams.get('agekey_created')).toBe('false');
      const { credentials } = await bob.cdp.send('WebAuthn.getCredentials', {
        authenticatorId: bob.authenticatorId,
      });
      expect(credentials).toHaveLength(0);
    } finally {
      await bob.context.close();
    }
  });

  it('create: a browser without WebAuthn goes back at once with agekey_created=false', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
      });
      const { request_uri } = await pushCreateRequest('create-state-3', dob, 'ver-3');
      await page.goto(createUrl(request_uri));
      const back = await waitForUrl(page, `${rp.origin}/created`);
      expect(back.searchParams.get('agekey_created')).toBe('false');
      expect(back.searchParams.get('state')).toBe('create-state-3');
    } finally {
      await context.close();
    }
  });

  it('use: oidc-client-ts in the browser (code with PKCE, the sample\u2019s claims shape) reads age_thresholds', async () => {
    rp.configure(
      {
        OIDC_USE_ISSUER: settings.OIDC_USE_ISSUER,
        OIDC_CLIENT_ID: settings.OIDC_CLIENT_ID,
        OIDC_REDIRECT_URI: settings.OIDC_REDIRECT_URI,
      },
      [13, 18, 21],
    );
    await alice.page.goto(`${rp.origin}/`);
    await alice.page.getByRole('button', { name: 'Verify with age key' }).click();
    await alice.page.getByRole('heading', { name: /Prove your age to/ }).waitFor();
    await alice.page.getByRole('button', { name: 'Use your age key' }).click();
    await waitForUrl(alice.page, settings.OIDC_REDIRECT_URI);
    await alice.page.waitForFunction(
      () => (window as { rpResult?: unknown }).rpResult !== undefined,
    );
    const result = (await alice.page.evaluate(
      () => (window as { rpResult?: unknown }).rpResult,
    )) as {
      ok: boolean;
      error?: string;
      profile: Record<string, unknown>;
    };
    expect(result.error).toBeUndefined();
    expect(result.ok).toBe(true);
    console.log(`oidc-client-ts profile: ${JSON.stringify(result.profile)}`);
    expect(result.profile.age_thresholds).toEqual({ '13': true, '18': true, '21': false });
    expect(result.profile.iss).toBe(settings.OIDC_USE_ISSUER);
    expect(result.profile.aud).toBe(settings.OIDC_CLIENT_ID);
    // The pairwise subject is not the credential id, and nothing else about the person is there.
    const key = await ageKeyDb(env.service.ctx.db)
      .selectFrom('age_keys')
      .select('credential_id')
      .executeTakeFirstOrThrow();
    expect(result.profile.sub).not.toBe(key.credential_id);
    expect(Object.keys(result.profile).sort()).toEqual(
      ['age_thresholds', 'aud', 'exp', 'iat', 'iss', 'sub'].sort(),
    );
    implicitSub = String(result.profile.sub);
  });

  it('use: authorization code with PKCE (openid-client from Node), the code works once, a wrong nonce is refused', async () => {
    const config = await oidc.discovery(
      new URL(settings.OIDC_USE_ISSUER),
      settings.OIDC_CLIENT_ID,
      undefined,
      oidc.None(),
      { execute: [oidc.allowInsecureRequests] },
    );
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: `${rp.origin}/code`,
      scope: 'openid',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      claims: JSON.stringify({
        id_token: { age_thresholds: { essential: true, values: [16, 21] } },
      }),
    });
    await alice.page.goto(url.href);
    await alice.page.getByRole('button', { name: 'Use your age key' }).click();
    const back = await waitForUrl(alice.page, `${rp.origin}/code`);
    expect(back.searchParams.get('id_token')).toBeNull();

    const tokens = await oidc.authorizationCodeGrant(config, back, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
    });
    const claims = tokens.claims()!;
    console.log(`openid-client ID token claims: ${JSON.stringify(claims)}`);
    expect(claims.age_thresholds).toEqual({ '16': true, '21': false });
    expect(claims.sub).toBe(implicitSub);
    expect(Object.keys(claims).sort()).toEqual(
      ['age_thresholds', 'aud', 'exp', 'iat', 'iss', 'nonce', 'sub'].sort(),
    );

    await expect(
      oidc.authorizationCodeGrant(config, back, {
        pkceCodeVerifier: verifier,
        expectedState: state,
        expectedNonce: nonce,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });

    // A second run whose ID token carries another nonce than the one this client expects.
    const verifier2 = oidc.randomPKCECodeVerifier();
    const url2 = oidc.buildAuthorizationUrl(config, {
      redirect_uri: `${rp.origin}/code`,
      scope: 'openid',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier2),
      code_challenge_method: 'S256',
      state,
      nonce: 'nonce-of-another-request',
    });
    await alice.page.goto(url2.href);
    await alice.page.getByRole('button', { name: 'Use your age key' }).click();
    const back2 = await waitForUrl(alice.page, `${rp.origin}/code`);
    await expect(
      oidc.authorizationCodeGrant(config, back2, {
        pkceCodeVerifier: verifier2,
        expectedState: state,
        expectedNonce: nonce,
      }),
    ).rejects.toMatchObject({
      code: 'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
      cause: { message: 'unexpected ID Token "nonce" claim value' },
    });
  });

  it('use: another client sees another subject for the same key (pairwise), and a test key is false to a live client', async () => {
    const other = await env.client({ redirectUris: [`${rp.origin}/code`], thresholds: [18] });
    const subOf = async (clientId: string) => {
      const config = await oidc.discovery(
        new URL(settings.OIDC_USE_ISSUER),
        clientId,
        undefined,
        oidc.None(),
        { execute: [oidc.allowInsecureRequests] },
      );
      const verifier = oidc.randomPKCECodeVerifier();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: `${rp.origin}/code`,
        scope: 'openid',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        nonce,
        claims: JSON.stringify({ age_thresholds: [18] }),
      });
      await alice.page.goto(url.href);
      await alice.page.getByRole('button', { name: 'Use your age key' }).click();
      const back = await waitForUrl(alice.page, `${rp.origin}/code`);
      const tokens = await oidc.authorizationCodeGrant(config, back, {
        pkceCodeVerifier: verifier,
        expectedNonce: nonce,
      });
      return tokens.claims()!;
    };
    const seenByOther = await subOf(other.clientId);
    expect(seenByOther.sub).not.toBe(implicitSub);
    expect(seenByOther.age_thresholds).toEqual({ '18': true });

    // Alice's key was made by a test client: it proves nothing to a live one.
    const live = await env.client({
      redirectUris: ['https://live-rp.example/code'],
      thresholds: [18],
      mode: 'live',
    });
    const query = new URLSearchParams({
      response_type: 'id_token',
      response_mode: 'query',
      scope: 'openid',
      client_id: live.clientId,
      redirect_uri: 'https://live-rp.example/code',
      nonce: 'n-live',
      claims: JSON.stringify({ age_thresholds: [18] }),
    });
    const landed = new Promise<URL>((resolve) => {
      void alice.page.route('https://live-rp.example/**', async (route) => {
        resolve(new URL(route.request().url()));
        await route.fulfill({ status: 200, body: 'live RP' });
      });
    });
    await alice.page.goto(`${settings.OIDC_USE_ISSUER}/auth?${query}`);
    await alice.page.getByRole('button', { name: 'Use your age key' }).click();
    const back = await landed;
    await alice.page.waitForURL((u) => u.hostname === 'live-rp.example');
    await alice.page.waitForLoadState('load');
    await alice.page.unrouteAll();
    const idToken = back.searchParams.get('id_token')!;
    const payload = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as {
      age_thresholds: Record<string, boolean>;
    };
    expect(payload.age_thresholds).toEqual({ '18': false });
  });

  it('use: the sample\u2019s exact request replayed with fetch answers the ID token in the query', async () => {
    const query = new URLSearchParams({
      response_type: 'id_token',
      response_mode: 'query',
      scope: 'openid',
      client_id: settings.OIDC_CLIENT_ID,
      redirect_uri: settings.OIDC_REDIRECT_URI,
      state: 'sample-state',
      nonce: 'sample-nonce',
      claims: JSON.stringify({ age_thresholds: [13, 18] }),
    });
    await alice.page.goto(`${settings.OIDC_USE_ISSUER}/auth?${query}`);
    await alice.page.getByRole('button', { name: 'Use your age key' }).click();
    const back = await waitForUrl(alice.page, settings.OIDC_REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe('sample-state');
    const idToken = back.searchParams.get('id_token')!;
    // What a relying party checks: signature (the issuer's JWKS), issuer, audience, nonce.
    const jwks = createRemoteJWKSet(new URL(`${settings.OIDC_USE_ISSUER}/jwks`));
    const { payload, protectedHeader } = await jwtVerify(idToken, jwks, {
      issuer: settings.OIDC_USE_ISSUER,
      audience: settings.OIDC_CLIENT_ID,
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({
      nonce: 'sample-nonce',
      age_thresholds: { '13': true, '18': true },
    });
    expect(payload.sub).toBe(implicitSub);
    console.log(
      `sample request answered: ${back.pathname}?state=${back.searchParams.get('state')}&id_token=<${idToken.length} chars>; claims ${JSON.stringify(payload)}`,
    );
  });
});
