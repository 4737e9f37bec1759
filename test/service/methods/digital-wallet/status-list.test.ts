import { sign } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { StatusList } from '@sd-jwt/jwt-status-list';
import {
  readMdoc,
  mdocSessionTranscript,
} from '../../../../src/service/methods/digital-wallet/read-mdoc';
import { readSdJwtVc } from '../../../../src/service/methods/digital-wallet/read-sd-jwt-vc';
import { statusReference } from '../../../../src/service/methods/digital-wallet/status-reference';
import {
  MAX_LIST_BYTES,
  readStatusListToken,
  statusAt,
} from '../../../../src/service/methods/digital-wallet/status-list-token';
import {
  createTestIssuer,
  testTrust,
  type TestIssuer,
} from '../../../../src/service/methods/digital-wallet/test-issuer';
import {
  signStatusListToken,
  testStatusListUri,
  testStatusReference,
} from '../../../../src/service/methods/digital-wallet/test-status-list';
import {
  createTestWallet,
  presentTestMdoc,
  presentTestSdJwtVc,
} from '../../../../src/service/methods/digital-wallet/test-wallet';
import { verifierIds } from '../../../../src/service/methods/digital-wallet/wallet-request';
import { WalletReadError } from '../../../../src/service/methods/digital-wallet/wallet-reading';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const URI = 'https://provider.test/status/1';
let issuer: TestIssuer;
let other: TestIssuer;
beforeAll(async () => {
  issuer = await createTestIssuer(NOW - 60_000);
  other = await createTestIssuer(NOW - 60_000);
});

/** The refusal a call throws. */
function refusalOf(run: () => unknown): { refusal: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof WalletReadError) return { refusal: error.refusal, message: error.message };
    throw error;
  }
  throw new Error('no refusal');
}

const read = (jwt: string, anchors = [issuer.root], uri = URI) =>
  readStatusListToken(jwt, { uri, anchors, now: NOW });

describe('statusReference', () => {
  it('reads status.status_list from a CBOR map or a JSON object', () => {
    const map = new Map([
      [
        'status_list',
        new Map<string, unknown>([
          ['idx', 450],
          ['uri', URI],
        ]),
      ],
    ]);
    expect(statusReference(map)).toEqual({ idx: 450, uri: URI });
    expect(statusReference({ status_list: { idx: 0, uri: URI } })).toEqual({ idx: 0, uri: URI });
  });

  it('is undefined without a status_list; a broken one is refused, never skipped', () => {
    expect(statusReference(undefined)).toBeUndefined();
    expect(statusReference({ identifier_list: { id: '1', uri: URI } })).toBeUndefined();
    for (const broken of [
      { idx: -1, uri: URI },
      { idx: 1.5, uri: URI },
      { idx: '3', uri: URI },
      { idx: 3, uri: 'not a url' },
      { idx: 3 },
    ]) {
      expect(refusalOf(() => statusReference({ status_list: broken })).refusal).toBe('malformed');
    }
  });
});

