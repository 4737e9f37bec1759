import type { ServiceContext } from '../../context';
import { invalidInput } from '../../errors/service-error';
import {
  MAX_ATTEMPTS_PER_METHOD,
  parseAttempts,
  type AttemptOutcome,
} from '../../verifications/record-evidence';
import type { MethodActionResult, MethodCall } from '../kit/method-definition';
import { methodJson } from '../kit/method-json';
import {
  moveMethodSession,
  openMethodSession,
  readMethodSession,
  takeMethodSession,
} from '../kit/method-sessions';

/**
 * How one trip to the bank ended, as the widget that sent the person there learns it: an attempt
 * (its evidence was recorded), or one of the ways that record nothing.
 */
export type BankOutcome =
  | { kind: 'attempt'; decision: AttemptOutcome['decision'] }
  | { kind: 'declined' | 'refused' | 'failed' };

const WATCH = { method: 'bank-app', purpose: 'bank-watch' } as const;
const ANSWERED = { method: 'bank-app', purpose: 'bank-answered' } as const;

/**
 * Opens the watch of one trip to the bank: its id goes to the widget, which asks `outcome` with it
 * while the person is at the bank (in another tab, or in the bank's app). It lives as long as the
 * login it watches.
 */
export async function openBankWatch(
  ctx: ServiceContext,
  verificationId: string,
  ttlMs: number,
): Promise<string> {
  const opened = await openMethodSession(ctx, { ...WATCH, verificationId, data: {}, ttlMs });
  return opened.id;
}

/** Records how the trip ended, once; the widget's next `outcome` call reads it. */
export async function settleBankWatch(
  ctx: ServiceContext,
  watch: string | undefined,
  verificationId: string,
  outcome: BankOutcome,
): Promise<void> {
  if (!watch) return;
  await moveMethodSession(
    ctx,
    watch,
    { ...WATCH, verificationId },
    { purpose: ANSWERED.purpose, data: outcome },
  );
}

/**
 * `GET …/bank-app/outcome?watch=…`: `{pending: true}` while the person is at the bank; then,
 * once, how it ended — the attempt's answer (the widget's state with it), or `{outcome}` for a
 * trip that recorded nothing (declined at the bank, refused, failed). 400 when the watch is
 * unknown, already told or expired.
 */
export async function bankOutcome(call: MethodCall): Promise<MethodActionResult> {
  const { ctx } = call.deps;
  const { row } = call.session!;
  const watch = call.url.searchParams.get('watch');
  const key = { verificationId: row.id };
  if (await readMethodSession(ctx, watch, { ...WATCH, ...key })) {
    return methodJson(200, { pending: true });
  }
  const answered = await takeMethodSession<BankOutcome>(ctx, watch, { ...ANSWERED, ...key });
  if (!answered) throw invalidInput('this bank trip is unknown, already answered or expired');
  const outcome = answered.data;
  if (outcome.kind !== 'attempt') return methodJson(200, { outcome: outcome.kind });
  const used = parseAttempts(row)['bank-app'] ?? 0;
  return {
    attempt: {
      decision: outcome.decision,
      verification: row,
      attemptsLeft: Math.max(0, MAX_ATTEMPTS_PER_METHOD - used),
    },
  };
}
