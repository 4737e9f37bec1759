import type { ServiceContext } from '../context';
import type { VerificationRow } from '../db/schema';
import { refuseFinished } from './record-evidence';
import { hashSecret, newSecret, secretMatches } from './secret-hash';

/** The short link's own query parameter: its secret (the spec's `pid` and `s` stay as they are). */
export const SHORT_LINK_SECRET_PARAM = 'k';
/** Hand-off QR codes kept per verification; a newer one retires the oldest. */
export const MAX_HANDOFF_LINKS = 10;

/**
 * A short link: `<ui_host>/v/<id>?pid=<productId>&s=qr&k=<secret>`. The id and product id are
 * not secrets (they travel in webhooks, redirects and logs); `k` is, and the service keeps only
 * its hash.
 */
export function shortUrlFor(
  publicUrl: string,
  id: string,
  productId: string,
  secret: string,
): string {
  return `${publicUrl}/v/${id}?pid=${productId}&s=qr&${SHORT_LINK_SECRET_PARAM}=${secret}`;
}

/**
 * A short link for the widget's "continue on your phone" QR code. The shortUrl's own secret is
 * stored only hashed, so each QR code gets a fresh one; the newest MAX_HANDOFF_LINKS stay valid
 * until the verification has a result.
 */
export async function mintHandoffLink(ctx: ServiceContext, row: VerificationRow): Promise<string> {
  refuseFinished(row);
  const secret = newSecret();
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('handoff_links')
      .values({ secret_hash: hashSecret(secret), verification_id: row.id, created_at: now })
      .execute();
    const kept = trx
      .selectFrom('handoff_links')
      .select('secret_hash')
      .where('verification_id', '=', row.id)
      .orderBy('created_at', 'desc')
      .limit(MAX_HANDOFF_LINKS);
    await trx
      .deleteFrom('handoff_links')
      .where('verification_id', '=', row.id)
      .where('secret_hash', 'not in', kept)
      .execute();
  });
  return shortUrlFor(ctx.config.publicUrl, row.id, row.product_id, secret);
}

/**
 * Whether `secret` is the `k` of one of this verification's short links: perform's, or a hand-off
 * QR code's. Every stored hash is compared (in constant time each), so the answer takes as long
 * whichever matched.
 */
export async function shortLinkSecretMatches(
  ctx: ServiceContext,
  row: VerificationRow,
  secret: string | null,
): Promise<boolean> {
  if (secret === null) return false;
  const handoffs = await ctx.db
    .selectFrom('handoff_links')
    .select('secret_hash')
    .where('verification_id', '=', row.id)
    .execute();
  let matched = secretMatches(secret, row.short_link_hash);
  for (const { secret_hash } of handoffs) matched = secretMatches(secret, secret_hash) || matched;
  return matched;
}
