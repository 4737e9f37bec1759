import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../src/service/cli/main';
import { checkClientInput } from '../../../src/service/oidc/clients/client-input';
import { createOidcClient } from '../../../src/service/oidc/clients/oidc-clients';
import { ISSUERS_REFRESH_MS } from '../../../src/service/oidc/issuers';
import { PUBLISH_AHEAD_MS, RETAIN_AFTER_MS } from '../../../src/service/oidc/keys/signing-keys';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';
import { ageKeyHarness } from '../age-keys/support/age-key-harness';
import type { SoftAuthenticator } from '../age-keys/support/soft-authenticator';
import { oidcFlows } from './support/oidc-flows';

/**
 * `ofage oidc-keys rotate` as a relying party sees it: the new key is in the JWKS before it signs,
 * so a JWKS fetched after the rotation verifies every ID token signed after it, by either key;
 * the old key stays in the JWKS after it stops signing, then leaves. The service's clock moves
 * (the issuers are built again every ISSUERS_REFRESH_MS); the command runs at the real time.
 */
describe.each(testDialects())('ID-token key rotation on $dialect', ({ dialect }) => {
  let t: TestService;
  let flows: ReturnType<typeof oidcFlows>;
  let auth: SoftAuthenticator;
  let rp: { clientId: string; redirectUri: string };
  let offset = 0;

  beforeAll(async () => {
    t = await startTestService(dialect, {
      now: () => Date.now() + offset,
      env: { OFAGE_OIDC_RATE_LIMIT_PER_SECOND: '100000' },
    });
    flows = oidcFlows(t.url);
    // A person whose verification passed saved an age key from the widget.
    const h = ageKeyHarness(t);
    const passed = await h.passed();
    auth = h.authenticator();
    await h.register(auth, passed.token);
    const input = checkClientInput({
      mode: 'test',
      redirectUris: ['https://rp.example/cb'],
      thresholds: [18],
    });
    const created = await createOidcClient(t.service.ctx.db, t.product.id, input, Date.now());
    rp = { clientId: created.info.clientId, redirectUri: 'https://rp.example/cb' };
  }, 60_000);
  afterAll(async () => t?.close());

  const jwks = async () => (await (await fetch(`${flows.useIssuer}/jwks`)).json()) as JSONWebKeySet;
  const kids = (set: JSONWebKeySet) => set.keys.map((k) => k.kid);
  const idToken = async () => {
    const used = await flows.useKey(auth, rp, [18]);
    expect(used.ageThresholds).toEqual({ '18': true });
    return used.idToken!;
  };
  /** What a relying party does with the JWKS it cached: check the token's signature. */
  const verifies = async (token: string, cached: JSONWebKeySet) =>
    jwtVerify(token, createLocalJWKSet(cached), { audience: rp.clientId }).then(
      () => true,
      () => false,
    );
  const later = (ms: number) => {
    // Past the issuers' next rebuild, which reads the keys again.
    offset += ms + ISSUERS_REFRESH_MS + 1000;
  };

  it('publishes the new key before it signs, keeps the old one after, and a cached JWKS never fails', async () => {
    const before = await idToken();
    const old = decodeProtectedHeader(before).kid!;
    expect(kids(await jwks())).toEqual([old]);

    const rotated = await runCli(['oidc-keys', 'rotate', '--json'], {
      stdout: () => undefined,
      stderr: () => undefined,
      env: {
        OFAGE_DATA_DIR: t.service.ctx.config.dataDir,
        ...(t.service.ctx.config.databaseUrl
          ? { DATABASE_URL: t.service.ctx.config.databaseUrl }
          : {}),
        OFAGE_LOG_LEVEL: 'silent',
      },
    });
    expect(rotated).toBe(0);

    // Next: published in both issuers' JWKS, the old key still signs.
    later(0);
    const cachedAfterRotation = await jwks();
    expect(kids(cachedAfterRotation)).toHaveLength(2);
    const fresh = kids(cachedAfterRotation).find((k) => k !== old)!;
    const createIssuerJwks = (await (
      await fetch(`${flows.createIssuer}/jwks`)
    ).json()) as JSONWebKeySet;
    expect(kids(createIssuerJwks).sort()).toEqual([old, fresh].sort());
    const stillOld = await idToken();
    expect(decodeProtectedHeader(stillOld).kid).toBe(old);

    // A day later the new key signs; the JWKS cached before it did verifies its tokens.
    later(PUBLISH_AHEAD_MS);
    const signedByNew = await idToken();
    expect(decodeProtectedHeader(signedByNew).kid).toBe(fresh);
    expect(await verifies(signedByNew, cachedAfterRotation)).toBe(true);
    // The old key stays published: a token it signed just before still verifies with a fresh JWKS.
    const afterSwitch = await jwks();
    expect(kids(afterSwitch)).toEqual([fresh, old]);
    expect(await verifies(stillOld, afterSwitch)).toBe(true);

    // A week after it stopped signing, it leaves the JWKS.
    later(RETAIN_AFTER_MS);
    expect(kids(await jwks())).toEqual([fresh]);
    expect(await verifies(await idToken(), cachedAfterRotation)).toBe(true);
  });
});
