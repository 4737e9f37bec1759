import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mdocSessionTranscript } from '../../../../src/service/methods/digital-wallet/read-mdoc';
import {
  createTestIssuer,
  testIssuer,
} from '../../../../src/service/methods/digital-wallet/test-issuer';
import {
  createTestWallet,
  presentTestMdoc,
} from '../../../../src/service/methods/digital-wallet/test-wallet';
import { testDialects } from '../../../support/databases';
import { startTestService, type TestService } from '../../../support/test-service';
import { perform, STATUS } from '../../widget/support';

const BASE = '/api/widget/methods/digital-wallet';
const AV = 'eu.europa.ec.av.1';

/** The request an `av://` link carries by value (Annex A §A.5). */
interface AvRequest {
  client_id: string;
  response_uri: string;
  nonce: string;
  state: string;
  dcql_query: string;
}

describe.each(testDialects())(
  'the EU age-verification app over OpenID4VP direct_post on $dialect',
  ({ dialect }) => {
    let t: TestService;
    beforeAll(async () => {
      t = await startTestService(dialect);
    });
    afterAll(async () => t.close());

    const widget = (token: string, action: string, json?: unknown) =>
      fetch(`${t.url}${BASE}/${action}`, {
        method: json === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });

    /** A verification in `jurisdiction` with an open QR request, as the widget opens it. */
    const open = async (jurisdiction = 'DE') => {
      const v = await perform(t, { jurisdiction });
      const res = await widget(v.token, 'request', { channel: 'direct_post' });
      expect(res.status).toBe(200);
      return {
        v,
        opened: (await res.json()) as {
          state: string;
          link: string;
          avLink?: string;
          avQrSvg?: string;
        },
      };
    };
    /** What the app reads from the `av://` link. */
    const avRequest = (link: string): AvRequest => {
      const url = new URL(link);
      expect(url.protocol).toBe('av:');
      return Object.fromEntries(url.searchParams) as unknown as AvRequest;
    };
    /** The app's answer: its attestation's DeviceResponse, device-signed for `binding`. */
    const avToken = async (
      request: AvRequest,
      { over = true, trusted = true, responseUri = request.response_uri } = {},
    ) => {
      const issuer = trusted ? await testIssuer(t.service.ctx) : await createTestIssuer(Date.now());
      const wallet = await createTestWallet(issuer, { ageOver: { 18: over } });
      const response = await presentTestMdoc(wallet, {
        threshold: 18,
        av: true,
        sessionTranscript: mdocSessionTranscript({
          kind: 'direct_post',
          clientId: request.client_id,
          nonce: request.nonce,
          responseUri,
        }),
      });
      return JSON.stringify({ proof_of_age: [Buffer.from(response).toString('base64url')] });
    };
    const post = (request: AvRequest, vpToken: string) =>
      fetch(request.response_uri, {
        method: 'POST',
        body: new URLSearchParams({ state: request.state, vp_token: vpToken }),
      });
    const status = async (id: string) =>
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

    it('in an EU member state: an av:// link and code beside openid4vp://, for the same request', async () => {
      const { opened } = await open('FR');
      expect(opened.avQrSvg).toMatch(/^<svg/);
      const request = avRequest(opened.avLink!);
      expect(request).toMatchObject({
        state: opened.state,
        response_type: 'vp_token',
        response_mode: 'direct_post',
        client_id: `redirect_uri:${request.response_uri}`,
      });
      expect(JSON.parse(request.dcql_query)).toEqual({
        credentials: [
          {
            id: 'proof_of_age',
            format: 'mso_mdoc',
            meta: { doctype_value: AV },
            claims: [{ id: 'age_over_18', path: [AV, 'age_over_18'], intent_to_retain: false }],
          },
        ],
      });
      // The openid4vp:// request object offers it too, beside the PID and the mDL.
      const object = await (
        await fetch(new URL(opened.link).searchParams.get('request_uri')!)
      ).text();
      const claims = JSON.parse(Buffer.from(object.split('.')[1]!, 'base64url').toString()) as {
        dcql_query: { credentials: { id: string }[] };
      };
      expect(claims.dcql_query.credentials.map((c) => c.id)).toEqual([
        'pid-sd-jwt',
        'mdl',
        'pid-mdoc',
        'proof_of_age',
      ]);
    });

    it('passes an adult presenting the AV attestation; only the boolean is kept', async () => {
      const { v, opened } = await open();
      const request = avRequest(opened.avLink!);
      const res = await post(request, await avToken(request));
      expect(await res.json()).toEqual({ outcome: 'pass' });
      expect(await status(v.id)).toMatchObject({
        status: 'PASS',
        method: 'digital-wallet',
        age: { low: 18, high: 100 },
      });
      const detail = await attemptDetail(v.id);
      expect(detail).toEqual({
        outcome: 'pass',
        assurance: 'high',
        walletKind: `mdoc:${AV}`,
        protocol: 'openid4vp-direct_post',
      });
    });

    it('fails age_over_18 = false with age-criteria-not-met', async () => {
      const { v, opened } = await open();
      const request = avRequest(opened.avLink!);
      await post(request, await avToken(request, { over: false }));
      expect(await status(v.id)).toMatchObject({
        status: 'FAIL',
        failureReason: 'age-criteria-not-met',
      });
    });

    it('refuses an untrusted provider, with a reason the console shows', async () => {
      const { v, opened } = await open();
      const request = avRequest(opened.avLink!);
      const res = await post(request, await avToken(request, { trusted: false }));
      expect(await res.json()).toEqual({ outcome: 'inconclusive' });
      expect(await attemptDetail(v.id)).toMatchObject({
        outcome: 'inconclusive',
        refusal: 'untrusted-issuer',
        reason: expect.stringMatching(/not a trusted AV attestation provider/) as unknown,
      });
      expect(await status(v.id)).toMatchObject({ status: 'IN_PROGRESS' });
    });

    it('refuses an answer signed for another response_uri, and a replayed state', async () => {
      const { v, opened } = await open();
      const request = avRequest(opened.avLink!);
      const token = await avToken(request, { responseUri: 'https://evil.test/post' });
      expect(await (await post(request, token)).json()).toEqual({ outcome: 'inconclusive' });
      expect(await attemptDetail(v.id)).toMatchObject({ refusal: 'wrong-binding' });
      const again = await post(request, await avToken(request));
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({ error: 'INVALID_INPUT' });
    });

    it('outside the EU: no av:// link, and an AV answer is refused as not asked', async () => {
      const { v, opened } = await open('US-CA');
      expect(opened.avLink).toBeUndefined();
      const object = await (
        await fetch(new URL(opened.link).searchParams.get('request_uri')!)
      ).text();
      const claims = JSON.parse(
        Buffer.from(object.split('.')[1]!, 'base64url').toString(),
      ) as AvRequest & { dcql_query: unknown };
      expect(JSON.stringify(claims.dcql_query)).not.toContain(AV);
      const res = await post(
        { ...claims, dcql_query: '' },
        await avToken({ ...claims, dcql_query: '' }),
      );
      expect(res.status).toBe(400);
      // Malformed for this request: no attempt is recorded.
      expect(await status(v.id)).toMatchObject({ status: 'PENDING' });
    });

    it('the test wallet presents an AV attestation: over the age, not over, untrusted', async () => {
      for (const [credential, over, outcome] of [
        ['av', true, 'pass'],
        ['av', false, 'fail'],
        ['av-untrusted', true, 'inconclusive'],
      ] as const) {
        const { opened } = await open();
        const requestUri = new URL(opened.link).searchParams.get('request_uri')!;
        const jwt = await (await fetch(requestUri)).text();
        const made = await fetch(`${t.url}${BASE}/test-wallet-present`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ request: jwt, credential, over }),
        });
        expect(made.status).toBe(200);
        const { vp_token, state, response_uri } = (await made.json()) as {
          vp_token: Record<string, unknown>;
          state: string;
          response_uri: string;
        };
        expect(Object.keys(vp_token)).toEqual(['proof_of_age']);
        const sent = await fetch(response_uri, {
          method: 'POST',
          body: new URLSearchParams({ state, vp_token: JSON.stringify(vp_token) }),
        });
        expect(await sent.json()).toEqual({ outcome });
      }
    });
  },
);
