import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../src/service/config/load-config';
import { createLogger } from '../../../../src/service/logger';
import { digitalWalletMethod } from '../../../../src/service/methods/digital-wallet/definition';
import {
  isoMdocSessionTranscript,
  sealIsoMdocResponse,
} from '../../../../src/service/methods/digital-wallet/iso-mdoc-dc-api';
import { mdocSessionTranscript } from '../../../../src/service/methods/digital-wallet/read-mdoc';
import {
  createTestIssuer,
  testIssuer,
} from '../../../../src/service/methods/digital-wallet/test-issuer';
import {
  createTestWallet,
  presentTestMdoc,
  presentTestSdJwtVc,
} from '../../../../src/service/methods/digital-wallet/test-wallet';
import type { ServiceContext } from '../../../../src/service/context';
import { testDialects } from '../../../support/databases';
import { startTestService, type TestService } from '../../../support/test-service';
import { perform, STATUS } from '../../widget/support';
import { exampleRoot } from './example-root';

const BASE = '/api/widget/methods/digital-wallet';

interface AuthzRequest {
  client_id: string;
  response_uri: string;
  nonce: string;
  state: string;
  dcql_query: { credentials: { id: string }[] };
}

describe.each(testDialects())('digital wallet over OpenID4VP on $dialect', ({ dialect }) => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService(dialect);
  });
  afterAll(async () => t.close());

  const widget = (token: string, action: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${token}`);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    return fetch(`${t.url}${BASE}/${action}`, {
      ...init,
      headers,
      ...(init.json !== undefined ? { body: JSON.stringify(init.json), method: 'POST' } : {}),
    });
  };

  /** A verification with an open direct_post request, fetched as a wallet fetches it. */
  const qrRequest = async () => {
    const v = await perform(t);
    const opened = await widget(v.token, 'request', { json: { channel: 'direct_post' } });
    expect(opened.status).toBe(200);
    const { link, state, qrSvg } = (await opened.json()) as {
      link: string;
      state: string;
      qrSvg: string;
    };
    expect(qrSvg).toMatch(/^<svg/);
    const deep = new URL(link);
    expect(deep.protocol).toBe('openid4vp:');
    const requestUri = deep.searchParams.get('request_uri')!;
    const fetched = await fetch(requestUri);
    expect(fetched.headers.get('content-type')).toBe('application/oauth-authz-req+jwt');
    const jwt = await fetched.text();
    expect(JSON.parse(Buffer.from(jwt.split('.')[0]!, 'base64url').toString())).toMatchObject({
      alg: 'none',
    });
    const request = JSON.parse(
      Buffer.from(jwt.split('.')[1]!, 'base64url').toString(),
    ) as AuthzRequest;
    expect(request).toMatchObject({ state, client_id: `redirect_uri:${request.response_uri}` });
    expect(JSON.stringify(request.dcql_query)).not.toMatch(/birth/);
    return { v, state, request };
  };

  const sdJwtToken = async (
    request: AuthzRequest,
    over = true,
    issuer?: Awaited<ReturnType<typeof testIssuer>>,
  ) => {
    const wallet = await createTestWallet(issuer ?? (await testIssuer(t.service.ctx)), {
      ageOver: { 18: over },
    });
    return JSON.stringify({
      'pid-sd-jwt': [
        await presentTestSdJwtVc(wallet, {
          threshold: 18,
          nonce: request.nonce,
          audience: request.client_id,
        }),
      ],
    });
  };
  const mdocToken = async (request: AuthzRequest) => {
    const wallet = await createTestWallet(await testIssuer(t.service.ctx), {
      ageOver: { 18: true },
    });
    const response = await presentTestMdoc(wallet, {
      threshold: 18,
      sessionTranscript: mdocSessionTranscript({
        kind: 'direct_post',
        clientId: request.client_id,
        nonce: request.nonce,
        responseUri: request.response_uri,
      }),
    });
    return JSON.stringify({ mdl: [Buffer.from(response).toString('base64url')] });
  };
  const post = (request: AuthzRequest, fields: Record<string, string>) =>
    fetch(request.response_uri, { method: 'POST', body: new URLSearchParams(fields) });
  const status = async (id: string) =>
    (await (await t.call(`${STATUS}?id=${id}`)).json()) as Record<string, unknown>;

  /** What the console's timeline shows for the verification's last attempt. */
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

  it('a wallet that declines (error=access_denied): the poll says so once, no attempt, the request is spent', async () => {
    const { v, state, request } = await qrRequest();
    const poll = async () =>
      (await (await widget(v.token, `poll?state=${encodeURIComponent(state)}`)).json()) as Record<
        string,
        unknown
      >;
    expect(await poll()).toEqual({ pending: true });
    const declined = await post(request, { state, error: 'access_denied' });
    expect(declined.status).toBe(200);
    // A decline cannot be followed by a presentation on the same request, nor by a second error.
    const late = await post(request, { state, vp_token: await sdJwtToken(request) });
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ error: 'INVALID_INPUT' });
    expect((await post(request, { state, error: 'access_denied' })).status).toBe(400);
    expect(await poll()).toEqual({ walletError: 'access_denied' });
    // Told once; afterwards the poll answers the verification's state, with no attempt used.
    expect(await poll()).toMatchObject({ decision: 'inconclusive', attemptsLeft: 3 });
    // Nothing was recorded: the verification is as perform left it.
    expect(await status(v.id)).toMatchObject({ status: 'PENDING' });
  });

  it('passes an adult sharing an SD-JWT VC PID by QR code (direct_post)', async () => {
    const { v, request } = await qrRequest();
    const res = await post(request, { state: request.state, vp_token: await sdJwtToken(request) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ outcome: 'pass' });
    expect(await status(v.id)).toMatchObject({
      status: 'PASS',
      method: 'digital-wallet',
      age: { low: 18, high: 100 },
    });
    expect(await attemptDetail(v.id)).toMatchObject({
      outcome: 'pass',
      walletKind: 'eudi-pid-sd-jwt-vc',
      protocol: 'openid4vp-direct_post',
    });
    expect(JSON.stringify(await status(v.id))).not.toMatch(/walletKind|sd-jwt/);
    const poll = await widget(v.token, `poll?state=${request.state}`);
    expect(await poll.json()).toMatchObject({ decision: 'pass', state: { status: 'PASS' } });
  });

  it('passes an adult sharing an mDL (mdoc) by QR code', async () => {
    const { v, request } = await qrRequest();
    const res = await post(request, { state: request.state, vp_token: await mdocToken(request) });
    expect(await res.json()).toEqual({ outcome: 'pass' });
    expect(await status(v.id)).toMatchObject({ status: 'PASS' });
    expect(await attemptDetail(v.id)).toMatchObject({ walletKind: 'mdoc:org.iso.18013.5.1.mDL' });
  });

  it('fails age_over_18 = false with age-criteria-not-met', async () => {
    const { v, request } = await qrRequest();
    await post(request, { state: request.state, vp_token: await sdJwtToken(request, false) });
    expect(await status(v.id)).toMatchObject({
      status: 'FAIL',
      failureReason: 'age-criteria-not-met',
    });
  });

  it('refuses a replayed state (single-use nonce): 400, no second attempt', async () => {
    const { v, request } = await qrRequest();
    const token = await sdJwtToken(request);
    await post(request, { state: request.state, vp_token: token });
    const again = await post(request, { state: request.state, vp_token: token });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'INVALID_INPUT' });
    expect((await fetch(`${t.url}${BASE}/request-object?state=${request.state}`)).status).toBe(400);
    expect(await status(v.id)).toMatchObject({ status: 'PASS' });
  });

  it('an untrusted issuer or a response made for another verification is no pass', async () => {
    const a = await qrRequest();
    const stranger = await createTestIssuer(Date.now());
    await post(a.request, {
      state: a.request.state,
      vp_token: await sdJwtToken(a.request, true, stranger),
    });
    expect(await status(a.v.id)).toMatchObject({ status: 'IN_PROGRESS' });
    const b = await qrRequest();
    const c = await qrRequest();
    // B's presentation, posted under C's state.
    const res = await post(c.request, {
      state: c.request.state,
      vp_token: await sdJwtToken(b.request),
    });
    expect(await res.json()).toEqual({ outcome: 'inconclusive' });
    expect(await status(c.v.id)).toMatchObject({ status: 'IN_PROGRESS' });
  });

  it('a forged presentation ends fraudulent-activity-detected', async () => {
    const { v, request } = await qrRequest();
    const token = JSON.parse(await sdJwtToken(request, false)) as Record<string, string[]>;
    const [jwt, ...rest] = token['pid-sd-jwt']![0]!.split('~');
    const [h, body, s] = jwt!.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    claims.age_over_18 = true;
    const forged = [
      `${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${s}`,
      ...rest,
    ].join('~');
    await post(request, {
      state: request.state,
      vp_token: JSON.stringify({ 'pid-sd-jwt': [forged] }),
    });
    expect(await status(v.id)).toMatchObject({
      status: 'FAIL',
      failureReason: 'fraudulent-activity-detected',
    });
  });

  it('answers malformed input with 4xx JSON and keeps running', async () => {
    for (const vp_token of [
      '',
      'not json',
      '[]',
      '{"mdl":["!!"]}',
      '{"pid-sd-jwt":["a.b.c"]}',
      '{"x":[1]}',
    ]) {
      const { request } = await qrRequest();
      const res = await post(request, { state: request.state, vp_token });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'INVALID_INPUT' });
    }
    const nobody = await fetch(`${t.url}${BASE}/response`, {
      method: 'POST',
      body: new URLSearchParams({ state: 'x' }),
    });
    expect(nobody.status).toBe(400);
    const json = await fetch(`${t.url}${BASE}/response`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
  });

  it('the Digital Credentials API answer is bound to the widget origin', async () => {
    const origin = new URL(t.url).origin;
    const open = async () => {
      const v = await perform(t);
      const res = await widget(v.token, 'request', { json: { channel: 'dc_api' } });
      const body = (await res.json()) as {
        state: string;
        requests: { protocol: string; data: { nonce: string } }[];
      };
      expect(body.requests[0]!.protocol).toBe('openid4vp-v1-unsigned');
      return { v, state: body.state, nonce: body.requests[0]!.data.nonce };
    };
    const wallet = await createTestWallet(await testIssuer(t.service.ctx), {
      ageOver: { 18: true },
    });
    const answer = async (nonce: string, audienceOrigin: string) => ({
      vp_token: {
        'pid-sd-jwt': [
          await presentTestSdJwtVc(wallet, {
            threshold: 18,
            nonce,
            audience: `origin:${audienceOrigin}`,
          }),
        ],
      },
    });

    const ok = await open();
    const res = await widget(ok.v.token, 'dc-response', {
      json: { state: ok.state, data: await answer(ok.nonce, origin) },
      headers: { origin },
    });
    expect(await res.json()).toMatchObject({ decision: 'pass', state: { status: 'PASS' } });

    const elsewhere = await open();
    const refused = await widget(elsewhere.v.token, 'dc-response', {
      json: { state: elsewhere.state, data: await answer(elsewhere.nonce, origin) },
      headers: { origin: 'https://evil.test' },
    });
    expect(refused.status).toBe(403);

    const phished = await open();
    const wrong = await widget(phished.v.token, 'dc-response', {
      json: { state: phished.state, data: await answer(phished.nonce, 'https://evil.test') },
      headers: { origin },
    });
    expect(await wrong.json()).toMatchObject({
      decision: 'inconclusive',
      detail: { refusal: 'wrong-binding' },
    });

    // Another verification's state, with this verification's widget token.
    const other = await open();
    const crossed = await widget(ok.v.token, 'dc-response', {
      json: { state: other.state, data: await answer(other.nonce, origin) },
      headers: { origin },
    });
    expect(crossed.status).toBe(400);
  });

  it('org-iso-mdoc: an HPKE-sealed mDL answer for this origin passes; the console sees the protocol', async () => {
    const origin = new URL(t.url).origin;
    const v = await perform(t);
    const res = await widget(v.token, 'request', { json: { channel: 'dc_api' } });
    const { state, requests } = (await res.json()) as {
      state: string;
      requests: { protocol: string; data: { deviceRequest: string; encryptionInfo: string } }[];
    };
    const iso = requests.find((r) => r.protocol === 'org-iso-mdoc')!;
    expect(JSON.stringify(requests)).not.toMatch(/privateKey|birth/);
    const wallet = await createTestWallet(await testIssuer(t.service.ctx), {
      ageOver: { 18: true },
    });
    const response = await presentTestMdoc(wallet, {
      threshold: 18,
      sessionTranscript: isoMdocSessionTranscript(iso.data.encryptionInfo, origin),
    });
    const answered = await widget(v.token, 'dc-response', {
      json: {
        state,
        protocol: 'org-iso-mdoc',
        data: await sealIsoMdocResponse(iso.data, origin, response),
      },
      headers: { origin },
    });
    expect(await answered.json()).toMatchObject({ decision: 'pass' });
    expect(await attemptDetail(v.id)).toMatchObject({
      walletKind: 'mdoc:org.iso.18013.5.1.mDL',
      protocol: 'org-iso-mdoc',
    });
  });

  it('the test wallet answers test-mode requests only', async () => {
    const { v, request } = await qrRequest();
    const jwt = await (await fetch(`${t.url}${BASE}/request-object?state=${request.state}`)).text();
    await t.service.ctx.db
      .updateTable('verifications')
      .set({ mode: 'live' })
      .where('id', '=', v.id)
      .execute();
    const res = await fetch(`${t.url}${BASE}/test-wallet-present`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ request: jwt, credential: 'sd-jwt', over: true }),
    });
    expect(res.status).toBe(403);
    // And a live verification does not trust the test issuer.
    const posted = await post(request, {
      state: request.state,
      vp_token: await sdJwtToken(request),
    });
    expect(await posted.json()).toEqual({ outcome: 'inconclusive' });
  });
});

describe('isLive', () => {
  const logged: string[] = [];
  const ctxWith = (env: Record<string, string>) =>
    ({
      config: loadConfig({ OFAGE_LOG_LEVEL: 'silent', ...env }),
      logger: createLogger('info', { write: (line: string) => logged.push(line) }),
    }) as unknown as ServiceContext;

  it('is live with a readable trust file, not without one or with a broken one', async () => {
    const dir = path.join(process.env.TMPDIR ?? '/tmp', `ofage-wallet-trust-${process.pid}`);
    const { mkdirSync } = await import('node:fs');
    mkdirSync(dir, { recursive: true });
    // A real wallet's root: ofage's test issuer is never a live anchor (live-test-issuer.test.ts).
    const pem = `-----BEGIN CERTIFICATE-----\n${Buffer.from(await exampleRoot()).toString('base64')}\n-----END CERTIFICATE-----`;
    writeFileSync(path.join(dir, 'good.json'), JSON.stringify({ certificates: [pem] }));
    writeFileSync(path.join(dir, 'bad.json'), '{"certificates": 3}');
    expect(digitalWalletMethod.isLive(ctxWith({}))).toBe(false);
    expect(
      digitalWalletMethod.isLive(ctxWith({ OFAGE_WALLET_TRUST_FILE: path.join(dir, 'good.json') })),
    ).toBe(true);
    expect(
      digitalWalletMethod.isLive(ctxWith({ OFAGE_WALLET_TRUST_FILE: path.join(dir, 'bad.json') })),
    ).toBe(false);
    expect(
      digitalWalletMethod.isLive(
        ctxWith({ OFAGE_WALLET_TRUST_FILE: path.join(dir, 'missing.json') }),
      ),
    ).toBe(false);
    // Each says why at the first look (start-up logs the live methods), without a stack trace.
    expect(logged.join('')).toMatch(/set OFAGE_WALLET_TRUST_FILE/);
    expect(logged.join('')).toMatch(/trust anchors loaded/);
    expect(logged.filter((l) => /not live — OFAGE_WALLET_TRUST_FILE/.test(l))).toHaveLength(2);
  });
});
