import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { webcrypto, type JsonWebKey } from 'node:crypto';
import type { WalletTrust } from './wallet-trust-anchors';

/**
 * The service's TEST issuer: an IACA-style root and a document-signer certificate under it, whose
 * key signs the mdocs and SD-JWT VCs of the test wallet. Generated once per deployment and kept
 * in the data directory; its root is trusted for test-mode verifications only.
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

const FILE = 'wallet-test-issuer.json';
/** `iss` of every ofage test issuer's SD-JWT VCs, whichever deployment made it. */
export const TEST_ISSUER_ISS = 'https://test-issuer.ofage.invalid';
/** The organisation every ofage test issuer's certificates name, whichever deployment made it. */
export const TEST_ISSUER_ORGANISATION = 'ofage test mode';
const ISS = TEST_ISSUER_ISS;
const YEAR_MS = 365 * 24 * 3600 * 1000;
const EC = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGNING = { name: 'ECDSA', hash: 'SHA-256' } as const;

const loaded = new Map<string, Promise<TestIssuer>>();

/** The test issuer of the deployment whose data directory is `dataDir`, created on first use. */
export function testIssuer(dataDir: string): Promise<TestIssuer> {
  let issuer = loaded.get(dataDir);
  if (!issuer) {
    issuer = loadOrCreate(dataDir);
    loaded.set(dataDir, issuer);
    issuer.catch(() => loaded.delete(dataDir));
  }
  return issuer;
}

/** The test list: only the test issuer's root and key. */
export function testTrust(issuer: TestIssuer): WalletTrust {
  return { roots: [issuer.root], issuerKeys: [] };
}

async function loadOrCreate(dataDir: string): Promise<TestIssuer> {
  const file = path.join(dataDir, FILE);
  const stored = await readFile(file, 'utf8').catch(() => null);
  if (stored !== null) {
    const json = JSON.parse(stored) as { root: string; signer: string; signerKey: JsonWebKey };
    return {
      root: new Uint8Array(Buffer.from(json.root, 'base64')),
      signer: new Uint8Array(Buffer.from(json.signer, 'base64')),
      signerKey: json.signerKey,
      iss: ISS,
    };
  }
  const issuer = await createTestIssuer(Date.now());
  await mkdir(dataDir, { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(
    tmp,
    JSON.stringify({
      root: Buffer.from(issuer.root).toString('base64'),
      signer: Buffer.from(issuer.signer).toString('base64'),
      signerKey: issuer.signerKey,
    }),
    { mode: 0o600 },
  );
  await rename(tmp, file);
  return issuer;
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
