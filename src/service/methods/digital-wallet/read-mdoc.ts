import { createHash } from 'node:crypto';
import { DataItem, Verifier, cborDecode, cborEncode, type MDoc } from '@animo-id/mdoc';
import { AV_DOCTYPE, AV_NAMESPACE } from './eu-av';
import { mdocContext } from './mdoc-context';
import { statusReference } from './status-reference';
import { WalletReadError, type WalletReading } from './wallet-reading';
import type { WalletTrust } from './wallet-trust-anchors';

/** What an mdoc DeviceResponse must be bound to. */
export interface MdocExpectation {
  trust: WalletTrust;
  /** `SessionTranscriptBytes` the device must have signed (see `mdocSessionTranscript`). */
  sessionTranscript: Uint8Array;
  /** Epoch milliseconds. */
  now: number;
  /**
   * The EU age-verification app's attestation (`eu.europa.ec.av.1`): `only` where the query
   * asked for it alone, `allowed` beside others, `no` (the default) where it was not asked.
   */
  av?: 'only' | 'allowed' | 'no';
}

/**
 * The SessionTranscript of an mdoc presented over OpenID4VP 1.0 (Appendix B.2.6): with
 * `direct_post` it binds client_id, nonce and response_uri (`OpenID4VPHandover`); over the
 * Digital Credentials API it binds the origin and nonce (`OpenID4VPDCAPIHandover`). The device
 * signature covers it, so a response made for another request, verifier or origin fails.
 * Encoded as `#6.24(bstr .cbor SessionTranscript)` (ISO 18013-5 §9.1.5.1).
 */
export function mdocSessionTranscript(
  binding:
    | { kind: 'direct_post'; clientId: string; nonce: string; responseUri: string }
    | { kind: 'dc_api'; origin: string; nonce: string },
): Uint8Array {
  const info =
    binding.kind === 'direct_post'
      ? ['OpenID4VPHandover', [binding.clientId, binding.nonce, null, binding.responseUri]]
      : ['OpenID4VPDCAPIHandover', [binding.origin, binding.nonce, null]];
  const hash = createHash('sha256').update(cborEncode(info[1])).digest();
  return cborEncode(DataItem.fromData([null, null, [info[0], new Uint8Array(hash)]]));
}

/**
 * Reads an ISO 18013-5 DeviceResponse with `@animo-id/mdoc`: issuer certificate chaining to a
 * trusted IACA root, the issuer's signature over the MSO, the MSO's validity period, every
 * disclosed element's value digest, and the device signature over our session transcript.
 */
