import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCredentialStatus } from '../../../../src/service/methods/digital-wallet/credential-status';
import { AV_DOCTYPE } from '../../../../src/service/methods/digital-wallet/eu-av';
import { mdocSessionTranscript } from '../../../../src/service/methods/digital-wallet/read-mdoc';
import type { StatusReference } from '../../../../src/service/methods/digital-wallet/wallet-reading';
import { readStatusListToken } from '../../../../src/service/methods/digital-wallet/status-list-token';
import {
  createTestIssuer,
  testIssuer,
  testTrust,
  type TestIssuer,
} from '../../../../src/service/methods/digital-wallet/test-issuer';
import { signStatusListToken } from '../../../../src/service/methods/digital-wallet/test-status-list';
import {
  createTestWallet,
  presentTestMdoc,
} from '../../../../src/service/methods/digital-wallet/test-wallet';
import {
  WalletReadError,
  type WalletReading,
} from '../../../../src/service/methods/digital-wallet/wallet-reading';
import { trustFor } from '../../../../src/service/methods/digital-wallet/wallet-trust';
import { testDialects } from '../../../support/databases';
import { startTestService, type TestService } from '../../../support/test-service';
import { perform, STATUS } from '../../widget/support';

const BASE = '/api/widget/methods/digital-wallet';

/** What the status list server answers on a path, and how often it was asked. */
type Answer = { status?: number; headers?: Record<string, string>; body?: string };

