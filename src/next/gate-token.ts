import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

/*
 * HS256 JWTs for the gate's two cookies, signed with the merchant secret. The first secret
 * signs; every secret verifies, so a new secret can be put first while old cookies stay valid.
 * Audiences keep the token kinds apart: a session binding never passes as a verified cookie.
 */

export const TOKEN_AUDIENCE = {
  verified: 'ofage:verified',
  session: 'ofage:session',
  mobile: 'ofage:mobile',
  fresh: 'ofage:fresh',
} as const;
export type TokenAudience = (typeof TOKEN_AUDIENCE)[keyof typeof TOKEN_AUDIENCE];

const ISSUER = 'ofage';

/** Imported HMAC keys, created once per secret list and reused on every request. */
export interface GateTokenKeys {
  readonly count: number;
  keys(): Promise<CryptoKey[]>;
}

/** Smallest secret accepted: 32 characters, e.g. `openssl rand -base64 32`. */
export const MIN_SECRET_LENGTH = 32;

export function createGateTokenKeys(secrets: readonly string[]): GateTokenKeys {
  let imported: Promise<CryptoKey[]> | undefined;
  return {
    count: secrets.length,
    keys() {
      imported ??= Promise.all(
        secrets.map((secret) =>
          crypto.subtle.importKey(
            'raw',
            new TextEncoder().encode(secret),
            { name: 'HMAC', hash: 'SHA-256' },
            false,
            ['sign', 'verify'],
          ),
        ),
      );
      return imported;
    },
  };
}

export async function signGateToken(
  keys: GateTokenKeys,
  audience: TokenAudience,
  claims: JWTPayload,
  maxAgeSeconds: number,
  nowMs: number,
): Promise<string> {
  const [key] = await keys.keys();
  if (!key) throw new TypeError('No secret to sign with.');
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + Math.floor(maxAgeSeconds))
    .sign(key);
}

export type GateTokenResult =
  | { ok: true; payload: JWTPayload & { iat: number; exp: number } }
  | { ok: false; reason: 'invalid-signature' | 'expired' };

/**
 * Verifies a token of `audience`. Any token that is not one we signed for that purpose —
 * malformed, another algorithm, unknown secret, other audience — is `invalid-signature`.
 */
export async function verifyGateToken(
  keys: GateTokenKeys,
  audience: TokenAudience,
  token: string,
  nowMs: number,
): Promise<GateTokenResult> {
  // A token verified once under these keys verifies the same way again until it expires, so
  // the proxy's hot path skips the HMAC and JSON work for cookies it has seen (≈90 µs → ≈1 µs).
  const cache = verifiedCache(keys);
  const cacheKey = `${audience} ${token}`;
  const hit = cache.get(cacheKey);
  if (hit) {
    if (hit.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
    if (hit.iat * 1000 <= nowMs + 60_000) return { ok: true, payload: hit };
  }
  const result = await verifyUncached(keys, audience, token, nowMs);
  if (result.ok) {
    if (cache.size >= VERIFIED_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(cacheKey, result.payload);
  }
  return result;
}

const VERIFIED_CACHE_SIZE = 1000;
const verifiedCaches = new WeakMap<
  GateTokenKeys,
  Map<string, JWTPayload & { iat: number; exp: number }>
>();

function verifiedCache(
  keys: GateTokenKeys,
): Map<string, JWTPayload & { iat: number; exp: number }> {
  let cache = verifiedCaches.get(keys);
  if (!cache) {
    cache = new Map();
    verifiedCaches.set(keys, cache);
  }
  return cache;
}

async function verifyUncached(
  keys: GateTokenKeys,
  audience: TokenAudience,
  token: string,
  nowMs: number,
): Promise<GateTokenResult> {
  const options = {
    algorithms: ['HS256'],
    issuer: ISSUER,
    audience,
    requiredClaims: ['iat', 'exp'],
    currentDate: new Date(nowMs),
  };
  for (const key of await keys.keys()) {
    try {
      const { payload } = await jwtVerify(token, key, options);
      return { ok: true, payload: payload as JWTPayload & { iat: number; exp: number } };
    } catch (error) {
      // Signature checks come before claim checks, so "expired" means it was ours.
      if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
      if (error instanceof errors.JWSSignatureVerificationFailed) continue;
      return { ok: false, reason: 'invalid-signature' };
    }
  }
  return { ok: false, reason: 'invalid-signature' };
}
