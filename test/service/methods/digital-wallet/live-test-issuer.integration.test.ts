import { X509Certificate, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mdocSessionTranscript } from '../../../../src/service/methods/digital-wallet/read-mdoc';
import {
  TEST_ISSUER_ISS,
  createTestIssuer,
  type TestIssuer,
} from '../../../../src/service/methods/digital-wallet/test-issuer';
import {
  createTestWallet,
  presentTestMdoc,
  presentTestSdJwtVc,
} from '../../../../src/service/methods/digital-wallet/test-wallet';
import { readTrustFile } from '../../../../src/service/methods/digital-wallet/wallet-trust';
import { testDialects } from '../../../support/databases';
import { capturingLogger } from '../../../support/privacy-scan';
import { startTestService, type TestService } from '../../../support/test-service';
import { perform, STATUS } from '../../widget/support';

const BASE = '/api/widget/methods/digital-wallet';

interface AuthzRequest {
  client_id: string;
  response_uri: string;
  nonce: string;
  state: string;
}

const pem = (der: Uint8Array) =>
  `-----BEGIN CERTIFICATE-----\n${Buffer.from(der).toString('base64')}\n-----END CERTIFICATE-----`;

/** An SD-JWT VC issuer key of someone else, so that the file still names a real anchor. */
const otherIssuer = () => ({
  iss: 'https://pid.example.org',
  jwk: generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' }),
});

/**
 * The wallet test issuer in live mode. Live mode trusts only the deployment's anchors, so the
 * test wallet's credentials are refused there (wallet-flow.test.ts); this covers an operator
 * whose OFAGE_WALLET_TRUST_FILE lists an ofage test issuer anyway — its root or its `iss` — which
 * would let anyone holding a test issuer's key (every ofage deployment has one in its database)
 * pass live verifications.
 */
describe.each(testDialects())('the ofage test issuer in live mode on $dialect', ({ dialect }) => {
  let t: TestService;
  let dir: string;
  let issuer: TestIssuer;
  const logs: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ofage-live-test-issuer-'));
    issuer = await createTestIssuer(Date.now());
    const signerKey = new X509Certificate(issuer.signer).publicKey.export({ format: 'jwk' });
    const file = path.join(dir, 'trust.json');
    writeFileSync(
      file,
      JSON.stringify({
        certificates: [pem(issuer.root)],
        sdJwtIssuers: [{ iss: TEST_ISSUER_ISS, jwk: signerKey }, otherIssuer()],
      }),
    );
    t = await startTestService(dialect, {
      env: { OFAGE_WALLET_TRUST_FILE: file, OFAGE_LOG_LEVEL: 'info' },
      logger: capturingLogger(logs),
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const liveRequest = async () => {
    const v = await perform(t, {}, t.liveKey);
    const opened = await fetch(`${t.url}${BASE}/request`, {
      method: 'POST',
      headers: { authorization: `Bearer ${v.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ channel: 'direct_post' }),
    });
    expect(opened.status).toBe(200);
    const { link } = (await opened.json()) as { link: string };
    const requestUri = new URL(link).searchParams.get('request_uri')!;
    const jwt = await (await fetch(requestUri)).text();
    const request = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());
    return { v, request: request as AuthzRequest };
  };
  const present = (request: AuthzRequest, vpToken: string) =>
    fetch(request.response_uri, {
      method: 'POST',
      body: new URLSearchParams({ state: request.state, vp_token: vpToken }),
    });
  const status = async (id: string) =>
    (await (await t.call(`${STATUS}?id=${id}`, { key: t.liveKey })).json()) as Record<
      string,
      unknown
    >;

  const refusal = async (id: string) => {
    const events = await t.service.ctx.db
      .selectFrom('verification_events')
      .select('detail')
      .where('verification_id', '=', id)
      .where('type', '=', 'attempt')
      .execute();
    return events.map((e) => (JSON.parse(e.detail!) as { refusal?: string }).refusal);
  };

  it('refuses an SD-JWT VC of a test issuer the trust file lists by root and by iss', async () => {
    const { v, request } = await liveRequest();
    const wallet = await createTestWallet(issuer, { ageOver: { 18: true } });
    const token = await presentTestSdJwtVc(wallet, {
      threshold: 18,
      nonce: request.nonce,
      audience: request.client_id,
    });
    const res = await present(request, JSON.stringify({ 'pid-sd-jwt': [token] }));
    expect(await res.json()).toEqual({ outcome: 'inconclusive' });
    expect(await refusal(v.id)).toEqual(['untrusted-issuer']);
    expect((await status(v.id)).status).toBe('IN_PROGRESS');
  });

  it('refuses an mdoc of a test issuer the trust file lists', async () => {
    const { v, request } = await liveRequest();
    const wallet = await createTestWallet(issuer, { ageOver: { 18: true } });
    const response = await presentTestMdoc(wallet, {
      threshold: 18,
      sessionTranscript: mdocSessionTranscript({
        kind: 'direct_post',
        clientId: request.client_id,
        nonce: request.nonce,
        responseUri: request.response_uri,
      }),
    });
    const vpToken = JSON.stringify({ mdl: [Buffer.from(response).toString('base64url')] });
    expect(await (await present(request, vpToken)).json()).toEqual({ outcome: 'inconclusive' });
    expect(await refusal(v.id)).toEqual(['untrusted-issuer']);
    expect((await status(v.id)).status).toBe('IN_PROGRESS');
  });

  it('says at start-up that the listed test issuer is ignored', () => {
    expect(logs.join('')).toMatch(/the trust file lists the ofage test issuer; it is ignored/);
  });
});

describe('readTrustFile and the ofage test issuer', () => {
  it('leaves out test issuers, and a file naming nothing else makes the method not live', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ofage-trust-'));
    try {
      const issuer = await createTestIssuer(Date.now());
      const only = path.join(dir, 'only.json');
      writeFileSync(only, JSON.stringify({ certificates: [pem(issuer.root)] }));
      expect(() => readTrustFile(only)).toThrow(/names only ofage's test issuer/);
      const mixed = path.join(dir, 'mixed.json');
      const other = otherIssuer();
      writeFileSync(
        mixed,
        JSON.stringify({
          certificates: [pem(issuer.root)],
          sdJwtIssuers: [other],
          // Nor is it ever a trusted provider of EU age-verification attestations.
          avProviders: [pem(issuer.root)],
        }),
      );
      expect(readTrustFile(mixed)).toEqual({
        roots: [],
        issuerKeys: [other],
        avProviders: [],
        avJurisdictions: 'eu',
        ignoredTestAnchors: 2,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