describe('readStatusListToken and statusAt', () => {
  it('reads the two-bit entries of a signed list: VALID, INVALID, SUSPENDED', () => {
    const jwt = signStatusListToken(issuer, { uri: URI, now: NOW, statuses: { 5: 1, 6: 2 } });
    const { list, freshUntil } = read(jwt);
    expect([statusAt(list, 4), statusAt(list, 5), statusAt(list, 6)]).toEqual([0, 1, 2]);
    // Fresh until its ttl (300 s), which comes before its exp (600 s).
    expect(freshUntil).toBe(Math.floor(NOW / 1000) * 1000 + 300_000);
  });

  it('refuses an index past the end of the list', () => {
    const { list } = read(signStatusListToken(issuer, { uri: URI, now: NOW, size: 8 }));
    expect(refusalOf(() => statusAt(list, 8))).toMatchObject({ refusal: 'status-invalid' });
  });

  it('refuses a list signed by a key that does not chain to the anchors', () => {
    const jwt = signStatusListToken(other, { uri: URI, now: NOW });
    expect(refusalOf(() => read(jwt))).toMatchObject({
      refusal: 'status-invalid',
      message: expect.stringMatching(/not signed by a trusted provider/) as unknown,
    });
  });

  it('refuses a list whose signature does not verify (payload changed after signing)', () => {
    const [h, , s] = signStatusListToken(issuer, { uri: URI, now: NOW }).split('.');
    const [, p] = signStatusListToken(issuer, { uri: URI, now: NOW, statuses: { 1: 1 } }).split(
      '.',
    );
    expect(refusalOf(() => read(`${h}.${p}.${s}`)).message).toMatch(/signature does not verify/);
  });

  it('refuses a list about another URI (sub), and an expired one', () => {
    const jwt = signStatusListToken(issuer, { uri: URI, now: NOW });
    expect(refusalOf(() => read(jwt, [issuer.root], `${URI}x`)).message).toMatch(/sub/);
    const old = signStatusListToken(issuer, { uri: URI, now: NOW - 700_000 });
    expect(refusalOf(() => read(old)).message).toMatch(/expired/);
  });

  it('refuses what is not a statuslist+jwt: another typ, alg none, a CWT', () => {
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const payload = {
      sub: URI,
      exp: NOW / 1000 + 60,
      status_list: { bits: 1, lst: new StatusList([0], 1).compressStatusList() },
    };
    const x5c = [Buffer.from(issuer.signer).toString('base64')];
    const signed = (header: unknown) => {
      const data = `${b64(header)}.${b64(payload)}`;
      const sig = sign('sha256', Buffer.from(data), {
        key: issuer.signerKey,
        format: 'jwk',
        dsaEncoding: 'ieee-p1363',
      });
      return `${data}.${sig.toString('base64url')}`;
    };
    expect(refusalOf(() => read(signed({ alg: 'ES256', typ: 'JWT', x5c }))).message).toMatch(/typ/);
    expect(
      refusalOf(() => read(`${b64({ alg: 'none', typ: 'statuslist+jwt', x5c })}.${b64(payload)}.`))
        .message,
    ).toMatch(/alg/);
    expect(refusalOf(() => read('0oRDoQEmoQRCMTFYJaQ')).message).toMatch(/CWT/);
    expect(read(signed({ alg: 'ES256', typ: 'statuslist+jwt', x5c })).list.getStatus(0)).toBe(0);
  });

  it('refuses a list that inflates past the cap before decoding it (a DEFLATE bomb)', () => {
    const bomb = deflateSync(Buffer.alloc(MAX_LIST_BYTES + 1)).toString('base64url');
    expect(bomb.length).toBeLessThan(4096);
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const header = {
      alg: 'ES256',
      typ: 'statuslist+jwt',
      x5c: [Buffer.from(issuer.signer).toString('base64')],
    };
    const data = `${b64(header)}.${b64({ sub: URI, status_list: { bits: 1, lst: bomb } })}`;
    const sig = sign('sha256', Buffer.from(data), {
      key: issuer.signerKey,
      format: 'jwk',
      dsaEncoding: 'ieee-p1363',
    }).toString('base64url');
    expect(refusalOf(() => read(`${data}.${sig}`)).message).toMatch(/at most 1048576 bytes/);
  });
});

describe('the status reference of presented credentials', () => {
  const PUBLIC_URL = 'https://wallet.test';
  const { clientId, responseUri } = verifierIds(PUBLIC_URL);

  it("an AV attestation's MSO carries status.status_list, still signed by its issuer", async () => {
    const reference = testStatusReference(PUBLIC_URL, 'revoked');
    expect(reference).toEqual({ uri: testStatusListUri(PUBLIC_URL), idx: 1 });
    const wallet = await createTestWallet(issuer, {
      ageOver: { 18: true },
      now: NOW,
      status: reference,
    });
    const sessionTranscript = mdocSessionTranscript({
      kind: 'direct_post',
      clientId,
      nonce: 'n-1',
      responseUri,
    });
    const response = await presentTestMdoc(wallet, { threshold: 18, av: true, sessionTranscript });
    const reading = await readMdoc(response, {
      trust: testTrust(issuer),
      sessionTranscript,
      now: NOW,
      av: 'only',
    });
    expect(reading).toMatchObject({ ageOver: new Map([[18, true]]), status: reference });
  });

  it('an mdoc without one has no status; an SD-JWT VC carries it in its status claim', async () => {
    const plain = await createTestWallet(issuer, { ageOver: { 18: true }, now: NOW });
    const sessionTranscript = mdocSessionTranscript({
      kind: 'direct_post',
      clientId,
      nonce: 'n-2',
      responseUri,
    });
    const reading = await readMdoc(
      await presentTestMdoc(plain, { threshold: 18, sessionTranscript }),
      { trust: testTrust(issuer), sessionTranscript, now: NOW },
    );
    expect(reading.status).toBeUndefined();

    const reference = { uri: URI, idx: 7 };
    const wallet = await createTestWallet(issuer, {
      ageOver: { 18: true },
      now: NOW,
      status: reference,
    });
    const presentation = await presentTestSdJwtVc(wallet, {
      threshold: 18,
      nonce: 'n-3',
      audience: clientId,
      now: NOW,
    });
    // The library's own status fetch is off: no request leaves from reading it.
    const sdJwt = await readSdJwtVc(presentation, {
      trust: testTrust(issuer),
      nonce: 'n-3',
      audience: clientId,
      now: NOW,
    });
    expect(sdJwt.status).toEqual(reference);
  });
});
