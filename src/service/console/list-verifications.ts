import { z } from 'zod';
import { VERIFICATION_METHODS, VERIFICATION_STATUSES } from '../../protocol/verification-result';
import { olderThan } from '../db/keyset';
import type { VerificationRow } from '../db/schema';
import type { KeyMode } from '../keys/api-keys';
import type { Account } from './accounts';
import type { ConsoleDeps } from './console-deps';
import { ownedProduct } from './owned-product';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** List filters as they arrive in the page's query string; anything unknown is ignored. */
export const VerificationFilterSchema = z.object({
  mode: z.enum(['test', 'live']).catch('test'),
  status: z.enum(VERIFICATION_STATUSES).optional().catch(undefined),
  method: z.enum(VERIFICATION_METHODS).optional().catch(undefined),
  /** `US` matches US and every US-xx; `US-CA` only itself. */
  jurisdiction: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/)
    .optional()
    .catch(undefined),
  /** Inclusive UTC days, `YYYY-MM-DD`. */
  from: z.string().regex(DAY).optional().catch(undefined),
  to: z.string().regex(DAY).optional().catch(undefined),
});
export type VerificationFilter = z.infer<typeof VerificationFilterSchema>;

/** One list row: no personal data exists to show, only the verification's own facts. */
export interface VerificationSummary {
  id: string;
  mode: KeyMode;
  status: VerificationRow['status'];
  jurisdiction: string;
  method: string | null;
  ageLow: number | null;
  ageHigh: number | null;
  failureReason: string | null;
  createdAt: number;
  completedAt: number | null;
}

/** A verification row as the console shows it. */
export const summary = (r: VerificationRow): VerificationSummary => ({
  id: r.id,
  mode: r.mode,
  status: r.status,
  jurisdiction: r.jurisdiction,
  method: r.method,
  ageLow: r.age_low,
  ageHigh: r.age_high,
  failureReason: r.failure_reason,
  createdAt: r.created_at,
  completedAt: r.completed_at,
});

export const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** One page of the list; `older` is the cursor of the next page, absent on the last one. */
export interface VerificationPage {
  rows: VerificationSummary[];
  older?: string;
}

const CURSOR = /^(\d{1,15})\.([0-9a-f-]{36})$/;

/**
 * The verifications of an owned product matching the filter, newest first, `limit` at a time.
 * `before` is the `older` cursor of the previous page (creation time and id of its last row, so
 * paging stays stable while new verifications arrive); a malformed cursor starts from the newest.
 */
export async function listProductVerifications(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  filter: Partial<VerificationFilter>,
  options: { limit?: number; before?: string | undefined } = {},
): Promise<VerificationPage> {
  const product = await ownedProduct(deps.ctx, account, productId);
  const f = VerificationFilterSchema.parse(filter);
  const limit = Math.min(500, Math.max(1, options.limit ?? 100));
  let q = deps.ctx.db
    .selectFrom('verifications')
    .selectAll()
    .where('product_id', '=', product.id)
    .where('mode', '=', f.mode)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.method) q = q.where('method', '=', f.method);
  if (f.jurisdiction) {
    const j = f.jurisdiction;
    q = j.includes('-')
      ? q.where('jurisdiction', '=', j)
      : q.where((eb) => eb.or([eb('jurisdiction', '=', j), eb('jurisdiction', 'like', `${j}-%`)]));
  }
  if (f.from) q = q.where('created_at', '>=', dayStart(f.from));
  if (f.to) q = q.where('created_at', '<', dayStart(f.to) + DAY_MS);
  const cursor = CURSOR.exec(options.before ?? '');
  if (cursor) q = q.where(olderThan(Number(cursor[1]), cursor[2]!));
  const rows = (await q.execute()).map(summary);
  if (rows.length <= limit) return { rows };
  const page = rows.slice(0, limit);
  const last = page.at(-1)!;
  return { rows: page, older: `${last.createdAt}.${last.id}` };
}
