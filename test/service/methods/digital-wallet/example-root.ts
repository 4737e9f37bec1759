import { webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';

/**
 * A self-signed IACA-style root of an issuer that is not ofage's test issuer (whose roots no
 * trust file can make live anchors): what a deployment's trust file lists for a real wallet.
 */
export async function exampleRoot(): Promise<Uint8Array> {
  const crypto = webcrypto as unknown as Crypto;
  const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const root = await x509.X509CertificateGenerator.createSelfSigned(
    {
      name: 'CN=Example IACA, O=Example State, C=ZZ',
      keys,
      notBefore: new Date(Date.now() - 60_000),
      notAfter: new Date(Date.now() + 365 * 24 * 3600 * 1000),
      signingAlgorithm: { name: 'ECDSA', hash: 'SHA-256' },
      extensions: [new x509.BasicConstraintsExtension(true, 0, true)],
    },
    crypto,
  );
  return new Uint8Array(root.rawData);
}
