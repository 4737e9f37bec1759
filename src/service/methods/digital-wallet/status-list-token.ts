import { verify, type X509Certificate } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { getListFromStatusListJWT, type StatusList } from '@sd-jwt/jwt-status-list';
import { trustedX5cLeaf } from './mdoc-context';
import { WalletReadError } from './wallet-reading';

/** A verified Status List Token: its list, and until when it may be used. */
export interface VerifiedStatusList {
  list: StatusList;
  /** Epoch ms: the token's `exp`, sooner where its `ttl` says to fetch it again. */
  freshUntil: number;
}

/**
 * The largest decompressed list read (1 MiB: 8,388,608 one-bit statuses). A few kilobytes of
 * DEFLATE can inflate to gigabytes; the size is checked before the list is decoded.
 */
export const MAX_LIST_BYTES = 1024 * 1024;
/** Without a `ttl`, a list is fetched again after this long, even when `exp` is later. */
const DEFAULT_TTL_S = 15 * 60;
const HASHES: Record<string, string> = { ES256: 'sha256', ES384: 'sha384', ES512: 'sha512' };

/** Status values (draft-ietf-oauth-status-list §7.1). */
export const STATUS_VALID = 0;
export const STATUS_INVALID = 1;
export const STATUS_SUSPENDED = 2;

/**
 * Verifies a Status List Token in JWT form (draft-ietf-oauth-status-list §5.1): `typ`
 * `statuslist+jwt`, signed by the leaf of its `x5c` header, whose chain must end at one of
 * `anchors` (the same anchors that judged the credential); `sub` is the URI it was fetched
 * from; `exp`, when present, is in the future. CWT Status List Tokens are not accepted.
 * Any failure is a `status-invalid` refusal naming the check.
 */
export function readStatusListToken(
  jwt: string,
  expect: { uri: string; anchors: readonly Uint8Array[]; now: number },
): VerifiedStatusList {
  const parts = jwt.trim().split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[\w-]*$/.test(p))) {
    invalid('it is not a JWT (CWT Status List Tokens are not accepted)');
  }
  const [headerPart = '', payloadPart = '', signature = ''] = parts;
  const header = json(headerPart);
  const payload = json(payloadPart);
  if (header.typ !== 'statuslist+jwt') invalid(`its typ is not statuslist+jwt`);
  const hash = HASHES[String(header.alg)];
  if (!hash) invalid('its alg is not ES256, ES384 or ES512');

  // The signer: the x5c leaf, chaining to a trusted anchor (RFC 7515 §4.1.6).
  const x5c = header.x5c;
  if (!Array.isArray(x5c) || x5c.length === 0 || x5c.some((c) => typeof c !== 'string')) {
    invalid('it carries no x5c certificate chain');
  }
  let leaf: X509Certificate;
  try {
    leaf = trustedX5cLeaf(x5c as unknown[], expect.anchors, new Date(expect.now));
  } catch (error) {
    if (error instanceof WalletReadError && error.refusal === 'malformed') {
      invalid('its x5c header is not a certificate chain');
    }
    invalid(`it is not signed by a trusted provider (${(error as Error).message})`);
  }
  // ECDSA only: `alg` names the hash, the leaf's key must be an EC key (no RSA under "ES256").
  if (leaf.publicKey.asymmetricKeyType !== 'ec') invalid('its signer key is not an EC key');
  let signed = false;
  try {
    signed = verify(
      hash,
      Buffer.from(`${headerPart}.${payloadPart}`),
      { key: leaf.publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
  } catch {
    // refused below
  }
  if (!signed) invalid('its signature does not verify');

  // §8.3: the token is about the list at this URI, and still valid.
  if (payload.sub !== expect.uri) invalid('its sub is not the URI it was fetched from');
  const exp = payload.exp;
  if (exp !== undefined && (typeof exp !== 'number' || exp * 1000 <= expect.now)) {
    invalid('it is expired');
  }
  const ttl = payload.ttl;
  if (ttl !== undefined && (typeof ttl !== 'number' || !(ttl > 0))) invalid('its ttl is invalid');

  const statusList = payload.status_list as { bits?: unknown; lst?: unknown } | undefined;
  if (![1, 2, 4, 8].includes(statusList?.bits as number) || typeof statusList?.lst !== 'string') {
    invalid('its status_list has no valid bits and lst');
  }
  try {
    inflateSync(Buffer.from(statusList.lst, 'base64url'), { maxOutputLength: MAX_LIST_BYTES });
  } catch {
    invalid(`its list is not ZLIB data of at most ${MAX_LIST_BYTES} bytes`);
  }
  const list = getListFromStatusListJWT(jwt);
  const freshFor = Math.min(typeof ttl === 'number' ? ttl : DEFAULT_TTL_S, DEFAULT_TTL_S) * 1000;
  const freshUntil = Math.min(
    typeof exp === 'number' ? exp * 1000 : Infinity,
    expect.now + freshFor,
  );
  return { list, freshUntil };
}

/** The status at `idx`; an index past the list's end is refused. */
export function statusAt(list: StatusList, idx: number): number {
  try {
    return list.getStatus(idx);
  } catch {
    invalid(`it has no entry ${idx}`);
  }
}

function json(part: string): Record<string, unknown> {
  try {
    const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // refused below
  }
  invalid('its header or payload is not a JSON object');
}

function invalid(why: string): never {
  throw new WalletReadError('status-invalid', `the credential's status list: ${why}`);
}
