import { createHash, generateKeyPairSync, randomBytes, sign, type JsonWebKey } from 'node:crypto';
import {
  DataItem,
  DeviceResponse,
  Document,
  MDoc,
  cborDecode,
  cborEncode,
  type IssuerSignedDocument,
} from '@animo-id/mdoc';
import { SDJwtVcInstance } from '@sd-jwt/sd-jwt-vc';
import { AV_DOCTYPE, AV_NAMESPACE } from './eu-av';
import { mdocContext } from './mdoc-context';
import type { StatusReference } from './wallet-reading';
import type { TestIssuer } from './test-issuer';

/**
 * A wallet holding credentials from a `TestIssuer`: the service's test wallet page, the tests
 * and the benchmark present with it exactly as a phone wallet would. The holder key never
 * leaves it; only `age_over_N` attributes are issued (no name, no birth date).
 */
export interface TestWallet {
  holderKey: JsonWebKey;
  holderPublicKey: JsonWebKey;
  /** Issuer-signed mdoc (CBOR), doctype `org.iso.18013.5.1.mDL`. */
  mdoc: Uint8Array;
  /**
   * The EU age-verification app's Proof of Age attestation (CBOR), doctype and namespace
   * `eu.europa.ec.av.1`: the same `age_over_N` elements, nothing else (Annex A §A.10).
   */
  avMdoc: Uint8Array;
  /** Issued SD-JWT VC (no key binding yet), vct `urn:eudi:pid:1`. */
  sdJwtVc: string;
}

export const MDL_DOCTYPE = 'org.iso.18013.5.1.mDL';
export const MDL_NAMESPACE = 'org.iso.18013.5.1';
export const PID_VCT = 'urn:eudi:pid:1';

export interface TestCredentialOptions {
  /** `age_over_N` values, e.g. `{18: true, 21: false}`. */
  ageOver: Record<number, boolean>;
  /** Epoch ms; default now. */
  now?: number;
  validFrom?: number;
  validUntil?: number;
  /**
   * A status list entry every credential names (the MSO's `status` of the mdocs, the SD-JWT
   * VC's `status` claim), e.g. `testStatusReference(publicUrl, 'revoked')`. None by default.
   */
  status?: StatusReference;
}

const DAY_MS = 24 * 3600 * 1000;

/** Issues an mdoc and an SD-JWT VC with the same age attributes to a fresh holder key. */
export async function createTestWallet(
  issuer: TestIssuer,
  options: TestCredentialOptions,
): Promise<TestWallet> {
  const now = options.now ?? Date.now();
  const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const holderKey = pair.privateKey.export({ format: 'jwk' });
  const holderPublicKey = pair.publicKey.export({ format: 'jwk' });
  const validFrom = options.validFrom ?? now - 60_000;
  const validUntil = options.validUntil ?? now + 365 * DAY_MS;
  const ages = Object.fromEntries(
    Object.entries(options.ageOver).map(([n, v]) => [`age_over_${n.padStart(2, '0')}`, v]),
  );

  const issue = async (docType: string, namespace: string, elements: Record<string, unknown>) => {
    const document = await new Document(docType, mdocContext)
      .addIssuerNameSpace(namespace, elements)
      .useDigestAlgorithm('SHA-256')
      .addValidityInfo({
        signed: new Date(validFrom),
        validFrom: new Date(validFrom),
        validUntil: new Date(validUntil),
      })
      .addDeviceKeyInfo({ deviceKey: holderPublicKey as never })
      .sign(
        {
          issuerPrivateKey: issuer.signerKey as never,
          issuerCertificate: issuer.signer,
          alg: 'ES256',
        },
        mdocContext,
      );
    if (options.status) await addMsoStatus(document, issuer, options.status);
    return new MDoc([document]).encode();
  };
  const mdoc = await issue(MDL_DOCTYPE, MDL_NAMESPACE, { ...ages, issuing_country: 'ZZ' });
  const avMdoc = await issue(AV_DOCTYPE, AV_NAMESPACE, ages);

  const vc = new SDJwtVcInstance({
    hasher: sha256,
    saltGenerator: () => randomBytes(16).toString('base64url'),
    signer: (data) => es256(issuer.signerKey, data),
    signAlg: 'ES256',
  });
  const ageEqualOrOver = Object.fromEntries(
    Object.entries(options.ageOver).map(([n, v]) => [n, v]),
  );
  const sdJwtVc = await vc.issue(
    {
      iss: issuer.iss,
      vct: PID_VCT,
      iat: Math.floor(validFrom / 1000),
      exp: Math.floor(validUntil / 1000),
      cnf: { jwk: holderPublicKey },
      age_equal_or_over: ageEqualOrOver,
      ...(options.status ? { status: { status_list: options.status } } : {}),
    },
    { age_equal_or_over: { _sd: Object.keys(ageEqualOrOver) } } as never,
    { header: { x5c: [Buffer.from(issuer.signer).toString('base64')] } },
  );
  return { holderKey, holderPublicKey, mdoc, avMdoc, sdJwtVc };
}