describe.each(testDialects())('status lists of wallet credentials on $dialect', ({ dialect }) => {
  let t: TestService;
  let issuer: TestIssuer;
  let clock = Date.now();
  const answers = new Map<string, () => Answer | Promise<Answer>>();
  const hits = new Map<string, number>();
  let server: http.Server;
  let listBase: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const path = req.url ?? '';
      hits.set(path, (hits.get(path) ?? 0) + 1);
      void Promise.resolve(answers.get(path)?.() ?? { status: 404 }).then((a) => {
        res.writeHead(a.status ?? 200, {
          'content-type': 'application/statuslist+jwt',
          ...a.headers,
        });
        res.end(a.body ?? '');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    listBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Test mode reaches this machine only where webhooks may (OFAGE_ALLOW_LOOPBACK_WEBHOOKS).
    t = await startTestService(dialect, {
      env: { OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '1' },
      now: () => clock,
    });
    issuer = await testIssuer(t.service.ctx);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  let paths = 0;
  /** A fresh path on the list server answering `answer`; its URI. */
  const serve = (answer: (uri: string) => Answer | Promise<Answer>) => {
    const path = `/lists/${++paths}`;
    const uri = `${listBase}${path}`;
    answers.set(path, () => answer(uri));
    return { uri, hits: () => hits.get(path) ?? 0 };
  };
  /** A list signed by the test issuer (trusted in test mode): entry 1 revoked, 2 suspended. */
  const list =
    (options: { signer?: TestIssuer; expS?: number; ttlS?: number } = {}) =>
    (uri: string): Answer => ({
      body: signStatusListToken(options.signer ?? issuer, {
        uri,
        now: clock,
        statuses: { 1: 1, 2: 2 },
        ...(options.expS !== undefined ? { expS: options.expS } : {}),
        ...(options.ttlS !== undefined ? { ttlS: options.ttlS } : {}),
      }),
    });

  /** An AV verification in Germany, answered over direct_post with an attestation naming `status`. */
  const verifyWith = async (status: StatusReference) => {
    const v = await perform(t, { jurisdiction: 'DE' });
    const opened = await fetch(`${t.url}${BASE}/request`, {
      method: 'POST',
      headers: { authorization: `Bearer ${v.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ channel: 'direct_post' }),
    });
    const request = Object.fromEntries(
      new URL(((await opened.json()) as { avLink: string }).avLink).searchParams,
    );
    const wallet = await createTestWallet(issuer, { ageOver: { 18: true }, now: clock, status });
    const response = await presentTestMdoc(wallet, {
      threshold: 18,
      av: true,
      sessionTranscript: mdocSessionTranscript({
        kind: 'direct_post',
        clientId: request.client_id!,
        nonce: request.nonce!,
        responseUri: request.response_uri!,
      }),
    });
    const res = await fetch(request.response_uri!, {
      method: 'POST',
      body: new URLSearchParams({
        state: request.state!,
        vp_token: JSON.stringify({ proof_of_age: [Buffer.from(response).toString('base64url')] }),
      }),
    });
    const { outcome } = (await res.json()) as { outcome: string };
    return { id: v.id, outcome };
  };
  const statusOf = async (id: string) =>
    (await (await t.call(`${STATUS}?id=${id}`)).json()) as Record<string, unknown>;
  const attemptDetail = async (id: string) => {
    const events = await t.service.ctx.db
      .selectFrom('verification_events')
      .select('detail')
      .where('verification_id', '=', id)
      .where('type', '=', 'attempt')
      .orderBy('id', 'desc')
      .execute();
    return JSON.parse(events[0]!.detail!) as Record<string, string>;
  };
  /** The checker alone, for a reading of an AV attestation naming `status`. */
  const check = async (mode: 'test' | 'live', status: StatusReference) => {
    const reading: WalletReading = {
      format: 'mdoc',
      docType: AV_DOCTYPE,
      ageOver: new Map([[18, true]]),
      status,
    };
    try {
      await checkCredentialStatus(
        t.service.ctx,
        mode,
        reading,
        await trustFor(t.service.ctx, mode),
      );
      return 'valid';
    } catch (error) {
      if (error instanceof WalletReadError)
        return { refusal: error.refusal, reason: error.message };
      throw error;
    }
  };

  it('passes a VALID entry; nothing of the list or its URI is kept', async () => {
    const at = serve(list());
    const { id, outcome } = await verifyWith({ uri: at.uri, idx: 0 });
    expect(outcome).toBe('pass');
    expect(await statusOf(id)).toMatchObject({ status: 'PASS', age: { low: 18, high: 100 } });
    expect(await attemptDetail(id)).toEqual({
      outcome: 'pass',
      assurance: 'high',
      walletKind: `mdoc:${AV_DOCTYPE}`,
      protocol: 'openid4vp-direct_post',
    });
    expect(at.hits()).toBe(1);
  });

  it('refuses a revoked attestation and a suspended one, with the reason the console shows', async () => {
    const at = serve(list());
    const revoked = await verifyWith({ uri: at.uri, idx: 1 });
    expect(revoked.outcome).toBe('inconclusive');
    expect(await attemptDetail(revoked.id)).toMatchObject({
      outcome: 'inconclusive',
      refusal: 'revoked',
      reason: expect.stringMatching(/revoked by its issuer/) as unknown,
    });
    expect(await statusOf(revoked.id)).toMatchObject({ status: 'IN_PROGRESS' });
    const suspended = await verifyWith({ uri: at.uri, idx: 2 });
    expect(suspended.outcome).toBe('inconclusive');
    expect(await attemptDetail(suspended.id)).toMatchObject({
      refusal: 'suspended',
      reason: expect.stringMatching(/suspended by its issuer/) as unknown,
    });
  });

  it('fetches a list once for two verifications, and once for two at the same moment', async () => {
    const at = serve(list());
    expect((await verifyWith({ uri: at.uri, idx: 0 })).outcome).toBe('pass');
    expect((await verifyWith({ uri: at.uri, idx: 1 })).outcome).toBe('inconclusive');
    expect(at.hits()).toBe(1);

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = serve(async (uri) => {
      await held;
      return list()(uri);
    });
    const both = Promise.all([
      check('test', { uri: slow.uri, idx: 0 }),
      check('test', { uri: slow.uri, idx: 2 }),
    ]);
    await expect.poll(() => slow.hits()).toBe(1);
    release();
    expect(await both).toEqual(['valid', { refusal: 'suspended', reason: expect.any(String) }]);
    expect(slow.hits()).toBe(1);
  });

  it('fetches a list again once its ttl has passed; an expired list is refused', async () => {
    const at = serve(list({ ttlS: 60 }));
    expect(await check('test', { uri: at.uri, idx: 0 })).toBe('valid');
    clock += 30_000;
    expect(await check('test', { uri: at.uri, idx: 0 })).toBe('valid');
    expect(at.hits()).toBe(1);
    clock += 31_000;
    expect(await check('test', { uri: at.uri, idx: 0 })).toBe('valid');
    expect(at.hits()).toBe(2);

    const expired = serve(list({ expS: -1 }));
    expect(await check('test', { uri: expired.uri, idx: 0 })).toEqual({
      refusal: 'status-invalid',
      reason: expect.stringMatching(/expired/) as unknown,
    });
  });

  it('refuses a list signed by a key the service does not trust', async () => {
    const at = serve(list({ signer: await createTestIssuer(clock) }));
    const { id, outcome } = await verifyWith({ uri: at.uri, idx: 0 });
    expect(outcome).toBe('inconclusive');
    expect(await attemptDetail(id)).toMatchObject({
      refusal: 'status-invalid',
      reason: expect.stringMatching(/not signed by a trusted provider/) as unknown,
    });
  });

  it('an unreachable list fails closed by default; OFAGE_WALLET_STATUS_POLICY=fail-open-in-test passes it in test mode only', async () => {
    const down = serve(() => ({ status: 503 }));
    const refused = await verifyWith({ uri: down.uri, idx: 0 });
    expect(refused.outcome).toBe('inconclusive');
    expect(await attemptDetail(refused.id)).toMatchObject({
      refusal: 'status-unavailable',
      reason: expect.stringMatching(/HTTP 503/) as unknown,
    });
    expect(await check('test', { uri: 'http://127.0.0.1:1/none', idx: 0 })).toMatchObject({
      refusal: 'status-unavailable',
    });

    const config = t.service.ctx.config;
    config.wallet.statusPolicy = 'fail-open-in-test';
    try {
      expect((await verifyWith({ uri: down.uri, idx: 0 })).outcome).toBe('pass');
      // A list that arrives but fails its checks is refused all the same.
      const untrusted = serve(list({ signer: await createTestIssuer(clock) }));
      expect(await check('test', { uri: untrusted.uri, idx: 0 })).toMatchObject({
        refusal: 'status-invalid',
      });
      // Live mode always fails closed: a name that never resolves (RFC 6761 .invalid).
      expect(await check('live', { uri: 'https://status.invalid/list', idx: 0 })).toMatchObject({
        refusal: 'status-unavailable',
        reason: expect.stringMatching(/could not resolve status\.invalid/) as unknown,
      });
    } finally {
      config.wallet.statusPolicy = 'fail-closed';
    }
  });

  it('SSRF: in live mode a list on loopback, private or link-local addresses is refused without a request', async () => {
    const at = serve(list());
    expect(await check('live', { uri: at.uri, idx: 0 })).toMatchObject({
      refusal: 'status-unavailable',
      reason: expect.stringMatching(/address is refused/) as unknown,
    });
    expect(at.hits()).toBe(0);
    for (const uri of [
      'https://127.0.0.1/list',
      'https://localhost/list',
      'https://[::1]/list',
      'https://10.0.0.1/list',
      'https://169.254.169.254/latest/meta-data',
      'https://[::ffff:192.168.0.1]/list',
      'http://status.example/list',
    ]) {
      expect(await check('live', { uri, idx: 0 }), uri).toMatchObject({
        refusal: 'status-unavailable',
      });
    }
    // Test mode reaches loopback only where the operator allows it for webhooks.
    const config = t.service.ctx.config;
    config.allowLoopbackWebhooks = false;
    try {
      const closed = serve(list());
      expect(await check('test', { uri: closed.uri, idx: 0 })).toMatchObject({
        refusal: 'status-unavailable',
      });
      expect(closed.hits()).toBe(0);
    } finally {
      config.allowLoopbackWebhooks = true;
    }
  });

  it('SSRF: follows no redirect, and stops reading a list past its size cap', async () => {
    const target = serve(list());
    const redirect = serve(() => ({ status: 302, headers: { location: target.uri } }));
    expect(await check('test', { uri: redirect.uri, idx: 0 })).toMatchObject({
      refusal: 'status-unavailable',
      reason: expect.stringMatching(/redirect \(302\)/) as unknown,
    });
    expect(target.hits()).toBe(0);
    const huge = serve(() => ({ body: 'a'.repeat(300 * 1024) }));
    expect(await check('test', { uri: huge.uri, idx: 0 })).toMatchObject({
      refusal: 'status-unavailable',
      reason: expect.stringMatching(/larger than/) as unknown,
    });
  });

  it('the test issuer serves its list, and the test wallet presents revoked and suspended attestations', async () => {
    const res = await fetch(`${t.url}${BASE}/test-status-list`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/statuslist+jwt');
    const { list: served } = readStatusListToken(await res.text(), {
      uri: `${t.url}${BASE}/test-status-list`,
      anchors: testTrust(issuer).avProviders,
      now: clock,
    });
    expect([0, 1, 2].map((i) => served.getStatus(i))).toEqual([0, 1, 2]);
    expect((await fetch(`${t.url}${BASE}/test-status-list?x=1`)).status).toBe(400);

    for (const [credential, outcome, refusal] of [
      ['av', 'pass', undefined],
      ['av-revoked', 'inconclusive', 'revoked'],
      ['av-suspended', 'inconclusive', 'suspended'],
    ] as const) {
      const v = await perform(t, { jurisdiction: 'DE' });
      const opened = (await (
        await fetch(`${t.url}${BASE}/request`, {
          method: 'POST',
          headers: { authorization: `Bearer ${v.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ channel: 'direct_post' }),
        })
      ).json()) as { link: string };
      const jwt = await (await fetch(new URL(opened.link).searchParams.get('request_uri')!)).text();
      const made = (await (
        await fetch(`${t.url}${BASE}/test-wallet-present`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ request: jwt, credential, over: true }),
        })
      ).json()) as { vp_token: unknown; state: string; response_uri: string };
      const sent = await fetch(made.response_uri, {
        method: 'POST',
        body: new URLSearchParams({ state: made.state, vp_token: JSON.stringify(made.vp_token) }),
      });
      expect(await sent.json(), credential).toEqual({ outcome });
      if (refusal) expect(await attemptDetail(v.id)).toMatchObject({ refusal });
    }
  });
});
