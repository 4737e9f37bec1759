import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { ServiceContext } from '../../../context';
import type { VerificationRow } from '../../../db/schema';
import type { Product } from '../../../products/products';
import { recordEvidence, type AttemptOutcome } from '../../../verifications/record-evidence';
import { evidenceOf } from './age-key-tables';
import type { CeremonyRefusal } from './ceremony-types';
import { decideAgeKey, type AgeKeyDecision, type MethodAcceptance } from './decide-age-key';
import { ageKeyUsable } from './start-authentication';
import { verifyAssertion } from './verify-assertion';
import type { VoucherAcceptance } from './vouchers';

export type UseAgeKeyResult =
  | { outcome: 'refused'; reason: CeremonyRefusal }
  | {
      outcome: 'upgrade';
      reason: Extract<AgeKeyDecision, { outcome: 'upgrade' }>['reason'];
      /** What the key proves now, for the holder's eyes only (the widget frame). */
      floor: number;
    }
  | { outcome: 'recorded'; attempt: AttemptOutcome };

/**
 * Uses an age key for a verification. When its evidence satisfies the verification it becomes the
 * attempt's `threshold` evidence (method `age-key`, `age.low` = the key's floor), which
 * `recordEvidence` decides and completes like any method's. Otherwise nothing is recorded and the
 * holder is asked to upgrade. Nothing that identifies the key leaves this function.
 */
export async function useAgeKey(
  ctx: ServiceContext,
  session: {
    row: VerificationRow;
    product: Product;
    sessionHash: string | null;
    /** The vouchers this product accepts; a key vouched for by anyone else is no key here. */
    acceptsVoucher: VoucherAcceptance;
  },
  response: AuthenticationResponseJSON,
  methodAccepted?: MethodAcceptance,
): Promise<UseAgeKeyResult> {
  const { row } = session;
  const assertion = await verifyAssertion(
    ctx,
    {
      verificationId: row.id,
      allowedOrigins: session.product.allowedOrigins[row.mode],
      acceptsVoucher: session.acceptsVoucher,
    },
    'verify',
    response,
  );
  if (!assertion.verified) return { outcome: 'refused', reason: assertion.reason };
  if (!ageKeyUsable(row)) return { outcome: 'refused', reason: 'not-offered' };

  const evidence = evidenceOf(assertion.key);
  const decision = decideAgeKey(evidence, row, methodAccepted);
  if (decision.outcome === 'upgrade') {
    return { outcome: 'upgrade', reason: decision.reason, floor: evidence.floor };
  }
  const attempt = await recordEvidence(
    ctx,
    row.id,
    {
      method: 'age-key',
      kind: 'threshold',
      ageLow: evidence.floor,
      ageHigh: 100,
      assurance: evidence.assurance,
    },
    session.sessionHash,
  );
  return { outcome: 'recorded', attempt };
}
