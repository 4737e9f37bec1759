import type { ServiceContext } from '../context';
import type { VerificationRow } from '../db/schema';
import { invalidInput } from '../errors/service-error';
import type { VerificationResultRow } from './verification-store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function assertUuid(id: unknown, field = 'id'): string {
  if (typeof id !== 'string' || !UUID.test(id)) {
    throw invalidInput(
      `${field} must be a verification id (a UUID such as 3f2b7c1e-…), as returned by perform`,
    );
  }
  return id.toLowerCase();
}

/**
 * A live verification by id, through the batched loader: undefined for a malformed id, an unknown
 * or deleted one, and a PENDING one past its expiry (as good as deleted; the purge runs hourly).
 */
export async function findVerification(
  ctx: Pick<ServiceContext, 'verifications' | 'now'>,
  id: string,
): Promise<VerificationRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const row = await ctx.verifications.load(id.toLowerCase());
  if (row && row.status === 'PENDING' && row.expires_at <= ctx.now()) return undefined;
  return row;
}

/**
 * Loads a verification of this product and mode. Another product's id, a deleted one and a PENDING
 * one past its expiry all answer the same way, so ids cannot be probed across products.
 */
export async function getVerification(
  ctx: ServiceContext,
  scope: { productId: string; mode: 'test' | 'live' },
  id: string,
): Promise<VerificationRow> {
  return inScope(ctx, scope, await ctx.verifications.load(assertUuid(id)));
}

/**
 * {@link getVerification} reading only what get-status answers (`RESULT_COLUMNS`), with the same
 * scope: another product's id, a deleted one and an expired PENDING one answer alike.
 */
export async function getVerificationResult(
  ctx: ServiceContext,
  scope: { productId: string; mode: 'test' | 'live' },
  id: string,
): Promise<VerificationResultRow> {
  return inScope(ctx, scope, await ctx.verifications.loadResult(assertUuid(id)));
}

function inScope<Row extends VerificationResultRow>(
  ctx: Pick<ServiceContext, 'now'>,
  scope: { productId: string; mode: 'test' | 'live' },
  row: Row | undefined,
): Row {
  if (
    !row ||
    (row.status === 'PENDING' && row.expires_at <= ctx.now()) ||
    row.product_id !== scope.productId ||
    row.mode !== scope.mode
  ) {
    throw invalidInput(
      "no verification with this id for this API key's product and mode (unopened verifications are deleted after 14 days)",
    );
  }
  return row;
}
