import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { ServiceContext } from '../../../context';
import { ServiceError } from '../../../errors/service-error';
import type { VerificationRow } from '../../../db/schema';
import type { Product } from '../../../products/products';
import type { AgeKeyEvidence } from './age-key-tables';
import { replaceEvidence } from './age-key-store';
import type { CeremonyRefusal } from './ceremony-types';
import { claimGrant, grantEvidence } from './key-evidence';
import { requireCompletingSession } from './require-completing-session';
import { verifyAssertion } from './verify-assertion';
import { ANY_VOUCHER } from './vouchers';

export type UpdateAgeKeyResult =
  | { outcome: 'refused'; reason: CeremonyRefusal }
  | { outcome: 'updated'; evidence: AgeKeyEvidence };

/**
 * The upgrade: after `row` passed by another method, the holder proves possession of the key and
 * its evidence becomes that verification's (a higher floor, an accepted method, live instead of
 * test). Only the widget session that completed the verification may (403 for anyone else, before
 * the challenge is used). The key's record is not otherwise linked to the verification.
 */
export async function updateAgeKey(
  ctx: ServiceContext,
  session: { row: VerificationRow; product: Product; sessionSecret: string | null },
  response: AuthenticationResponseJSON,
): Promise<UpdateAgeKeyResult> {
  const { row } = session;
  requireCompletingSession(row, session.sessionSecret);
  const assertion = await verifyAssertion(
    ctx,
    // The holder's own key gets the service's own evidence: whoever vouched before does not matter.
    {
      verificationId: row.id,
      allowedOrigins: session.product.allowedOrigins[row.mode],
      acceptsVoucher: ANY_VOUCHER,
    },
    'update',
    response,
  );
  if (!assertion.verified) return { outcome: 'refused', reason: assertion.reason };
  const grant = await grantEvidence(ctx, row, session.sessionSecret);
  if (!grant.ok) return { outcome: 'refused', reason: grant.reason };
  const credentialId = assertion.key.credential_id;
  const result = await ctx.db
    .transaction()
    .execute(async (trx) => {
      if (!(await claimGrant(trx, row.id, ctx.now()))) return 'grant-used' as const;
      // Revoked meanwhile: the transaction rolls the grant back.
      if (!(await replaceEvidence(trx, credentialId, grant.evidence))) throw new KeyGone();
      return 'ok' as const;
    })
    .catch((error: unknown) => {
      if (error instanceof KeyGone) return 'revoked' as const;
      throw error;
    });
  if (result !== 'ok') return { outcome: 'refused', reason: result };
  return { outcome: 'updated', evidence: grant.evidence };
}

/** The key was revoked while this update ran: the transaction rolls back, the caller is told so. */
class KeyGone extends ServiceError {
  static readonly code = 'AGE_KEY_REVOKED';
  constructor() {
    super(KeyGone.code, 'the age key was revoked while it was being updated');
  }
}
