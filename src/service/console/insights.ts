import { VERIFICATION_METHODS } from '../../protocol/verification-result';
import type { KeyMode } from '../keys/api-keys';
import type { Account } from './accounts';
import type { ConsoleDeps } from './console-deps';
import { ownedProduct } from './owned-product';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows read for one insights page; a period with more is summarised from its newest rows. */
const MAX_ROWS = 200_000;

export interface DayCount {
  /** `YYYY-MM-DD` (UTC). */
  day: string;
  created: number;
  passed: number;
  failed: number;
}

export interface Insights {
  from: number;
  to: number;
  days: DayCount[];
  total: number;
  passed: number;
  failed: number;
  /** passed / (passed + failed); null without completed verifications. */
  passRate: number | null;
  methodMix: { method: string; count: number }[];
  /** Median time from opening the widget to the result; null without completed ones. */
  medianCompleteMs: number | null;
  funnel: { created: number; opened: number; completed: number };
  truncated: boolean;
}

export const utcDay = (t: number): string => new Date(t).toISOString().slice(0, 10);

/** Allowed periods, in days. */
export const PERIODS = [7, 30, 90] as const;

/**
 * The insights of an owned product and mode over the last `periodDays` UTC days (today
 * included). Computed from a narrow read of the period's rows, the same way on both dialects.
 * PENDING verifications are deleted after 14 days, so older periods under-count "created".
 */
export async function getInsights(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  options: { mode: KeyMode; periodDays: number },
): Promise<Insights> {
  const product = await ownedProduct(deps.ctx, account, productId);
  const periodDays = (PERIODS as readonly number[]).includes(options.periodDays)
    ? options.periodDays
    : 30;
  const today = Date.parse(`${utcDay(deps.ctx.now())}T00:00:00Z`);
  const from = today - (periodDays - 1) * DAY_MS;
  const to = today + DAY_MS;
  const rows = await deps.ctx.db
    .selectFrom('verifications')
    .select(['status', 'method', 'created_at', 'opened_at', 'completed_at'])
    .where('product_id', '=', product.id)
    .where('mode', '=', options.mode)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .orderBy('created_at', 'desc')
    .limit(MAX_ROWS)
    .execute();

  const days = new Map<string, DayCount>();
  for (let t = from; t < to; t += DAY_MS)
    days.set(utcDay(t), { day: utcDay(t), created: 0, passed: 0, failed: 0 });
  const methods = new Map<string, number>();
  const durations: number[] = [];
  let passed = 0;
  let failed = 0;
  let opened = 0;
  for (const r of rows) {
    const day = days.get(utcDay(r.created_at));
    if (day) day.created++;
    if (r.opened_at !== null) opened++;
    if (r.status === 'PASS' || r.status === 'FAIL') {
      if (r.status === 'PASS') {
        passed++;
        if (day) day.passed++;
      } else {
        failed++;
        if (day) day.failed++;
      }
      if (r.method) methods.set(r.method, (methods.get(r.method) ?? 0) + 1);
      if (r.completed_at !== null) durations.push(r.completed_at - (r.opened_at ?? r.created_at));
    }
  }
  durations.sort((a, b) => a - b);
  const completed = passed + failed;
  return {
    from,
    to,
    days: [...days.values()],
    total: rows.length,
    passed,
    failed,
    passRate: completed ? passed / completed : null,
    methodMix: VERIFICATION_METHODS.map((method) => ({
      method,
      count: methods.get(method) ?? 0,
    })).filter((m) => m.count > 0),
    medianCompleteMs: median(durations),
    funnel: { created: rows.length, opened, completed },
    truncated: rows.length === MAX_ROWS,
  };
}

function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