/**
 * The DeviceResponse for an mdoc request of `age_over_<threshold>`, device-signed over
 * `sessionTranscript` (ISO 18013-5 §9.1.3.4): of the mDL, or with `av` of the Proof of Age
 * attestation.
 */
export async function presentTestMdoc(
  wallet: TestWallet,
  request: { threshold: number; sessionTranscript: Uint8Array; av?: boolean },
): Promise<Uint8Array> {
  const element = `age_over_${String(request.threshold).padStart(2, '0')}`;
  const [docType, namespace] = request.av
    ? [AV_DOCTYPE, AV_NAMESPACE]
    : [MDL_DOCTYPE, MDL_NAMESPACE];
  const signed = await DeviceResponse.from(request.av ? wallet.avMdoc : wallet.mdoc)
    .usingPresentationDefinition({
      id: 'age',
      input_descriptors: [
        {
          id: docType,
          format: { mso_mdoc: { alg: ['ES256'] } },
          constraints: {
            limit_disclosure: 'required',
            fields: [{ path: [`$['${namespace}']['${element}']`], intent_to_retain: false }],
          },
        },
      ],
    })
    .usingSessionTranscriptBytes(request.sessionTranscript)
    .authenticateWithSignature(wallet.holderKey as never, 'ES256')
    .sign(mdocContext);
  return signed.encode();
}

/** The SD-JWT VC with only `age_equal_or_over.<threshold>` disclosed, plus a KB-JWT. */
export async function presentTestSdJwtVc(
  wallet: TestWallet,
  request: { threshold: number; nonce: string; audience: string; now?: number },
): Promise<string> {
  const vc = new SDJwtVcInstance({
    hasher: sha256,
    kbSigner: (data) => es256(wallet.holderKey, data),
    kbSignAlg: 'ES256',
  });
  return vc.present(
    wallet.sdJwtVc,
    { age_equal_or_over: { [String(request.threshold)]: true } } as never,
    {
      kb: {
        payload: {
          aud: request.audience,
          nonce: request.nonce,
          iat: Math.floor((request.now ?? Date.now()) / 1000),
        },
      },
    },
  );
}

/**
 * Adds `status` → `status_list` to a signed document's MSO (Annex A's example carries it) and
 * signs the MSO again: `@animo-id/mdoc` 0.5 has no field for it. The MSO map gains one entry
 * at its end; every other byte stays as the library encoded it.
 */
async function addMsoStatus(
  document: IssuerSignedDocument,
  issuer: TestIssuer,
  status: StatusReference,
) {
  const auth = document.issuerSigned.issuerAuth;
  const mso = (cborDecode(auth.payload) as DataItem).buffer;
  // The map's entry count, one more (RFC 8949 §3: in the first byte, or in 1 or 2 more).
  const head = mso[0]!;
  const width = head >= 0xa0 && head <= 0xb7 ? 0 : head === 0xb8 ? 1 : head === 0xb9 ? 2 : -1;
  if (width < 0) throw new Error('the MSO is not a CBOR map of fewer than 65535 entries');
  const count =
    width === 0 ? head - 0xa0 : mso.subarray(1, 1 + width).reduce((n, b) => n * 256 + b, 0);
  const grownHead =
    width === 0 && count < 23 ? [head + 1] : [0xb9, (count + 1) >> 8, (count + 1) & 0xff];
  const entry = cborEncode(
    new Map([
      [
        'status_list',
        new Map<string, unknown>([
          ['idx', status.idx],
          ['uri', status.uri],
        ]),
      ],
    ]),
  );
  const grown = Buffer.concat([
    Buffer.from(grownHead),
    mso.subarray(1 + width),
    cborEncode('status'),
    entry,
  ]);
  (auth as { payload: Uint8Array }).payload = cborEncode(
    new DataItem({ buffer: new Uint8Array(grown) }),
  );
  auth.signature = await mdocContext.cose.sign1.sign({
    sign1: auth,
    jwk: issuer.signerKey as never,
  });
}

function sha256(data: string | ArrayBuffer): Uint8Array {
  return new Uint8Array(
    createHash('sha256')
      .update(typeof data === 'string' ? data : new Uint8Array(data))
      .digest(),
  );
}

function es256(key: JsonWebKey, data: string): string {
  return sign('sha256', Buffer.from(data), {
    key,
    format: 'jwk',
    dsaEncoding: 'ieee-p1363',
  }).toString('base64url');
}
