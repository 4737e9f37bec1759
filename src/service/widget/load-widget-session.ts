import { decodeJwt } from 'jose';
import type { VerificationRow } from '../db/schema';
import type { Product } from '../products/products';
import { findVerification } from '../verifications/get-verification';
import { shortLinkSecretMatches } from '../verifications/short-link';
import { signWidgetToken, verifyWidgetToken } from '../tokens/widget-token';
import type { WidgetDeps } from './widget-deps';

export type WidgetSession =
  | { ok: true; row: VerificationRow; product: Product; token: string }
  | {
      ok: false;
      /** `finished`: a short link to a verification that already has a result. */
      reason: 'expired' | 'invalid' | 'finished';
      /**
       * The product and mode of a genuine but unusable link: that mode's origins may frame the
       * error page.
       */
      productId?: string;
      mode?: 'test' | 'live';
    };

/**
 * The verification behind a widget token (`/verify?token=…`, and every widget API call): the
 * signature, issuer, audience and expiry are checked, then the row must still exist for the same
 * product and mode. Unusable links are expected negatives, returned rather than thrown.
 */
export async function sessionFromToken(
  deps: WidgetDeps,
  token: string | null,
): Promise<WidgetSession> {
  if (!token) return { ok: false, reason: 'invalid' };
  const { ctx } = deps;
  const verified = await verifyWidgetToken(
    ctx.signingKeys,
    ctx.config.publicUrl,
    token,
    Math.floor(ctx.now() / 1000),
  );
  if (!verified.valid) {
    // jose checks the signature before the expiry, so an expired token's claims are genuine.
    return verified.reason === 'expired'
      ? { ok: false, reason: 'expired', ...claimedProduct(token) }
      : { ok: false, reason: 'invalid' };
  }
  const { claims } = verified;
  const row = await findVerification(deps.ctx, claims.verificationId);
  if (!row || row.product_id !== claims.productId || row.mode !== claims.mode) {
    return { ok: false, reason: 'invalid', productId: claims.productId, mode: claims.mode };
  }
  return withProduct(deps, row, token);
}

/**
 * The verification behind a short link (`/v/<id>?pid=…&s=qr&k=…`): the `pid` must be the
 * verification's product and `k` the secret of one of its short links (perform's, or a hand-off
 * QR code's). The id and product id alone are not secrets, so without `k` nothing opens; and a
 * verification that already has a result opens nothing either, whatever the link. Otherwise the
 * page works with a freshly signed token, like `/verify`.
 */
export async function sessionFromShortLink(
  deps: WidgetDeps,
  id: string,
  pid: string | null,
  secret: string | null,
): Promise<WidgetSession> {
  if (!pid || !secret) return { ok: false, reason: 'invalid' };
  const row = await findVerification(deps.ctx, id);
  if (!row || row.product_id !== pid) return { ok: false, reason: 'invalid' };
  const { ctx } = deps;
  // The secret first: without it, not even whether the verification has ended is told.
  if (!(await shortLinkSecretMatches(ctx, row, secret))) return { ok: false, reason: 'invalid' };
  if (row.status === 'PASS' || row.status === 'FAIL') {
    return { ok: false, reason: 'finished', productId: row.product_id, mode: row.mode };
  }
  const token = await signWidgetToken(
    ctx.signingKeys,
    ctx.config.publicUrl,
    { verificationId: row.id, productId: row.product_id, mode: row.mode },
    Math.floor(ctx.now() / 1000),
  );
  return withProduct(deps, row, token);
}

async function withProduct(
  deps: WidgetDeps,
  row: VerificationRow,
  token: string,
): Promise<WidgetSession> {
  const product = await deps.getProduct(row.product_id);
  if (!product) return { ok: false, reason: 'invalid' };
  return { ok: true, row, product, token };
}

function claimedProduct(token: string): { productId?: string; mode?: 'test' | 'live' } {
  try {
    const { pid, mode } = decodeJwt(token);
    if (typeof pid !== 'string') return {};
    return mode === 'test' || mode === 'live' ? { productId: pid, mode } : { productId: pid };
  } catch {
    return {};
  }
}
