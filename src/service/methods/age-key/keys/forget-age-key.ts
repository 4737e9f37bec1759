import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { ServiceContext } from '../../../context';
import { deleteAgeKey } from './age-key-store';
import type { CeremonyRefusal } from './ceremony-types';
import { verifyAssertion } from './verify-assertion';
import { ANY_VOUCHER } from './vouchers';

/**
 * "Forget my age key": the key itself authorises deleting its record, so the holder stays in control.
 * A revoked key may be forgotten too; the passkey left on the device then matches nothing.
 */
export async function forgetAgeKey(
  ctx: ServiceContext,
  session: { verificationId: string; allowedOrigins: readonly string[] },
  response: AuthenticationResponseJSON,
): Promise<{ outcome: 'forgotten' } | { outcome: 'refused'; reason: CeremonyRefusal }> {
  // Whoever vouched for it, the holder may delete their own key's record.
  const assertion = await verifyAssertion(
    ctx,
    { ...session, acceptsVoucher: ANY_VOUCHER },
    'forget',
    response,
  );
  if (!assertion.verified && assertion.reason !== 'revoked') {
    return { outcome: 'refused', reason: assertion.reason };
  }
  const credentialId = assertion.verified ? assertion.key.credential_id : response.id;
  await deleteAgeKey(ctx.db, credentialId);
  return { outcome: 'forgotten' };
}
