import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../src/service/cli/main';
import { findAccountByEmail, signUp } from '../../../src/service/console/accounts';
import { listAudit, SERVICE_WIDE } from '../../../src/service/console/audit-log';
import { createProductOidcClient } from '../../../src/service/console/oidc-clients/product-oidc-clients';
import { createOwnedProduct } from '../../../src/service/console/product-settings';
import { createApiKey } from '../../../src/service/keys/api-keys';
import { ageKeyDb } from '../../../src/service/methods/age-key/keys/age-key-tables';
import { checkClientInput } from '../../../src/service/oidc/clients/client-input';
import { TEST_CREATE_QUOTA } from '../../../src/service/oidc/clients/create-permission';
import { createOidcClient } from '../../../src/service/oidc/clients/oidc-clients';
import { setAllowedOrigins } from '../../../src/service/products/products';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';
import { ageKeyHarness } from '../age-keys/support/age-key-harness';
import type { SoftAuthenticator } from '../age-keys/support/soft-authenticator';
import { perform, STATUS } from '../widget/support';
import { oidcFlows } from './support/oidc-flows';

/**
 * Who may vouch for the age in an age key. The service's own verifications always; a create
 * client's word only where the operator and the checking product trust it. A key vouched for by
 * anyone else is no key: in the widget's age key method and in the use issuer alike, with the
 * same answer as a key the service never held.
 */
