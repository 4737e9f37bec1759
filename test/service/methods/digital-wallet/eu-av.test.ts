import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cborDecode, type DataItem } from '@animo-id/mdoc';
import {
  AV_DOCTYPE,
  avAsked,
  avElements,
} from '../../../../src/service/methods/digital-wallet/eu-av';
import {
  isoMdocRequest,
  isoMdocSessionTranscript,
  readIsoMdocResponse,
  sealIsoMdocResponse,
} from '../../../../src/service/methods/digital-wallet/iso-mdoc-dc-api';
import {
  mdocSessionTranscript,
  readMdoc,
} from '../../../../src/service/methods/digital-wallet/read-mdoc';
import {
  createTestIssuer,
  testTrust,
  type TestIssuer,
} from '../../../../src/service/methods/digital-wallet/test-issuer';
import {
  createTestWallet,
  presentTestMdoc,
  type TestWallet,
} from '../../../../src/service/methods/digital-wallet/test-wallet';
import { trustedListCertificates } from '../../../../src/service/methods/digital-wallet/trusted-list-certificates';
import { readVpToken } from '../../../../src/service/methods/digital-wallet/read-vp-token';
import {
  authorizationRequest,
  avLink,
  dcqlQuery,
  verifierIds,
  type WalletRequestState,
} from '../../../../src/service/methods/digital-wallet/wallet-request';
import {
  walletEvidence,
  WalletReadError,
} from '../../../../src/service/methods/digital-wallet/wallet-reading';
import { readTrustFile } from '../../../../src/service/methods/digital-wallet/wallet-trust';
import { decide } from '../../../../src/service/verifications/decide';
import { exampleRoot } from './example-root';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const DAY = 24 * 3600 * 1000;
const PUBLIC_URL = 'https://wallet.test';
const { clientId, responseUri } = verifierIds(PUBLIC_URL);
const NONCE = 'n-0S6_WzA2Mj';
const binding = { kind: 'direct_post', clientId, nonce: NONCE, responseUri } as const;

let issuer: TestIssuer;
let adult: TestWallet;
beforeAll(async () => {
  issuer = await createTestIssuer(NOW - DAY);
  adult = await createTestWallet(issuer, { ageOver: { 18: true }, now: NOW });
});

const refusal = async (read: Promise<unknown>) => {
  const error = await read.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WalletReadError);
  return (error as WalletReadError).refusal;
};
const presentAv = (
  wallet: TestWallet,
  transcript = mdocSessionTranscript(binding),
  threshold = 18,
) => presentTestMdoc(wallet, { threshold, sessionTranscript: transcript, av: true });
const readAv = (
  response: Uint8Array,
  trust = testTrust(issuer),
  transcript = mdocSessionTranscript(binding),
  av: 'only' | 'allowed' | 'no' = 'only',
) => readMdoc(response, { trust, sessionTranscript: transcript, now: NOW, av });
const ADULT = { threshold: 18, passIfOver: 18, failIfUnder: 18 };

