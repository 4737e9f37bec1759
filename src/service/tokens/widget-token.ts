import { errors, jwtVerify } from 'jose';
import { signEs256Jwt, signHs256Jwt } from './sign-es256-jwt';
import type { SigningKeyRing } from './signing-keys';
import { WIDGET_TOKEN_ALG, WIDGET_TOKEN_MAC_ALG } from './signing-keys';

/** Widget URLs stay valid as long as a PENDING verification lives. */
export const WIDGET_TOKEN_TTL_SECONDS = 14 * 24 * 60 * 60;
const AUDIENCE = 'ofage-widget';

export interface WidgetTokenClaims {
  verificationId: string;
  productId: string;
  mode: 'test' | 'live';
}

/**
 * A widget token, under the signing key's algorithm: HS256 for keys made from migration 0020 on
 * (an HMAC: perform's ES256 signature was a fifth of its CPU time), ES256 for older keys, whose
 * tokens the previous version opens too (a rolling upgrade; docs/service/upgrades.md).
 */
export function signWidgetToken(
  keys: SigningKeyRing,
  issuer: string,
  claims: WidgetTokenClaims,
  nowSeconds: number,
): string {
  const key = keys.current;
  const payload = {
    pid: claims.productId,
    mode: claims.mode,
    sub: claims.verificationId,
    iss: issuer,
    aud: AUDIENCE,
    iat: nowSeconds,
    exp: nowSeconds + WIDGET_TOKEN_TTL_SECONDS,
  };
  return key.alg === WIDGET_TOKEN_MAC_ALG
    ? signHs256Jwt({ alg: WIDGET_TOKEN_MAC_ALG, kid: key.kid, typ: 'JWT' }, payload, key.macKey)
    : signEs256Jwt({ alg: WIDGET_TOKEN_ALG, kid: key.kid, typ: 'JWT' }, payload, key.privateKey);
}

export type WidgetTokenResult =
  { valid: true; claims: WidgetTokenClaims } | { valid: false; reason: 'expired' | 'invalid' };

/**
 * Verifies signature (by `kid`: ES256 with its public key, or HS256 with its secret), issuer,
 * audience and expiry; expected negatives are returned.
 */
export async function verifyWidgetToken(
  keys: SigningKeyRing,
  issuer: string,
  token: string,
  nowSeconds: number,
): Promise<WidgetTokenResult> {
  // The widget page and its API calls present the same token again and again; an ES256 check
  // costs far more than the rest of those requests' own work, so a verified token is remembered
  // (per key ring and issuer) until it expires, or until its key is retired.
  const cache = cacheFor(keys);
  const cacheKey = `${issuer} ${token}`;
  const hit = cache.get(cacheKey);
  if (hit && !keys.keyFor(hit.kid)) cache.delete(cacheKey);
  else if (hit) {
    if (hit.exp <= nowSeconds) return { valid: false, reason: 'expired' };
    if (hit.iat <= nowSeconds + 60) return { valid: true, claims: hit.claims };
  }
  const result = await verifyUncached(keys, issuer, token, nowSeconds);
  if (result.valid) {
    const { exp, iat, kid } = decodeToken(token);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(cacheKey, { claims: result.claims, exp, iat, kid });
  }
  return result;
}

const CACHE_SIZE = 10_000;
interface CachedToken {
  claims: WidgetTokenClaims;
  exp: number;
  iat: number;
  kid: string;
}
const caches = new WeakMap<SigningKeyRing, Map<string, CachedToken>>();

function cacheFor(keys: SigningKeyRing): Map<string, CachedToken> {
  let cache = caches.get(keys);
  if (!cache) {
    cache = new Map();
    caches.set(keys, cache);
  }
  return cache;
}

/** `exp`/`iat` and the key id of a token that has just verified (so it is well-formed). */
function decodeToken(token: string): { exp: number; iat: number; kid: string } {
  const [header, body] = token.split('.').map((part) => Buffer.from(part, 'base64url'));
  const payload = JSON.parse(body!.toString('utf8')) as { exp: number; iat: number };
  const { kid } = JSON.parse(header!.toString('utf8')) as { kid: string };
  return { exp: payload.exp, iat: payload.iat, kid };
}

async function verifyUncached(
  keys: SigningKeyRing,
  issuer: string,
  token: string,
  nowSeconds: number,
): Promise<WidgetTokenResult> {
  try {
    const { payload } = await jwtVerify(
      token,
      (header) => {
        // The key by the token's own `alg`: jose then checks that the key is of that kind, so an
        // ES256 key is never used as an HMAC secret, nor the reverse.
        const key =
          header.alg === WIDGET_TOKEN_MAC_ALG
            ? keys.macKeyFor(header.kid)
            : keys.keyFor(header.kid);
        if (!key) throw new errors.JWKSNoMatchingKey();
        return key;
      },
      {
        issuer,
        audience: AUDIENCE,
        algorithms: [WIDGET_TOKEN_ALG, WIDGET_TOKEN_MAC_ALG],
        currentDate: new Date(nowSeconds * 1000),
      },
    );
    const { sub, pid, mode } = payload;
    if (
      typeof sub !== 'string' ||
      typeof pid !== 'string' ||
      (mode !== 'test' && mode !== 'live')
    ) {
      return { valid: false, reason: 'invalid' };
    }
    return { valid: true, claims: { verificationId: sub, productId: pid, mode } };
  } catch (error) {
    return { valid: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
