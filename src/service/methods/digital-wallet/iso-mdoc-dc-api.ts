import { createHash, randomBytes } from 'node:crypto';
import { Aes128Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import { DataItem, cborDecode, cborEncode } from '@animo-id/mdoc';
import { AV_DOCTYPE, AV_NAMESPACE, avElements } from './eu-av';
import { readMdoc } from './read-mdoc';
import { MDL_DOCTYPE, MDL_NAMESPACE } from './test-wallet';
import { WalletReadError, type WalletReading } from './wallet-reading';
import type { WalletTrust } from './wallet-trust-anchors';

/**
 * ISO/IEC 18013-7 Annex C: an mdoc request over the Digital Credentials API (`org-iso-mdoc`),
 * the protocol of platform wallets holding an mDL (Apple Wallet style). The reader sends a
 * DeviceRequest and an EncryptionInfo with a fresh P-256 key; the wallet answers with its
 * DeviceResponse HPKE-encrypted to that key (RFC 9180, DHKEM(P-256, HKDF-SHA256), HKDF-SHA256,
 * AES-128-GCM), `info` = the SessionTranscript, which binds the origin and the nonce.
 */
export const ISO_MDOC_PROTOCOL = 'org-iso-mdoc';

const suite = () =>
  new CipherSuite({ kem: new DhkemP256HkdfSha256(), kdf: new HkdfSha256(), aead: new Aes128Gcm() });

/** What the server keeps between request and response (in the single-use request session). */
export interface IsoMdocRequestState {
  /** base64url of the CBOR EncryptionInfo, exactly as sent: the transcript hashes it. */
  encryptionInfo: string;
  /** base64url of the HPKE private key (serialized by the KEM). */
  privateKey: string;
}

/**
 * A DeviceRequest for `age_over_NN` of an mDL (intent to retain: false) — and, where `av`, of
 * the EU age-verification app's attestation (Annex A §A.5) — and its EncryptionInfo.
 */
export async function isoMdocRequest(
  threshold: number,
  av = false,
): Promise<{
  data: { deviceRequest: string; encryptionInfo: string };
  state: IsoMdocRequestState;
}> {
  const kem = suite().kem;
  const keys = await kem.generateKeyPair();
  const raw = new Uint8Array(await kem.serializePublicKey(keys.publicKey));
  // COSE_Key (RFC 9052 §7): kty EC2, crv P-256, x, y from the uncompressed point.
  const recipientPublicKey = new Map<number, unknown>([
    [1, 2],
    [-1, 1],
    [-2, raw.slice(1, 33)],
    [-3, raw.slice(33, 65)],
  ]);
  const encryptionInfo = b64(
    cborEncode([
      'dcapi',
      new Map<string, unknown>([
        ['nonce', new Uint8Array(randomBytes(16))],
        ['recipientPublicKey', recipientPublicKey],
      ]),
    ]),
  );
  const element = `age_over_${String(threshold).padStart(2, '0')}`;
  const docRequest = (docType: string, namespace: string, elements: string[]) =>
    new Map([
      [
        'itemsRequest',
        DataItem.fromData(
          new Map<string, unknown>([
            ['docType', docType],
            ['nameSpaces', new Map([[namespace, new Map(elements.map((e) => [e, false]))]])],
          ]),
        ),
      ],
    ]);
  const docRequests = [docRequest(MDL_DOCTYPE, MDL_NAMESPACE, [element])];
  if (av) docRequests.push(docRequest(AV_DOCTYPE, AV_NAMESPACE, avElements(threshold)));
  const deviceRequest = b64(
    cborEncode(
      new Map<string, unknown>([
        ['version', '1.0'],
        ['docRequests', docRequests],
      ]),
    ),
  );
  return {
    data: { deviceRequest, encryptionInfo },
    state: {
      encryptionInfo,
      privateKey: b64(new Uint8Array(await kem.serializePrivateKey(keys.privateKey))),
    },
  };
}

/** SessionTranscript of Annex C: `[null, null, ["dcapi", sha256(cbor([encryptionInfo, origin]))]]`. */
export function isoMdocSessionTranscript(encryptionInfo: string, origin: string): Uint8Array {
  const hash = createHash('sha256')
    .update(cborEncode([encryptionInfo, origin]))
    .digest();
  return cborEncode(DataItem.fromData([null, null, ['dcapi', new Uint8Array(hash)]]));
}

/** Decrypts and reads the wallet's answer `{response: base64url(EncryptedResponse)}`. */
export async function readIsoMdocResponse(
  data: unknown,
  expect: {
    request: IsoMdocRequestState;
    origin: string;
    trust: WalletTrust;
    now: number;
    /** Whether the DeviceRequest asked for the EU age-verification attestation too. */
    av?: boolean;
  },
): Promise<WalletReading> {
  const response = (data as { response?: unknown } | null)?.response;
  if (typeof response !== 'string' || !/^[\w-]+$/.test(response)) {
    throw new WalletReadError('malformed', 'an org-iso-mdoc answer carries a base64url "response"');
  }
  let enc: Uint8Array;
  let cipherText: Uint8Array;
  try {
    const decoded = cborDecode(Buffer.from(response, 'base64url')) as unknown[];
    const body = decoded[1] as Map<string, unknown> | Record<string, unknown>;
    const get = (k: string) => (body instanceof Map ? body.get(k) : body[k]);
    if (decoded[0] !== 'dcapi') {
      throw new WalletReadError('malformed', 'not a dcapi EncryptedResponse');
    }
    enc = get('enc') as Uint8Array;
    cipherText = get('cipherText') as Uint8Array;
    if (!(enc instanceof Uint8Array) || !(cipherText instanceof Uint8Array)) {
      throw new WalletReadError('malformed', 'enc and cipherText must be byte strings');
    }
  } catch (error) {
    throw new WalletReadError('malformed', 'the EncryptedResponse is not CBOR of Annex C', {
      cause: error,
    });
  }
  const transcript = isoMdocSessionTranscript(expect.request.encryptionInfo, expect.origin);
  let plaintext: ArrayBuffer;
  try {
    const s = suite();
    const recipientKey = await s.kem.deserializePrivateKey(
      Buffer.from(expect.request.privateKey, 'base64url'),
    );
    const recipient = await s.createRecipientContext({ recipientKey, enc, info: transcript });
    plaintext = await recipient.open(cipherText);
  } catch (error) {
    // Sealed to another key, or for another origin (info): not for this request.
    throw new WalletReadError(
      'wrong-binding',
      'the answer was not encrypted for this request and origin',
      { cause: error },
    );
  }
  return readMdoc(new Uint8Array(plaintext), {
    trust: expect.trust,
    sessionTranscript: transcript,
    now: expect.now,
    av: expect.av ? 'allowed' : 'no',
  });
}

/** The wallet's side (test wallet, tests): seals a DeviceResponse as Annex C asks. */
export async function sealIsoMdocResponse(
  request: { encryptionInfo: string },
  origin: string,
  deviceResponse: Uint8Array,
): Promise<{ response: string }> {
  const info = cborDecode(Buffer.from(request.encryptionInfo, 'base64url')) as unknown[];
  const params = info[1] as Map<string, unknown>;
  const cose = (
    params instanceof Map
      ? params.get('recipientPublicKey')
      : (params as Record<string, unknown>).recipientPublicKey
  ) as Map<number, Uint8Array>;
  const raw = new Uint8Array(65);
  raw[0] = 4;
  raw.set(cose.get(-2)!, 1);
  raw.set(cose.get(-3)!, 33);
  const s = suite();
  const sender = await s.createSenderContext({
    recipientPublicKey: await s.kem.deserializePublicKey(raw),
    info: isoMdocSessionTranscript(request.encryptionInfo, origin),
  });
  const cipherText = new Uint8Array(await sender.seal(deviceResponse));
  return {
    response: b64(
      cborEncode([
        'dcapi',
        new Map<string, unknown>([
          ['enc', new Uint8Array(sender.enc)],
          ['cipherText', cipherText],
        ]),
      ]),
    ),
  };
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