describe('asking for the EU age-verification attestation', () => {
  it('is asked in EU member states, and elsewhere only where the trust file says "all"', () => {
    for (const code of ['DE', 'FR', 'IE', 'PL', 'ES-CT']) expect(avAsked(code, {})).toBe(true);
    for (const code of ['US', 'GB', 'NO', 'CH', 'US-TX']) expect(avAsked(code, {})).toBe(false);
    expect(avAsked('US', { avJurisdictions: 'all' })).toBe(true);
  });

  it('DCQL: proof_of_age (mso_mdoc, eu.europa.ec.av.1, age_over_18) as a fourth option', () => {
    const query = dcqlQuery(18, true);
    expect(query.credentials.find((c) => c.id === 'proof_of_age')).toEqual({
      id: 'proof_of_age',
      format: 'mso_mdoc',
      meta: { doctype_value: AV_DOCTYPE },
      claims: [{ id: 'age_over_18', path: [AV_DOCTYPE, 'age_over_18'], intent_to_retain: false }],
    });
    expect(query.credential_sets).toEqual([
      { options: [['pid-sd-jwt'], ['mdl'], ['pid-mdoc'], ['proof_of_age']] },
    ]);
    expect(JSON.stringify(dcqlQuery(18))).not.toContain(AV_DOCTYPE);
  });

  it('other thresholds: their own element; below 18 age_over_18 proves it too', () => {
    expect(avElements(21)).toEqual(['age_over_21']);
    expect(avElements(16)).toEqual(['age_over_16', 'age_over_18']);
    const sixteen = dcqlQuery(16, true).credentials.find((c) => c.id === 'proof_of_age');
    expect(sixteen).toMatchObject({ claim_sets: [['age_over_16'], ['age_over_18']] });
  });

  it('the av:// link carries the request by value (Annex A §A.5), for the same state', () => {
    const link = new URL(
      avLink(PUBLIC_URL, 'state-1', {
        channel: 'direct_post',
        nonce: NONCE,
        threshold: 18,
        av: true,
        sessionHash: null,
      }),
    );
    expect(link.protocol).toBe('av:');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      response_type: 'vp_token',
      response_mode: 'direct_post',
      client_id: `redirect_uri:${responseUri}`,
      response_uri: responseUri,
      nonce: NONCE,
      state: 'state-1',
      dcql_query: JSON.stringify({
        credentials: [dcqlQuery(18, true).credentials.find((c) => c.id === 'proof_of_age')],
      }),
    });
    expect(link.searchParams.has('request_uri')).toBe(false);
  });

  it('OpenID4VP: the library takes the query, and reads a proof_of_age answer against it', async () => {
    for (const threshold of [16, 18, 21]) {
      const request: WalletRequestState = {
        channel: 'direct_post',
        nonce: NONCE,
        threshold,
        av: true,
        sessionHash: null,
      };
      const payload = await authorizationRequest(PUBLIC_URL, 'state-1', request);
      expect(JSON.stringify(payload.dcql_query)).toContain(AV_DOCTYPE);
    }
    const request: WalletRequestState = {
      channel: 'direct_post',
      nonce: NONCE,
      threshold: 18,
      av: true,
      sessionHash: null,
    };
    const vpToken = { proof_of_age: [Buffer.from(await presentAv(adult)).toString('base64url')] };
    const read = (r: WalletRequestState) =>
      readVpToken(vpToken, {
        trust: testTrust(issuer),
        request: r,
        publicUrl: PUBLIC_URL,
        state: 'state-1',
        now: NOW,
      });
    expect((await read(request)).docType).toBe(AV_DOCTYPE);
    // Not asked: the answer matches no query of the request.
    expect(await refusal(read({ ...request, av: false }))).toBe('malformed');
  });

  it('Annex C: the DeviceRequest asks the mDL and the AV attestation', async () => {
    const { data } = await isoMdocRequest(18, true);
    const request = cborDecode(Buffer.from(data.deviceRequest, 'base64url')) as Map<
      string,
      Map<string, DataItem>[]
    >;
    const items = request
      .get('docRequests')!
      .map((d) => d.get('itemsRequest')!.data as Map<string, unknown>);
    expect(items.map((i) => i.get('docType'))).toEqual(['org.iso.18013.5.1.mDL', AV_DOCTYPE]);
    expect(items[1]!.get('nameSpaces')).toEqual(
      new Map([[AV_DOCTYPE, new Map([['age_over_18', false]])]]),
    );
    const plain = await isoMdocRequest(18);
    expect(Buffer.from(plain.data.deviceRequest, 'base64url').toString('latin1')).not.toContain(
      AV_DOCTYPE,
    );
  });
});