describe.each(testDialects())('who vouches for an age key, on $dialect', ({ dialect }) => {
  let t: TestService;
  let h: ReturnType<typeof ageKeyHarness>;
  let flows: ReturnType<typeof oidcFlows>;
  beforeAll(async () => {
    t = await startTestService(dialect, {
      // Every request here comes from one address: the issuers' per-address limit (tested on its
      // own) would answer 429 before the create quota this file tests.
      env: { OFAGE_OPEN_SIGNUP: '1', OFAGE_OIDC_RATE_LIMIT_PER_SECOND: '100000' },
    });
    h = ageKeyHarness(t);
    flows = oidcFlows(t.url);
  }, 60_000);
  afterAll(async () => t?.close());

  const cli = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(argv, {
      stdout: (l) => out.push(l),
      stderr: (l) => err.push(l),
      env: {
        OFAGE_DATA_DIR: t.service.ctx.config.dataDir,
        ...(t.service.ctx.config.databaseUrl
          ? { DATABASE_URL: t.service.ctx.config.databaseUrl }
          : {}),
        OFAGE_LOG_LEVEL: 'silent',
      },
    });
    // Product settings are cached for a few seconds; the console drops the cache, so does this.
    t.service.invalidateCaches();
    return { code, stdout: out.join('\n'), stderr: err.join('\n') };
  };

  /** A tenant that signed itself up, with a product of its own (the console's functions). */
  async function selfSignedUpTenant(email: string) {
    const { ctx } = t.service;
    await signUp(ctx, { email, password: 'a long unusual passphrase 42', ip: '192.0.2.7' });
    const account = (await findAccountByEmail(ctx, email))!;
    const product = await createOwnedProduct(t.service, account, { name: `${email}'s app` });
    return { account, product };
  }

  /** A create client registered in the tenant's console, as its form does. */
  async function consoleCreateClient(
    tenant: Awaited<ReturnType<typeof selfSignedUpTenant>>,
    mode: 'test' | 'live',
    redirectUri: string,
  ) {
    const created = await createProductOidcClient(t.service, tenant.account, tenant.product.id, {
      mode,
      name: 'Mint',
      redirectUris: redirectUri,
      thresholds: '',
      mayCreate: true,
    });
    return { clientId: created.info.clientId, secret: created.secret!, redirectUri };
  }

  /** A use client of a product (registered directly: the console's checks are tested elsewhere). */
  async function useClient(productId: string, mode: 'test' | 'live', redirectUri: string) {
    const input = checkClientInput({ mode, redirectUris: [redirectUri], thresholds: [18, 21] });
    const created = await createOidcClient(t.service.ctx.db, productId, input, Date.now());
    return { clientId: created.info.clientId, redirectUri };
  }

  /** An age key the service never held: a passkey on the same relying party, never registered. */
  async function strangerKey(): Promise<SoftAuthenticator> {
    const auth = h.authenticator();
    const rpID = new URL(t.url).hostname;
    await auth.create(
      {
        rp: { id: rpID, name: 'x' },
        user: { id: 'c3RyYW5nZXI', name: 'stranger', displayName: 'stranger' },
        challenge: 'AAAAAAAAAAAAAAAAAAAAAA',
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
      } as PublicKeyCredentialCreationOptionsJSON,
      { origin: new URL(t.url).origin },
    );
    return auth;
  }

  /**
   * The widget's age key at a product's verification (US-CA, at least 21, the age key flow):
   * what the widget answers and what get-status then says.
   */
  async function gate(auth: SoftAuthenticator, key: string) {
    const v = await perform(
      t,
      { jurisdiction: 'US-CA', criteria: { age: 21 }, options: { flow: 'age-key' } },
      key,
    );
    const answer = await h.complete(
      v.token,
      'verify',
      await auth.get(await h.requestOptions(v.token, 'verify'), h.framed),
    );
    const status = (await (await t.call(`${STATUS}?id=${v.id}`, { key })).json()) as Record<
      string,
      unknown
    >;
    return { answer, status };
  }

  /**
   * A product whose live origins frame the harness's ceremonies (the harness's shop is on this
   * machine), so that a live check's refusal is about the key, not the page around it.
   */
  async function addShop(name: string) {
    const shop = await t.addProduct(name);
    await setAllowedOrigins(
      t.service.ctx.db,
      shop.product.id,
      'live',
      [h.framed.topOrigin!],
      Date.now(),
      { allowLoopbackLive: true },
    );
    t.service.invalidateCaches();
    return shop;
  }

  /** What the use issuer and the widget say of a key that is no key to them. */
  const NO_KEY_WIDGET = { outcome: 'refused', reason: 'unknown-key' };

  it('the reproduction: a self-signed-up tenant\u2019s live "may create" client cannot mint a key that opens another product\u2019s live gate', async () => {
    const mallory = await selfSignedUpTenant('mallory@mint.example');
    const client = await consoleCreateClient(mallory, 'live', 'https://mint.example/cb');
    // The pushed request: an age range and no evidence at all, a free-text verification id.
    const pushed = await flows.pushCreate(client, {
      age: { age_range: { min: 25 } },
      verification_id: 'anything-at-all-1',
    });
    let auth: SoftAuthenticator;
    if (pushed.status === 201) {
      auth = h.authenticator();
      await flows.saveKey(auth, client.clientId, pushed.body.request_uri!);
    } else {
      // Refused: whatever passkey the tenant's visitor holds, the service never saved it.
      auth = await strangerKey();
    }

    const victim = await addShop('Another shop');
    const { answer, status } = await gate(auth, victim.liveKey);
    expect(status.status).not.toBe('PASS');
    expect(answer).toEqual(NO_KEY_WIDGET);
    const victimRp = await useClient(victim.product.id, 'live', 'https://shop.example/cb');
    const used = await flows.useKey(auth, victimRp, [21]);
    expect(used.ageThresholds).toBeUndefined();
    expect(used.finished.body.error).toBe('AGE_KEY_REFUSED');

    // Where it stopped: the live client creates nothing without the operator's approval.
    expect(pushed).toMatchObject({ status: 400, body: { error: 'unauthorized_client' } });
    const minted = await ageKeyDb(t.service.ctx.db)
      .selectFrom('age_keys')
      .select('credential_id')
      .where('voucher', '=', `client:${client.clientId}`)
      .execute();
    expect(minted).toEqual([]);
  });

  it("a test client's key is no key to another tenant (widget and use issuer alike, as if never saved), and a test key at its own product", async () => {
    const erin = await selfSignedUpTenant('erin@tester.example');
    const client = await consoleCreateClient(erin, 'test', 'https://tester.example/cb');
    const pushed = await flows.pushCreate(client, {
      age: { age_range: { min: 25 } },
      verification_id: 'test-verification-1',
    });
    expect(pushed.status).toBe(201);
    const auth = h.authenticator();
    const saved = await flows.saveKey(auth, client.clientId, pushed.body.request_uri!);
    expect(saved.started && saved.back?.searchParams.get('agekey_created')).toBe('true');
    const key = await ageKeyDb(t.service.ctx.db)
      .selectFrom('age_keys')
      .selectAll()
      .where('credential_id', '=', [...auth.credentials.keys()][0]!)
      .executeTakeFirstOrThrow();
    expect(key).toMatchObject({ age_floor: 25, test_mode: 1 });

    // Its own product: the test key passes a test check, never a live one.
    const { db } = t.service.ctx;
    const ownKey = async (mode: 'test' | 'live') =>
      (await createApiKey(db, { productId: erin.product.id, mode }, Date.now())).key;
    const [ownTestKey, ownLiveKey] = [await ownKey('test'), await ownKey('live')];
    // Both modes' origins frame the ceremony (the harness's shop is on this machine), so that
    // the live check's refusal is about the key, not the page around it.
    for (const mode of ['test', 'live'] as const) {
      await setAllowedOrigins(db, erin.product.id, mode, [h.framed.topOrigin!], Date.now(), {
        allowLoopbackLive: true,
      });
    }
    t.service.invalidateCaches();
    expect((await gate(auth, ownTestKey)).status).toMatchObject({
      status: 'PASS',
      method: 'age-key',
      age: { low: 25, high: 100 },
    });
    expect((await gate(auth, ownLiveKey)).answer).toMatchObject({ reason: 'test-key' });
    const ownRp = await useClient(erin.product.id, 'test', 'https://tester.example/use');
    expect((await flows.useKey(auth, ownRp, [21])).ageThresholds).toEqual({ '21': true });

    // Another tenant's test check and test use client: no key, exactly as for a stranger's.
    const other = await addShop('Someone else');
    const otherRp = await useClient(other.product.id, 'test', 'https://else.example/cb');
    const stranger = await strangerKey();
    const widget = await gate(auth, other.testKey);
    expect(widget.answer).toEqual(NO_KEY_WIDGET);
    expect(widget.status.status).not.toBe('PASS');
    expect((await gate(stranger, other.testKey)).answer).toEqual(widget.answer);
    const viaIssuer = await flows.useKey(auth, otherRp, [21]);
    expect(viaIssuer.ageThresholds).toBeUndefined();
    expect(viaIssuer.finished).toEqual((await flows.useKey(stranger, otherRp, [21])).finished);
    // The key says who vouched for it.
    expect(key).toMatchObject({ voucher: `client:${client.clientId}` });
  });

  it('an operator-trusted provider\u2019s key passes; a product that leaves it out and a withdrawal make it no key, in the widget and the use issuer alike', async () => {
    const ivy = await selfSignedUpTenant('ivy@provider.example');
    const client = await consoleCreateClient(ivy, 'live', 'https://provider.example/cb');
    const early = await flows.pushCreate(client, {
      age: { age_range: { min: 25 } },
      verification_id: 'before-approval',
    });
    expect(early).toMatchObject({ status: 400, body: { error: 'unauthorized_client' } });

    const approved = await cli('oidc-clients', 'approve', '--client', client.clientId);
    expect(approved.stderr).toBe('');
    expect(approved.code).toBe(0);
    // Audited where the tenant sees it, and in the operator's log.
    for (const log of [ivy.product.id, SERVICE_WIDE]) {
      expect((await listAudit(t.service.ctx.db, log))[0]).toMatchObject({
        action: 'oidc_client.create_approved',
        accountEmail: 'cli',
      });
    }

    const pushed = await flows.pushCreate(client, {
      age: { date_of_birth: '1990-05-17' },
      verification_id: 'provider-verification-1',
    });
    expect(pushed.status).toBe(201);
    const auth = h.authenticator();
    await flows.saveKey(auth, client.clientId, pushed.body.request_uri!);
    const key = await ageKeyDb(t.service.ctx.db)
      .selectFrom('age_keys')
      .selectAll()
      .where('voucher', '=', `client:${client.clientId}`)
      .executeTakeFirstOrThrow();
    expect(key).toMatchObject({ age_floor: 25, test_mode: 0 });

    // Two other products, both with the default choice: every trusted provider.
    const shop = await addShop('Liquor shop');
    const picky = await addShop('Picky shop');
    const shopRp = await useClient(shop.product.id, 'live', 'https://liquor.example/cb');
    const pickyRp = await useClient(picky.product.id, 'live', 'https://picky.example/cb');
    const passes = await gate(auth, shop.liveKey);
    expect(passes.status).toEqual({
      id: passes.status.id,
      status: 'PASS',
      method: 'age-key',
      age: { low: 25, high: 100 },
      ageCategory: 'adult',
    });
    expect((await flows.useKey(auth, shopRp, [18, 21])).ageThresholds).toEqual({
      '18': true,
      '21': true,
    });

    // The picky product accepts the service's own verifications only.
    const narrowed = await cli(
      'products',
      'age-key-providers',
      '--product',
      picky.product.id,
      '--providers',
      'none',
    );
    expect(narrowed.code).toBe(0);
    expect((await gate(auth, picky.liveKey)).answer).toEqual(NO_KEY_WIDGET);
    expect((await flows.useKey(auth, pickyRp, [21])).finished.body.error).toBe('AGE_KEY_REFUSED');
    // …and takes it back by naming it.
    expect(
      (
        await cli(
          'products',
          'age-key-providers',
          '--product',
          picky.product.id,
          '--providers',
          client.clientId,
        )
      ).code,
    ).toBe(0);
    expect((await gate(auth, picky.liveKey)).status.status).toBe('PASS');
    expect((await flows.useKey(auth, pickyRp, [21])).ageThresholds).toEqual({ '21': true });

    // The operator withdraws: no key anywhere, and no new key either.
    expect((await cli('oidc-clients', 'withdraw', '--client', client.clientId)).code).toBe(0);
    for (const [product, rp] of [
      [shop, shopRp],
      [picky, pickyRp],
    ] as const) {
      expect((await gate(auth, product.liveKey)).answer).toEqual(NO_KEY_WIDGET);
      expect((await flows.useKey(auth, rp, [21])).finished.body.error).toBe('AGE_KEY_REFUSED');
    }
    expect(
      await flows.pushCreate(client, { age: { age_range: { min: 25 } }, verification_id: 'late' }),
    ).toMatchObject({ status: 400, body: { error: 'unauthorized_client' } });
  });

  it('a create client vouches for at most its quota of verifications an hour, however many it sends at once', async () => {
    const quinn = await selfSignedUpTenant('quinn@many.example');
    const client = await consoleCreateClient(quinn, 'test', 'https://many.example/cb');
    const sent = await Promise.all(
      Array.from({ length: TEST_CREATE_QUOTA + 5 }, (_, i) =>
        flows.pushCreate(client, { age: { age_range: { min: 18 } }, verification_id: `v-${i}` }),
      ),
    );
    const statuses = sent.map((s) => s.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(TEST_CREATE_QUOTA);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(sent.find((s) => s.status === 429)!.body.error).toBe('invalid_request');

    // The operator sets a live provider's quota when approving it.
    const live = await consoleCreateClient(quinn, 'live', 'https://many.example/live');
    expect(
      (await cli('oidc-clients', 'approve', '--client', live.clientId, '--keys-per-hour', '2'))
        .code,
    ).toBe(0);
    const three = await Promise.all(
      [1, 2, 3].map((i) =>
        flows.pushCreate(live, { age: { age_range: { min: 18 } }, verification_id: `l-${i}` }),
      ),
    );
    expect(three.map((s) => s.status).sort()).toEqual([201, 201, 429]);
  });
});
