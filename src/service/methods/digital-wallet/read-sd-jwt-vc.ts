import type { X509Certificate } from 'node:crypto';
import { createHash, createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import { SDJwtVcInstance } from '@sd-jwt/sd-jwt-vc';
import { trustedX5cLeaf } from './mdoc-context';
import { statusReference } from './status-reference';
import { WalletReadError, type WalletReading } from './wallet-reading';
import type { WalletTrust } from './wallet-trust-anchors';

/** What the presentation must be bound to (OpenID4VP 1.0 §8.6, SD-JWT VC §4.3 / RFC 9901 §7.3). */
export interface SdJwtVcExpectation {
  trust: WalletTrust;
  /** The request's nonce: the KB-JWT's `nonce`. */
  nonce: string;
  /** The verifier's client_id (`redirect_uri:…`) or, over the DC API, `origin:<origin>`. */
  audience: string;
  /** Epoch milliseconds. */
  now: number;
}

/** A KB-JWT older than this, or this far in the future, is not fresh. */
const KB_MAX_AGE_S = 300;
const SKEW_S = 60;

/**
 * Reads an SD-JWT VC presentation (`<issuer-jwt>~<disclosure>~…~<kb-jwt>`): the issuer is trusted
 * (x5c chaining to a trusted root, or a configured key for its `iss`), the issuer signature and
 * validity hold, every disclosure is one the issuer signed, and the key binding names our nonce,
 * our audience and a fresh `iat`, signed by the credential's `cnf` key.
 */
export async function readSdJwtVc(
  presentation: unknown,
  expect: SdJwtVcExpectation,
): Promise<WalletReading> {
  if (
    typeof presentation !== 'string' ||
    !/^[\w-]+\.[\w-]+\.[\w-]+(~[\w-]*)*~[\w-]+\.[\w-]+\.[\w-]+$/.test(presentation)
  ) {
    throw new WalletReadError(
      'malformed',
      'the SD-JWT VC presentation is not a compact SD-JWT with key binding',
    );
  }
  const [issuerJwt = '', ...rest] = presentation.split('~');
  const disclosures = rest.slice(0, -1).filter((d) => d !== '');
  const header = jsonPart(issuerJwt, 0);
  const payload = jsonPart(issuerJwt, 1);

  // 1. The issuer's key, from a trust anchor (never from the credential alone).
  const issuerKey = issuerKeyOf(header, payload, expect);
  const sdjwt = new SDJwtVcInstance({
    hasher: (data, alg) => {
      if (alg.toLowerCase() !== 'sha-256')
        throw new WalletReadError('unsupported', `_sd_alg ${alg}`);
      return new Uint8Array(
        createHash('sha256')
          .update(data as string)
          .digest(),
      );
    },
    verifier: (data, sig) => verifyJws(issuerKey, data, sig),
    kbVerifier: (data, sig, claims) => {
      const jwk = (claims.cnf as { jwk?: JsonWebKey } | undefined)?.jwk;
      if (!jwk) throw new WalletReadError('forged', 'the credential names no holder key (cnf.jwk)');
      return verifyJws(jwk, data, sig);
    },
  });

  // The library would fetch a `status.status_list` itself, with none of the webhook address
  // rules: the status is read here and checked by `checkCredentialStatus` (SSRF rules, cache,
  // policy), the same as an mdoc's.
  (sdjwt as unknown as { verifyStatus: () => Promise<void> }).verifyStatus = () =>
    Promise.resolve();
  const status = statusReference(payload.status);

  // 2. Issuer signature, validity, key binding (nonce, sd_hash over what is presented).
  let verified: Awaited<ReturnType<SDJwtVcInstance['verify']>>;
  try {
    verified = await sdjwt.verify(presentation, {
      keyBindingNonce: expect.nonce,
      currentDate: Math.floor(expect.now / 1000),
      skewSeconds: SKEW_S,
    });
  } catch (error) {
    throw classify(error);
  }
  const kb = verified.kb?.payload;
  if (!kb) throw new WalletReadError('wrong-binding', 'the presentation has no key binding JWT');
  if (kb.aud !== expect.audience) {
    throw new WalletReadError('wrong-binding', 'the key binding names another verifier (aud)');
  }
  const iat = Number(kb.iat);
  const nowS = expect.now / 1000;
  if (!(iat > nowS - KB_MAX_AGE_S && iat < nowS + SKEW_S)) {
    throw new WalletReadError('wrong-binding', 'the key binding JWT is not fresh (iat)');
  }

  // 3. Every disclosure is one the issuer committed to (RFC 9901 §7.1 step 3.3.2): a made-up
  //    disclosure must not be silently dropped.
  const committed = digestsIn(payload);
  for (const d of disclosures) {
    if (!committed.has(createHash('sha256').update(d).digest('base64url'))) {
      throw new WalletReadError('forged', 'a disclosure was not signed by the issuer');
    }
  }

  return {
    format: 'sd-jwt-vc',
    ageOver: ageClaims(verified.payload as Record<string, unknown>),
    ...(status ? { status } : {}),
  };
}

function jsonPart(jwt: string, index: number): Record<string, unknown> {
  try {
    const value = JSON.parse(
      Buffer.from(jwt.split('.')[index] ?? '', 'base64url').toString('utf8'),
    ) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new WalletReadError('malformed', 'the issuer JWT is not JSON');
}

function issuerKeyOf(
  header: Record<string, unknown>,
  payload: Record<string, unknown>,
  expect: SdJwtVcExpectation,
): JsonWebKey {
  const x5c = header.x5c;
  if (Array.isArray(x5c) && x5c.length > 0) {
    const leaf = trustedX5cLeaf(x5c, expect.trust.roots, new Date(expect.now));
    if (!namesIssuer(leaf, payload.iss)) {
      throw new WalletReadError('untrusted-issuer', 'the issuer certificate does not name the iss');
    }
    return leaf.publicKey.export({ format: 'jwk' });
  }
  const configured = expect.trust.issuerKeys.filter(
    (k) =>
      k.iss === payload.iss &&
      (header.kid === undefined || k.jwk.kid === undefined || k.jwk.kid === header.kid),
  );
  if (configured.length !== 1) {
    throw new WalletReadError(
      'untrusted-issuer',
      `issuer ${String(payload.iss)} is not trusted here`,
    );
  }
  return configured[0]!.jwk;
}

/**
 * With x5c, `iss` must be a URI subjectAltName of the leaf certificate, or an https URL whose
 * host is a DNS subjectAltName (draft-ietf-oauth-sd-jwt-vc §3.5): a trusted root's certificate
 * for one issuer cannot vouch for credentials claiming to come from another.
 */
function namesIssuer(leaf: X509Certificate, iss: unknown): boolean {
  if (typeof iss !== 'string') return false;
  const names = (leaf.subjectAltName ?? '').split(/,\s*/);
  if (names.includes(`URI:${iss}`)) return true;
  try {
    const url = new URL(iss);
    return url.protocol === 'https:' && names.includes(`DNS:${url.hostname}`);
  } catch {
    return false;
  }
}

/** ES256/ES384/ES512 or EdDSA by the key's own curve; the JWS header's `alg` is not trusted. */
function verifyJws(jwk: JsonWebKey, data: string, signature: string): boolean {
  const hash = { 'P-256': 'sha256', 'P-384': 'sha384', 'P-521': 'sha512' }[jwk.crv ?? ''] ?? null;
  if (hash === null && jwk.kty !== 'OKP') return false;
  try {
    const key = createPublicKey({ key: jwk, format: 'jwk' });
    return verify(
      hash,
      Buffer.from(data),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
  } catch {
    return false;
  }
}

function classify(error: unknown): WalletReadError {
  if (error instanceof WalletReadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/expired|not yet valid/i.test(message))
    return new WalletReadError('expired', 'the credential is expired or not yet valid', {
      cause: error,
    });
  if (/Invalid Nonce/i.test(message))
    return new WalletReadError('wrong-binding', 'the key binding names another request (nonce)', {
      cause: error,
    });
  if (/Signature|sd_hash|Invalid Key Binding/i.test(message)) {
    return new WalletReadError('forged', `a signature does not hold: ${message}`, { cause: error });
  }
  if (/Key Binding JWT not exist/i.test(message))
    return new WalletReadError('wrong-binding', 'the presentation has no key binding JWT', {
      cause: error,
    });
  return new WalletReadError('malformed', `the SD-JWT VC could not be read: ${message}`, {
    cause: error,
  });
}

/** `_sd` digests and array-element digests (`{"...": d}`) anywhere in the signed payload. */
function digestsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) digestsIn(item, into);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '_sd' && Array.isArray(item)) item.forEach((d) => into.add(String(d)));
      else if (key === '...' && typeof item === 'string') into.add(item);
      else digestsIn(item, into);
    }
  }
  return into;
}

/** `age_equal_or_over: {"18": true}` (EUDI PID rulebook) and `age_over_18: true`. */
function ageClaims(claims: Record<string, unknown>): Map<number, boolean> {
  const ages = new Map<number, boolean>();
  const add = (n: string, v: unknown) => {
    if (/^\d{1,3}$/.test(n) && typeof v === 'boolean') ages.set(Number(n), v);
  };
  const nested = claims.age_equal_or_over;
  if (nested && typeof nested === 'object') {
    for (const [n, v] of Object.entries(nested)) add(n, v);
  }
  for (const [key, v] of Object.entries(claims)) {
    const m = /^age_over_(\d{1,3})$/.exec(key);
    if (m) add(m[1]!, v);
  }
  return ages;
}