describe('reading the EU age-verification attestation', () => {
  it('reads age_over_18 = true from a trusted AV provider: a pass, and only the boolean', async () => {
    const reading = await readAv(await presentAv(adult));
    expect(reading).toEqual({
      format: 'mdoc',
      docType: AV_DOCTYPE,
      ageOver: new Map([[18, true]]),
    });
    expect(decide(walletEvidence(reading), ADULT)).toEqual({
      outcome: 'pass',
      age: { low: 18, high: 100 },
    });
  });

  it('age_over_18 = false is a fail (age-criteria-not-met)', async () => {
    const minor = await createTestWallet(issuer, { ageOver: { 18: false }, now: NOW });
    expect(decide(walletEvidence(await readAv(await presentAv(minor))), ADULT).outcome).toBe(
      'fail',
    );
  });

  it('age_over_18 alone for a threshold of 21 is not a pass', async () => {
    const reading = await readAv(await presentAv(adult));
    expect(
      decide(walletEvidence(reading), { threshold: 21, passIfOver: 21, failIfUnder: 21 }).outcome,
    ).toBe('inconclusive');
  });

  it('refuses a provider that is not a trusted AV provider, even when it is a trusted IACA root', async () => {
    const untrusted = await createTestIssuer(NOW - DAY);
    const stranger = await createTestWallet(untrusted, { ageOver: { 18: true }, now: NOW });
    expect(await refusal(readAv(await presentAv(stranger)))).toBe('untrusted-issuer');
    const iacaOnly = { ...testTrust(issuer), avProviders: [] };
    const error = await readAv(await presentAv(adult), iacaOnly).catch((e: unknown) => e);
    expect(error).toMatchObject({ refusal: 'untrusted-issuer' });
    expect((error as Error).message).toMatch(/not a trusted AV attestation provider/);
    // Nor does an AV provider vouch for an mDL.
    const avOnly = { ...testTrust(issuer), roots: [] };
    const mdl = await presentTestMdoc(adult, {
      threshold: 18,
      sessionTranscript: mdocSessionTranscript(binding),
    });
    expect(await refusal(readAv(mdl, avOnly, undefined, 'allowed'))).toBe('untrusted-issuer');
  });

  it('a bad issuer signature is a forgery', async () => {
    const other = await createTestIssuer(NOW - DAY);
    // Signed with another key than the trusted certificate's.
    const forged = await createTestWallet(
      { ...issuer, signerKey: other.signerKey },
      { ageOver: { 18: true }, now: NOW },
    );
    expect(await refusal(readAv(await presentAv(forged)))).toBe('forged');
  });

  it('refuses an answer bound to another nonce (replay) or another response_uri', async () => {
    for (const other of [
      mdocSessionTranscript({ ...binding, nonce: 'an-earlier-nonce' }),
      mdocSessionTranscript({ ...binding, responseUri: 'https://evil.test/post' }),
    ]) {
      expect(await refusal(readAv(await presentAv(adult, other)))).toBe('wrong-binding');
    }
  });

  it('refuses an expired attestation', async () => {
    const old = await createTestWallet(issuer, {
      ageOver: { 18: true },
      now: NOW,
      validFrom: NOW - 200 * DAY,
      validUntil: NOW - DAY,
    });
    expect(await refusal(readAv(await presentAv(old)))).toBe('expired');
  });

  it('refuses an AV attestation where none was asked, and an mDL where only AV was', async () => {
    expect(await refusal(readAv(await presentAv(adult), undefined, undefined, 'no'))).toBe(
      'unsupported',
    );
    const mdl = await presentTestMdoc(adult, {
      threshold: 18,
      sessionTranscript: mdocSessionTranscript(binding),
    });
    expect(await refusal(readAv(mdl))).toBe('unsupported');
  });

  it('over the Digital Credentials API (Annex C): sealed, decrypted, read', async () => {
    const origin = 'https://ofage.example';
    const { data, state } = await isoMdocRequest(18, true);
    const response = await presentAv(adult, isoMdocSessionTranscript(data.encryptionInfo, origin));
    const sealed = await sealIsoMdocResponse(data, origin, response);
    const read = (av: boolean) =>
      readIsoMdocResponse(sealed, {
        request: state,
        origin,
        trust: testTrust(issuer),
        now: NOW,
        av,
      });
    expect((await read(true)).docType).toBe(AV_DOCTYPE);
    expect(await refusal(read(false))).toBe('unsupported');
  });

  it('a refusal tells the merchant why, in the attempt detail', () => {
    const evidence = walletEvidence(
      new WalletReadError('untrusted-issuer', 'not a trusted AV attestation provider'),
      'openid4vp-direct_post',
    );
    expect(evidence.detail).toEqual({
      refusal: 'untrusted-issuer',
      reason: 'not a trusted AV attestation provider',
      protocol: 'openid4vp-direct_post',
    });
  });
});

