import { ServiceError } from '../../errors/service-error';

/** `<X509Certificate>` in any namespace prefix (`ds:`, `tsl:`, none), base64 content. */
const CERTIFICATE =
  /<(?:[\w-]+:)?X509Certificate>([A-Za-z0-9+/=\s]+)<\/(?:[\w-]+:)?X509Certificate>/g;
const SERVICE = /<(?:[\w-]+:)?TSPService>([\s\S]*?)<\/(?:[\w-]+:)?TSPService>/g;
const IDENTITY =
  /<(?:[\w-]+:)?ServiceDigitalIdentity>([\s\S]*?)<\/(?:[\w-]+:)?ServiceDigitalIdentity>/g;
const STATUS = /<(?:[\w-]+:)?ServiceStatus>\s*([^<\s]+)\s*</;

/**
 * The service certificates of an ETSI TS 119 612 trusted list (XML): the `X509Certificate`
 * entries of each `TSPService`'s `ServiceDigitalIdentity` (§5.5.3), leaving out services whose
 * `ServiceStatus` (§5.5.4) is withdrawn, and never the certificate of the list's own XML
 * signature (`ds:KeyInfo`). The list's signature itself is not verified here: the operator
 * fetches the list from its official location (docs/methods/digital-wallet.md).
 */
export function trustedListCertificates(xml: string, source: string): Uint8Array[] {
  const certificates: Uint8Array[] = [];
  for (const [, service = ''] of xml.matchAll(SERVICE)) {
    const status = STATUS.exec(service)?.[1] ?? '';
    if (/withdrawn|revoked|deprecated/i.test(status)) continue;
    for (const [, identity = ''] of service.matchAll(IDENTITY)) {
      for (const [, base64 = ''] of identity.matchAll(CERTIFICATE)) {
        certificates.push(new Uint8Array(Buffer.from(base64.replace(/\s/g, ''), 'base64')));
      }
    }
  }
  if (certificates.length === 0) {
    throw new ServiceError(
      'CONFIG_INVALID',
      `the trusted list ${source} names no service certificate (TSPService / ServiceDigitalIdentity / X509Certificate): is it an ETSI TS 119 612 list?`,
    );
  }
  return certificates;
}
