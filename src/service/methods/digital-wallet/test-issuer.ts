import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { webcrypto, type JsonWebKey } from 'node:crypto';
import type { ServiceContext } from '../../context';
import { testModeKeys } from '../kit/test-mode-keys';
import type { WalletTrust } from './wallet-trust-anchors';

/**
 * The service's TEST issuer: an IACA-style root and a document-signer certificate under it, whose
 * key signs the mdocs and SD-JWT VCs of the test wallet. Generated once per deployment and kept
 * in the database, so every instance signs and trusts the same; its root is trusted for
 * test-mode verifications only.
 */
export interface TestIssuer {
  /** DER of the self-signed root (the trust anchor). */
  root: Uint8Array;
  /** DER of the document-signer certificate, signed by the root. */
  signer: Uint8Array;
  /** The document signer's private key (ES256, P-256). */
  signerKey: JsonWebKey;
  /** `iss` of the test SD-JWT VCs. */
  iss: string;
}

/** How the issuer is stored (and how earlier versions kept it in the data directory). */
interface StoredIssuer {
  root: string;
  signer: string;
  signerKey: JsonWebKey;
}

/** Where versions before migration 0017 kept the issuer, in the data directory. */
const FORMER_FILE = 'wallet-test-issuer.json';
/** `iss` of every ofage test issuer's SD-JWT VCs, whichever deployment made it. */
export const TEST_ISSUER_ISS = 'https://test-issuer.ofage.invalid';
/** The organisation every ofage test issuer's certificates name, whichever deployment made it. */
export const TEST_ISSUER_ORGANISATION = 'ofage test mode';
const ISS = TEST_ISSUER_ISS;
const YEAR_MS = 365 * 24 * 3600 * 1000;
const EC = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGNING = { name: 'ECDSA', hash: 'SHA-256' } as const;

/**
 * The deployment's test issuer, the same for every instance on its database, created on first
 * use. A deployment that kept one in its data directory (`wallet-test-issuer.json`, before
 * migration 0017) keeps that one: the first instance to need it stores it.
 */
export async function testIssuer(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'now'>,
): Promise<TestIssuer> {
  const stored = await testModeKeys(ctx.db, 'wallet-test-issuer', ctx.now(), async () => {
    const former = await readFile(path.join(ctx.config.dataDir, FORMER_FILE), 'utf8').catch(
      () => null,
    );
    if (former !== null) return JSON.parse(former) as StoredIssuer;
    const made = await createTestIssuer(ctx.now());
    return {
      root: Buffer.from(made.root).toString('base64'),
      signer: Buffer.from(made.signer).toString('base64'),
      signerKey: made.signerKey,
    } satisfies StoredIssuer;
  });
  return {
    root: new Uint8Array(Buffer.from(stored.root, 'base64')),
    signer: new Uint8Array(Buffer.from(stored.signer, 'base64')),
    signerKey: stored.signerKey,
    iss: ISS,
  };
}

/**
 * The test list: only the test issuer's root, as an IACA root and as an AV attestation provider
 * (test mode mints EU age-verification attestations too).
 */
export function testTrust(issuer: TestIssuer): WalletTrust {
  return { roots: [issuer.root], issuerKeys: [], avProviders: [issuer.root] };
}

/**
 * A fresh root and document signer valid from `now` for ten years. Tests also use it to make
 * issuers the service does not trust.
 */
export async function createTestIssuer(
  now: number,
  validity: { notBefore?: number; notAfter?: number } = {},
): Promise<TestIssuer> {
  // Loaded here, not with the module: only test mode makes certificates, and a live-only
  // deployment never loads it.
  const x509 = await import('@peculiar/x509');
  const crypto = webcrypto as unknown as Crypto;
  const rootKeys = (await crypto.subtle.generateKey(EC, true, ['sign', 'verify'])) as CryptoKeyPair;
  const signerKeys = (await crypto.subtle.generateKey(EC, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const notBefore = new Date(validity.notBefore ?? now - 60_000);
  const notAfter = new Date(validity.notAfter ?? now + 10 * YEAR_MS);
  const rootName = `CN=ofage TEST IACA, O=${TEST_ISSUER_ORGANISATION}, C=ZZ`;
  const root = await x509.X509CertificateGenerator.createSelfSigned(
    {
      name: rootName,
      keys: rootKeys,
      notBefore,
      notAfter,
      signingAlgorithm: SIGNING,
      extensions: [
        new x509.BasicConstraintsExtension(true, 0, true),
        new x509.KeyUsagesExtension(
          x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign,
          true,
        ),
      ],
    },
    crypto,
  );
  const signer = await x509.X509CertificateGenerator.create(
    {
      subject: `CN=ofage TEST document signer, O=${TEST_ISSUER_ORGANISATION}, C=ZZ`,
      issuer: rootName,
      publicKey: signerKeys.publicKey,
      signingKey: rootKeys.privateKey,
      notBefore,
      notAfter,
      signingAlgorithm: SIGNING,
      extensions: [
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
        // SD-JWT VC with x5c: the leaf names the `iss` (draft-ietf-oauth-sd-jwt-vc §3.5).
        new x509.SubjectAlternativeNameExtension([{ type: 'url', value: ISS }]),
      ],
    },
    crypto,
  );
  return {
    root: new Uint8Array(root.rawData),
    signer: new Uint8Array(signer.rawData),
    signerKey: (await crypto.subtle.exportKey('jwk', signerKeys.privateKey)) as JsonWebKey,
    iss: ISS,
  };
}