describe('the trust list of AV attestation providers', () => {
  const pem = (der: Uint8Array) =>
    `-----BEGIN CERTIFICATE-----\n${Buffer.from(der).toString('base64')}\n-----END CERTIFICATE-----`;
  const b64 = (der: Uint8Array) => Buffer.from(der).toString('base64');
  // Roots of providers other than ofage's test issuer, which no trust file can make live.
  const a = { root: new Uint8Array() as Uint8Array };
  const b = { root: new Uint8Array() as Uint8Array };
  const signer = { root: new Uint8Array() as Uint8Array };
  beforeAll(async () => {
    for (const provider of [a, b, signer]) provider.root = await exampleRoot();
  });
  const service = (cert: Uint8Array, status: string) =>
    `<tsl:TSPService><tsl:ServiceInformation><tsl:ServiceStatus>${status}</tsl:ServiceStatus><tsl:ServiceDigitalIdentity><tsl:DigitalId><tsl:X509Certificate>${b64(cert)}</tsl:X509Certificate></tsl:DigitalId></tsl:ServiceDigitalIdentity></tsl:ServiceInformation></tsl:TSPService>`;
  const list = () =>
    `<?xml version="1.0"?><tsl:TrustServiceStatusList xmlns:tsl="http://uri.etsi.org/02231/v2#" xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><tsl:TrustServiceProviderList><tsl:TrustServiceProvider><tsl:TSPServices>` +
    service(a.root, 'http://uri.etsi.org/TrstSvc/TrustedList/Svcstatus/granted') +
    service(b.root, 'http://uri.etsi.org/TrstSvc/TrustedList/Svcstatus/withdrawn') +
    `</tsl:TSPServices></tsl:TrustServiceProvider></tsl:TrustServiceProviderList><ds:Signature><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${b64(signer.root)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></ds:Signature></tsl:TrustServiceStatusList>`;

  it('an ETSI TS 119 612 list gives the certificates of its services in force, not its signer', () => {
    expect(trustedListCertificates(list(), 'list.xml')).toEqual([new Uint8Array(a.root)]);
    expect(() => trustedListCertificates('<html/>', 'page.html')).toThrow(/ETSI TS 119 612/);
  });

  it('the trust file takes avProviders (PEM) and avTrustedLists (XML files beside it)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ofage-av-'));
    writeFileSync(path.join(dir, 'av-list.xml'), list());
    const file = path.join(dir, 'trust.json');
    writeFileSync(
      file,
      JSON.stringify({
        avProviders: [pem(b.root)],
        avTrustedLists: ['av-list.xml'],
        avJurisdictions: 'all',
      }),
    );
    const trust = readTrustFile(file);
    expect(trust.avProviders.map((c) => Buffer.from(c).toString('base64'))).toEqual([
      b64(b.root),
      b64(a.root),
    ]);
    expect(trust).toMatchObject({ roots: [], issuerKeys: [], avJurisdictions: 'all' });
    writeFileSync(file, JSON.stringify({ avTrustedLists: ['missing.xml'] }));
    expect(() => readTrustFile(file)).toThrow(/avTrustedLists/);
  });
});
