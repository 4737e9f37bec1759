import {
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { ServiceContext } from '../../../context';
import type { VerificationRow } from '../../../db/schema';
import { remainingMethods } from '../../../verifications/record-evidence';
import type { ChallengePurpose } from './age-key-tables';
import type { CeremonyRefusal } from './ceremony-types';
import { issueChallenge } from './challenges';
import { grantEvidence } from './key-evidence';
import { relyingPartyFor } from './relying-party';
import { CEREMONY_TIMEOUT_MS } from './start-registration';

export type AssertionPurpose = Exclude<ChallengePurpose, 'register'>;

/**
 * Request options for using an age key: no `allowCredentials`, so the authenticator offers the
 * discoverable age keys it holds for the service and the service never names one, so a key stays unlinkable.
 * Refused up front when the purpose cannot succeed for this verification; an `update` only for
 * the widget session that completed it (`sessionSecret`).
 */
export async function startAuthentication(
  ctx: ServiceContext,
  row: VerificationRow,
  purpose: AssertionPurpose,
  sessionSecret: string | null,
): Promise<
  | { ok: true; options: PublicKeyCredentialRequestOptionsJSON }
  | { ok: false; reason: CeremonyRefusal }
> {
  if (purpose === 'verify' && !ageKeyUsable(row)) return { ok: false, reason: 'not-offered' };
  if (purpose === 'update') {
    const grant = await grantEvidence(ctx, row, sessionSecret);
    if (!grant.ok) return grant;
  }
  return { ok: true, options: await authenticationOptions(ctx, purpose, row.id) };
}

/**
 * The request options themselves, with a fresh challenge bound to `bindingId` (a verification
 * id, or another flow's own id such as an OpenID interaction's) for `purpose`.
 */
export async function authenticationOptions(
  ctx: ServiceContext,
  purpose: AssertionPurpose,
  bindingId: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const rp = relyingPartyFor(ctx.config);
  const challenge = await issueChallenge(ctx, purpose, bindingId);
  return generateAuthenticationOptions({
    rpID: rp.rpID,
    challenge: new Uint8Array(Buffer.from(challenge, 'base64url')),
    allowCredentials: [],
    userVerification: 'required',
    timeout: CEREMONY_TIMEOUT_MS,
  });
}

/** The verification is still open and the age key is one of its methods with attempts left. */
export function ageKeyUsable(row: VerificationRow): boolean {
  return (
    (row.status === 'PENDING' || row.status === 'IN_PROGRESS') &&
    remainingMethods(row).includes('age-key')
  );
}
