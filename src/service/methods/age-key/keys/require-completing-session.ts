import type { VerificationRow } from '../../../db/schema';
import { ServiceError } from '../../../errors/service-error';
import { secretMatches } from '../../../verifications/secret-hash';

/**
 * A passed verification's result goes into an age key only from the widget session whose attempt
 * ended it: the request must carry that session's secret (`methods/kit/widget-session.ts`),
 * whose hash was stored with the result. A verification's id, product id, short link or widget
 * token travel in webhooks, redirects and logs, so none of them is enough; nor is a result the
 * test helper set without a widget. Refused with 403 `FORBIDDEN`.
 *
 * Verifications without a result are left to `grantEvidence`, which refuses them as `not-passed`.
 */
export function requireCompletingSession(
  row: Pick<VerificationRow, 'status' | 'completion_hash'>,
  sessionSecret: string | null,
): void {
  if (row.status !== 'PASS') return;
  if (secretMatches(sessionSecret, row.completion_hash)) return;
  throw new ServiceError(
    'FORBIDDEN',
    'an age key can be saved or updated only from the widget that completed this verification (a link or widget token to it is not enough): verify again in this browser to save one',
  );
}
