import { WalletReadError, type StatusReference } from './wallet-reading';

/** The longest status list URI read; longer ones are refused as malformed. */
const MAX_URI_LENGTH = 2048;

/**
 * The `status` → `status_list` reference of a credential: the MSO's `status` entry of an mdoc
 * (a CBOR map, decoded as `Map` or object; Annex A's example carries it) or the `status` claim
 * of an SD-JWT VC payload. `undefined` where the credential names no status list (other
 * mechanisms such as `identifier_list` are not read); a `status_list` that is there but broken
 * is refused, never skipped.
 */
export function statusReference(status: unknown): StatusReference | undefined {
  if (status === undefined || status === null) return undefined;
  const list = field(status, 'status_list');
  if (list === undefined) return undefined;
  const idx = field(list, 'idx');
  const uri = field(list, 'uri');
  if (typeof idx !== 'number' || !Number.isSafeInteger(idx) || idx < 0) {
    throw new WalletReadError('malformed', 'the status_list idx is not a non-negative integer');
  }
  if (typeof uri !== 'string' || uri.length > MAX_URI_LENGTH || !URL.canParse(uri)) {
    throw new WalletReadError('malformed', 'the status_list uri is not a URL');
  }
  return { idx, uri };
}

/** A CBOR map's entry, decoded as a `Map` or a plain object. */
function field(value: unknown, key: string): unknown {
  if (value instanceof Map) return value.get(key);
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
}
