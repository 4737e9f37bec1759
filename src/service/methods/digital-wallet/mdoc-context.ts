import {
  X509Certificate,
  createHash,
  randomBytes,
  sign,
  verify,
  type JsonWebKey,
} from 'node:crypto';
import type { MdocContext, X509Context } from '@animo-id/mdoc';
import { WalletReadError } from './wallet-reading';

/**
 * The crypto, COSE and X.509 primitives `@animo-id/mdoc` asks its caller for, on `node:crypto`.
 * Device authentication by MAC (ISO 18013-5 §9.1.3.5, ECDH with a reader key) is not offered:
 * our requests never send a reader key, so a wallet must sign with its device key.
 */
export const mdocContext: MdocContext = {
  crypto: {
    random: (length) => new Uint8Array(randomBytes(length)),
    digest: ({ digestAlgorithm, bytes }) =>
      new Uint8Array(
        createHash(digestAlgorithm.replace('-', '').toLowerCase()).update(bytes).digest(),
      ),
    calculateEphemeralMacKeyJwk: () => {
      throw new WalletReadError(
        'unsupported',
        'device MAC authentication is not supported: the device must sign',
      );
    },
  },
  cose: {
    sign1: {
      sign: ({ sign1, jwk }) => {
        const { data, alg } = sign1.getRawSigningData();
        return new Uint8Array(
          sign(hashOf(alg), data, {
            key: jwk as JsonWebKey,
            format: 'jwk',
            dsaEncoding: 'ieee-p1363',
          }),
        );
      },
      verify: ({ sign1, jwk, options }) => {
        const { data, alg, signature } = sign1.getRawVerificationData(options);
        return verify(
          hashOf(alg),
          data,
          { key: jwk as JsonWebKey, format: 'jwk', dsaEncoding: 'ieee-p1363' },
          signature,
        );
      },
    },
    mac0: {
      sign: () => {
        throw new WalletReadError('unsupported', 'COSE_Mac0 is not supported');
      },
      verify: () => false,
    },
  },
  x509: {
    getIssuerNameField: ({ certificate, field }) =>
      nameField(new X509Certificate(certificate).issuer, field),
    getPublicKey: ({ certificate }) =>
      new X509Certificate(certificate).publicKey.export({ format: 'jwk' }) as never,
    validateCertificateChain: ({ trustedCertificates, x5chain }) =>
      validateChain(x5chain, trustedCertificates, new Date()),
    getCertificateData: ({ certificate }) => {
      const cert = new X509Certificate(certificate);
      return {
        issuerName: cert.issuer.replaceAll('\n', ', '),
        subjectName: cert.subject.replaceAll('\n', ', '),
        serialNumber: cert.serialNumber,
        thumbprint: cert.fingerprint256.replaceAll(':', '').toLowerCase(),
        notBefore: new Date(cert.validFrom),
        notAfter: new Date(cert.validTo),
        pem: cert.toString(),
      };
    },
  } satisfies X509Context,
};

/** The hash of a JOSE/COSE ECDSA or EdDSA algorithm name, as `node:crypto` wants it. */
function hashOf(alg: string): string | null {
  switch (alg) {
    case 'ES256':
      return 'sha256';
    case 'ES384':
      return 'sha384';
    case 'ES512':
      return 'sha512';
    case 'EdDSA':
      return null;
    default:
      throw new WalletReadError('unsupported', `unsupported signature algorithm ${alg}`);
  }
}

/** Values of one attribute (`C`, `ST`, …) of a distinguished name as `node:crypto` prints it. */
function nameField(dn: string, field: string): string[] {
  const short = { countryName: 'C', stateOrProvinceName: 'ST' }[field] ?? field;
  return dn
    .split('\n')
    .map((line) => line.split('='))
    .filter(([key]) => key === short)
    .map(([, ...value]) => value.join('='));
}

/**
 * The leaf certificate of a JWT's `x5c` header (base64 DER, leaf first) once its chain ends at
 * one of `trustAnchors` ({@link validateChain}): a header that is not a certificate chain is a
 * `malformed` refusal, a chain that is not trusted an `untrusted-issuer` one.
 */
export function trustedX5cLeaf(
  x5c: readonly unknown[],
  trustAnchors: readonly Uint8Array[],
  now: Date,
): X509Certificate {
  let chain: Uint8Array[];
  let leaf: X509Certificate;
  try {
    chain = x5c.map((c) => new Uint8Array(Buffer.from(String(c), 'base64')));
    leaf = new X509Certificate(chain[0]!);
  } catch (error) {
    throw new WalletReadError('malformed', 'the x5c header is not a certificate chain', {
      cause: error,
    });
  }
  try {
    validateChain(chain, trustAnchors, now);
  } catch (error) {
    throw new WalletReadError('untrusted-issuer', (error as Error).message, { cause: error });
  }
  return leaf;
}

/**
 * RFC 5280 §6 path validation, as far as a wallet credential needs it: each certificate of the
 * chain (leaf first) is within its validity period and signed by the next, and the last one is a
 * trust anchor or is signed by one. Throws a `WalletReadError` (`untrusted-issuer`) saying what failed.
 */
export function validateChain(
  x5chain: readonly Uint8Array[],
  trustAnchors: readonly Uint8Array[],
  now: Date,
): void {
  const chain = x5chain.map((der) => new X509Certificate(der));
  const anchors = trustAnchors.map((der) => new X509Certificate(der));
  if (chain.length === 0) untrusted('the credential carries no certificate');
  for (const cert of chain) {
    if (now < new Date(cert.validFrom) || now > new Date(cert.validTo)) {
      untrusted(`certificate "${cert.subject}" is not valid now`);
    }
  }
  for (let i = 0; i < chain.length - 1; i++) {
    const child = chain[i]!;
    const parent = chain[i + 1]!;
    if (!child.checkIssued(parent) || !child.verify(parent.publicKey)) {
      untrusted(`certificate "${child.subject}" is not signed by the next in its chain`);
    }
  }
  const last = chain[chain.length - 1]!;
  const anchored = anchors.some(
    (anchor) =>
      (last.raw.equals(anchor.raw) ||
        (last.checkIssued(anchor) && last.verify(anchor.publicKey))) &&
      now >= new Date(anchor.validFrom) &&
      now <= new Date(anchor.validTo),
  );
  if (!anchored) untrusted('the issuer certificate does not chain to a trusted root');
}

function untrusted(message: string): never {
  throw new WalletReadError('untrusted-issuer', message);
}
