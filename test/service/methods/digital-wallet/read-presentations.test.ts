import { beforeAll, describe, expect, it } from 'vitest';
import { cborEncode } from '@animo-id/mdoc';
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
import { readSdJwtVc } from '../../../../src/service/methods/digital-wallet/read-sd-jwt-vc';
import {
  createTestIssuer,
  testTrust,
  type TestIssuer,
} from '../../../../src/service/methods/digital-wallet/test-issuer';
import {
  createTestWallet,
  presentTestMdoc,
  presentTestSdJwtVc,
  type TestWallet,
} from '../../../../src/service/methods/digital-wallet/test-wallet';
import {
  walletEvidence,
  WalletReadError,
} from '../../../../src/service/methods/digital-wallet/wallet-reading';
import { decide } from '../../../../src/service/verifications/decide';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const DAY = 24 * 3600 * 1000;
const AUD = 'redirect_uri:https://wallet.test/api/widget/methods/digital-wallet/response';
const NONCE = 'n-0S6_WzA2Mj';
const binding = {
  kind: 'direct_post',
  clientId: AUD,
  nonce: NONCE,
  responseUri: AUD.slice(13),
} as const;

let issuer: TestIssuer;
let adult: TestWallet;
beforeAll(async () => {
  issuer = await createTestIssuer(NOW - DAY);
  adult = await createTestWallet(issuer, { ageOver: { 18: true, 21: true }, now: NOW });
});

const refusal = async (read: Promise<unknown>) => {
  const error = await read.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WalletReadError);
  return (error as WalletReadError).refusal;
};
const sdJwt = (
  wallet: TestWallet,
  over: Partial<{ nonce: string; audience: string; now: number; threshold: number }> = {},
) => presentTestSdJwtVc(wallet, { threshold: 18, nonce: NONCE, audience: AUD, now: NOW, ...over });
const mdocOf = (wallet: TestWallet, transcript = mdocSessionTranscript(binding), threshold = 18) =>
  presentTestMdoc(wallet, { threshold, sessionTranscript: transcript });
const readSd = (p: unknown, trust = testTrust(issuer), now = NOW) =>
  readSdJwtVc(p, { trust, nonce: NONCE, audience: AUD, now });
const readMd = (
  p: unknown,
  trust = testTrust(issuer),
  now = NOW,
  transcript = mdocSessionTranscript(binding),
) => readMdoc(p, { trust, sessionTranscript: transcript, now });

describe('SD-JWT VC presentations (EUDI PID)', () => {
  it('reads age_equal_or_over.18 = true from a trusted issuer: evidence low 18, high 100, a pass', async () => {
    const reading = await readSd(await sdJwt(adult));
    expect(reading.ageOver).toEqual(new Map([[18, true]]));
    const evidence = walletEvidence(reading);
    expect(evidence).toMatchObject({ kind: 'threshold', ageLow: 18, ageHigh: 100 });
    expect(decide(evidence, { threshold: 18, passIfOver: 18, failIfUnder: 18 })).toEqual({
      outcome: 'pass',
      age: { low: 18, high: 100 },
    });
  });

  it('age_over_18 = false is a fail (age-criteria-not-met)', async () => {
    const minor = await createTestWallet(issuer, { ageOver: { 18: false }, now: NOW });
    const reading = await readSd(
      await presentTestSdJwtVc(minor, { threshold: 18, nonce: NONCE, audience: AUD, now: NOW }),
    );
    expect(
      decide(walletEvidence(reading), { threshold: 18, passIfOver: 18, failIfUnder: 18 }),
    ).toEqual({ outcome: 'fail', age: { low: 0, high: 17 } });
  });

  it('a lower threshold than asked is not a pass', async () => {
    const sixteen = await createTestWallet(issuer, { ageOver: { 16: true }, now: NOW });
    const reading = await readSd(
      await presentTestSdJwtVc(sixteen, { threshold: 16, nonce: NONCE, audience: AUD, now: NOW }),
    );
    expect(
      decide(walletEvidence(reading), { threshold: 18, passIfOver: 18, failIfUnder: 18 }).outcome,
    ).toBe('inconclusive');
  });

  it('refuses an untrusted issuer', async () => {
    const other = await createTestIssuer(NOW - DAY);
    expect(await refusal(readSd(await sdJwt(adult), testTrust(other)))).toBe('untrusted-issuer');
  });

  it('refuses a credential whose iss is not the one its x5c certificate names', async () => {
    const impostor = await createTestWallet(
      { ...issuer, iss: 'https://pid.other.example' },
      {
        ageOver: { 18: true },
        now: NOW,
      },
    );
    expect(await refusal(readSd(await sdJwt(impostor)))).toBe('untrusted-issuer');
  });

  it('refuses an expired credential', async () => {
    const old = await createTestWallet(issuer, {
      ageOver: { 18: true },
      now: NOW,
      validFrom: NOW - 400 * DAY,
      validUntil: NOW - DAY,
    });
    expect(await refusal(readSd(await sdJwt(old)))).toBe('expired');
  });

  it('refuses a replayed presentation: other nonce, other audience, stale key binding', async () => {
    expect(await refusal(readSd(await sdJwt(adult, { nonce: 'another-nonce' })))).toBe(
      'wrong-binding',
    );
    expect(
      await refusal(readSd(await sdJwt(adult, { audience: 'redirect_uri:https://evil.test/cb' }))),
    ).toBe('wrong-binding');
    expect(await refusal(readSd(await sdJwt(adult, { now: NOW - 3600_000 })))).toBe(
      'wrong-binding',
    );
  });

  it('a tampered disclosure or issuer payload is a forgery (fraud)', async () => {
    const p = await sdJwt(adult);
    const parts = p.split('~');
    // A disclosure claiming over 21 that the issuer never signed.
    const fake = Buffer.from(JSON.stringify(['c2FsdA', '21', true])).toString('base64url');
    const tampered = [parts[0], fake, ...parts.slice(1)].join('~');
    expect(await refusal(readSd(tampered))).toBe('forged');
    const [h, body, s] = parts[0]!.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    claims.age_over_25 = true;
    const rewritten = [
      `${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${s}`,
      ...parts.slice(1),
    ].join('~');
    expect(await refusal(readSd(rewritten))).toBe('forged');
    expect(walletEvidence(new WalletReadError('forged', 'x'))).toMatchObject({ fraudulent: true });
  });

  it('refuses malformed input without throwing anything else', async () => {
    for (const bad of [undefined, 42, '', 'a.b.c', '~~~', 'x'.repeat(10), 'abc.def.ghi~x.y.z']) {
      expect(await refusal(readSd(bad))).toBe('malformed');
    }
  });
});

