import {
  MAX_ATTEMPTS_PER_METHOD,
  parseAttempts,
  type AttemptOutcome,
} from '../../verifications/record-evidence';
import type { MethodActionResult, MethodCall } from '../kit/method-definition';
import { methodJson } from '../kit/method-json';
import { readWalletRequest, takeWalletError } from './wallet-request';

/**
 * The `poll` action: the widget waits for a QR code or deep-link answer. Pending while the
 * request is open; `{walletError}` once when the wallet answered an error instead (a decline is
 * `access_denied`); otherwise the verification's state.
 */
export async function pollRequest(call: MethodCall): Promise<MethodActionResult> {
  const { row } = call.session!;
  const state = call.url.searchParams.get('state');
  const open = await readWalletRequest(call.deps.ctx, state);
  if (open && open.verificationId === row.id) return methodJson(200, { pending: true });
  // The wallet answered an error: the person declined (`access_denied`), or it could not answer.
  const error = await takeWalletError(call.deps.ctx, state, row.id);
  if (error) return methodJson(200, { walletError: error.data.error });
  return { attempt: outcomeOf(row) };
}

/** The verification's state as an attempt answer, for the widget that waited on a wallet. */
function outcomeOf(row: Parameters<typeof parseAttempts>[0]): AttemptOutcome {
  const used = parseAttempts(row)['digital-wallet'] ?? 0;
  return {
    decision:
      row.status === 'PASS'
        ? 'pass'
        : row.status === 'FAIL'
          ? row.failure_reason === 'fraudulent-activity-detected'
            ? 'fraud'
            : 'fail'
          : 'inconclusive',
    verification: row,
    attemptsLeft: Math.max(0, MAX_ATTEMPTS_PER_METHOD - used),
  };
}