export async function readMdoc(
  deviceResponse: unknown,
  expect: MdocExpectation,
): Promise<WalletReading> {
  if (!(deviceResponse instanceof Uint8Array) || deviceResponse.byteLength === 0) {
    throw new WalletReadError('malformed', 'the mdoc DeviceResponse is empty');
  }
  // An AV attestation is anchored by the trusted AV providers, every other mdoc by IACA roots:
  // neither list vouches for the other's credentials.
  const av = isAvAttestation(deviceResponse);
  const allowed = expect.av ?? 'no';
  if (av ? allowed === 'no' : allowed === 'only') {
    throw new WalletReadError(
      'unsupported',
      av
        ? 'an EU age-verification attestation was not asked for in this request'
        : 'this request asked for the EU age-verification attestation (eu.europa.ec.av.1)',
    );
  }
  const failures: { category: string; check: string; reason?: string }[] = [];
  let mdoc: MDoc;
  try {
    mdoc = await new Verifier().verifyDeviceResponse(
      {
        encodedDeviceResponse: deviceResponse,
        encodedSessionTranscript: expect.sessionTranscript,
        trustedCertificates: av ? expect.trust.avProviders : expect.trust.roots,
        now: new Date(expect.now),
        onCheck: (check) => {
          if (check.status === 'FAILED') {
            failures.push({
              category: String(check.category),
              check: check.check,
              ...(check.reason ? { reason: check.reason } : {}),
            });
          }
        },
      },
      mdocContext,
    );
  } catch (error) {
    if (failures.length === 0) {
      throw new WalletReadError('malformed', 'the mdoc DeviceResponse could not be decoded', {
        cause: error,
      });
    }
  }
  // The order says what matters most: a forgery outranks an untrusted or expired credential.
  const failed = (test: (f: (typeof failures)[number]) => boolean) => failures.find(test);
  const forged =
    failed((f) => f.category === 'DATA_INTEGRITY' && /digest/i.test(f.check)) ??
    failed((f) => f.check === 'Issuer signature must be valid');
  if (forged) throw new WalletReadError('forged', forged.check);
  const untrusted = failed((f) => f.check === 'Issuer certificate must be valid');
  if (untrusted) {
    throw new WalletReadError(
      'untrusted-issuer',
      av
        ? `the age-verification attestation's signer is not a trusted AV attestation provider: ${untrusted.reason ?? untrusted.check}`
        : (untrusted.reason ?? untrusted.check),
    );
  }
  const expired = failed((f) => /valid at the time|signed date/i.test(f.check));
  if (expired) throw new WalletReadError('expired', 'the mdoc is expired or not yet valid');
  const device = failed((f) => f.category === 'DEVICE_AUTH');
  if (device) {
    throw new WalletReadError(
      'wrong-binding',
      `the device signature does not cover this request: ${device.check}`,
    );
  }
  const other = failures[0];
  if (other) throw new WalletReadError('malformed', other.check);

  const ageOver = new Map<number, boolean>();
  const docType = mdoc!.documents[0]?.docType;
  for (const document of mdoc!.documents) {
    for (const [namespace, items] of document.issuerSigned.nameSpaces ?? new Map()) {
      // Of an AV attestation, only its own namespace's booleans count (Annex A).
      if (av && namespace !== AV_NAMESPACE) continue;
      for (const item of items) {
        const m = /^age_over_(\d{2})$/.exec(item.elementIdentifier);
        if (m && typeof item.elementValue === 'boolean')
          ageOver.set(Number(m[1]), item.elementValue);
      }
    }
  }
  // The MSO's `status` (Annex A; draft-ietf-oauth-status-list §6.3), checked by the caller.
  const statuses = mdoc!.documents.flatMap((document) => {
    const mso = document.issuerSigned.issuerAuth.decodedPayload as { status?: unknown };
    return [statusReference(mso.status)].filter((s) => s !== undefined);
  });
  if (statuses.length > 1) {
    throw new WalletReadError('malformed', 'more than one document names a status list');
  }
  const [status] = statuses;
  return {
    format: 'mdoc',
    ageOver,
    ...(docType ? { docType } : {}),
    ...(status ? { status } : {}),
  };
}

/**
 * Whether a DeviceResponse holds EU age-verification attestations: every document's `docType`
 * is `eu.europa.ec.av.1`. A response mixing them with other documents is refused as malformed,
 * since one list of trust anchors must judge all of its documents.
 */
function isAvAttestation(deviceResponse: Uint8Array): boolean {
  let docTypes: unknown[];
  try {
    const response = cborDecode(deviceResponse) as unknown;
    const documents = field(response, 'documents');
    docTypes = Array.isArray(documents) ? documents.map((d) => field(d, 'docType')) : [];
  } catch (error) {
    throw new WalletReadError('malformed', 'the mdoc DeviceResponse could not be decoded', {
      cause: error,
    });
  }
  const av = docTypes.filter((t) => t === AV_DOCTYPE).length;
  if (av > 0 && av < docTypes.length) {
    throw new WalletReadError(
      'malformed',
      'a DeviceResponse mixes age-verification attestations with other documents',
    );
  }
  return av > 0;
}

/** A CBOR map's entry, decoded as a `Map` or a plain object. */
function field(value: unknown, key: string): unknown {
  if (value instanceof Map) return value.get(key);
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
}