describe('mdoc DeviceResponses (ISO 18013-5 mDL)', () => {
  it('reads age_over_18 = true: issuer chain, MSO signature, digests, device signature', async () => {
    const reading = await readMd(await mdocOf(adult));
    expect(reading.ageOver).toEqual(new Map([[18, true]]));
    expect(walletEvidence(reading)).toMatchObject({ kind: 'threshold', ageLow: 18, ageHigh: 100 });
  });

  it('age_over_18 = false is a fail', async () => {
    const minor = await createTestWallet(issuer, { ageOver: { 18: false }, now: NOW });
    const evidence = walletEvidence(await readMd(await mdocOf(minor)));
    expect(decide(evidence, { threshold: 18, passIfOver: 18, failIfUnder: 18 }).outcome).toBe(
      'fail',
    );
  });

  it('refuses an untrusted issuer and an expired mdoc', async () => {
    const other = await createTestIssuer(NOW - DAY);
    expect(await refusal(readMd(await mdocOf(adult), testTrust(other)))).toBe('untrusted-issuer');
    expect(await refusal(readMd(await mdocOf(adult), testTrust(issuer), NOW + 400 * DAY))).toBe(
      'expired',
    );
  });

  it('refuses a response made for another request, verifier or origin (session transcript)', async () => {
    for (const other of [
      mdocSessionTranscript({ ...binding, nonce: 'another-nonce' }),
      mdocSessionTranscript({ ...binding, clientId: 'redirect_uri:https://evil.test/cb' }),
      mdocSessionTranscript({ kind: 'dc_api', origin: 'https://evil.test', nonce: NONCE }),
    ]) {
      expect(await refusal(readMd(await mdocOf(adult, other)))).toBe('wrong-binding');
    }
  });

  it('a tampered value digest is a forgery', async () => {
    const response = await mdocOf(adult);
    // Flip the disclosed value: CBOR `true` (0xf5) after the element identifier becomes `false`.
    const name = Buffer.from('age_over_18');
    const at = Buffer.from(response).indexOf(name);
    const bytes = Buffer.from(response);
    const valueAt = bytes.indexOf(0xf5, at);
    expect(valueAt).toBeGreaterThan(at);
    bytes[valueAt] = 0xf4;
    expect(await refusal(readMd(new Uint8Array(bytes)))).toBe('forged');
  });

  it('refuses malformed CBOR', async () => {
    for (const bad of [
      new Uint8Array(),
      new Uint8Array([0xff, 0x00]),
      cborEncode({ version: '1.0' }),
      'not bytes',
    ]) {
      expect(await refusal(readMd(bad))).toBe('malformed');
    }
  });
});

describe('org-iso-mdoc over the Digital Credentials API (ISO 18013-7 Annex C)', () => {
  const ORIGIN = 'https://ofage.example';
  const answer = async (origin = ORIGIN, ageOver = { 18: true }) => {
    const { data, state } = await isoMdocRequest(18);
    const wallet = await createTestWallet(issuer, { ageOver, now: NOW });
    const response = await presentTestMdoc(wallet, {
      threshold: 18,
      sessionTranscript: isoMdocSessionTranscript(data.encryptionInfo, origin),
    });
    return { state, sealed: await sealIsoMdocResponse(data, origin, response) };
  };
  const read = (data: unknown, state: Awaited<ReturnType<typeof isoMdocRequest>>['state']) =>
    readIsoMdocResponse(data, {
      request: state,
      origin: ORIGIN,
      trust: testTrust(issuer),
      now: NOW,
    });

  it('decrypts the HPKE-sealed DeviceResponse and reads age_over_18', async () => {
    const { state, sealed } = await answer();
    const reading = await read(sealed, state);
    expect(reading).toMatchObject({ format: 'mdoc', docType: 'org.iso.18013.5.1.mDL' });
    expect(reading.ageOver).toEqual(new Map([[18, true]]));
  });

  it('refuses an answer sealed for another origin or another request', async () => {
    const elsewhere = await answer('https://evil.example');
    expect(await refusal(read(elsewhere.sealed, elsewhere.state))).toBe('wrong-binding');
    const mine = await answer();
    const other = await isoMdocRequest(18);
    expect(await refusal(read(mine.sealed, other.state))).toBe('wrong-binding');
  });

  it('refuses malformed answers', async () => {
    const { state } = await isoMdocRequest(18);
    for (const bad of [null, {}, { response: 42 }, { response: '!!' }, { response: 'AAAA' }]) {
      expect(await refusal(read(bad, state))).toBe('malformed');
    }
  });
});
