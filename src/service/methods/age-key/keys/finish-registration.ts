import { verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import type { ServiceContext } from '../../../context';
import type { VerificationRow } from '../../../db/schema';
import type { Product } from '../../../products/products';
import type { AgeKeyEvidence } from './age-key-tables';
import { insertAgeKey } from './age-key-store';
import type { CeremonyRefusal } from './ceremony-types';
import { consumeChallenge } from './challenges';
import { claimGrant, grantEvidence } from './key-evidence';
import { requireCompletingSession } from './require-completing-session';
import { AGE_KEY_ALGORITHMS } from './start-registration';
import { checkEmbedding, readClientData, relyingPartyFor } from './relying-party';

export type RegistrationResult =
  { verified: true; evidence: AgeKeyEvidence } | { verified: false; reason: CeremonyRefusal };

/**
 * Verifies a new age key (WebAuthn L3 §7.1 "Registering a New Credential") and stores it with the
 * evidence of the verification that passed. Expected negatives are returned, not thrown; a caller
 * other than the widget session that completed the verification is refused (403) before anything,
 * so it cannot even use up the session's challenge.
 */
export async function finishRegistration(
  ctx: ServiceContext,
  session: { row: VerificationRow; product: Product; sessionSecret: string | null },
  response: RegistrationResponseJSON,
): Promise<RegistrationResult> {
  const { row, product } = session;
  requireCompletingSession(row, session.sessionSecret);
  const rp = relyingPartyFor(ctx.config);
  // §7.1 steps 5–8: C = clientDataJSON parsed. Its challenge is taken out of the store first,
  // so it cannot be answered twice, whatever the rest of the checks say.
  const client = readClientData(response.response.clientDataJSON);
  if (!client) return { verified: false, reason: 'invalid' };
  if (!(await consumeChallenge(ctx, client.challenge, 'register', row.id))) {
    return { verified: false, reason: 'challenge' };
  }
  // Steps 9–10: origin is the widget's; topOrigin one the product allows.
  const embedding = checkEmbedding(client, rp, product.allowedOrigins);
  if (embedding !== 'ok') return { verified: false, reason: embedding };
  if (client.type !== 'webauthn.create') return { verified: false, reason: 'invalid' };

  const grant = await grantEvidence(ctx, row, session.sessionSecret);
  if (!grant.ok) return { verified: false, reason: grant.reason };

  // Steps 11–27 (RP ID hash, UP and UV flags, algorithm, attestation "none") by SimpleWebAuthn.
  let registrationInfo;
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: client.challenge as string,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      expectedType: 'webauthn.create',
      requireUserPresence: true,
      requireUserVerification: true,
      supportedAlgorithmIDs: AGE_KEY_ALGORITHMS,
    });
    if (!result.verified) return { verified: false, reason: 'invalid' };
    registrationInfo = result.registrationInfo;
  } catch (error) {
    return { verified: false, reason: refusalOf(error) };
  }
  if (!registrationInfo.userVerified) return { verified: false, reason: 'user-verification' };

  // Step 28 ff.: store the credential, and use the verification's evidence only once.
  const stored = await ctx.db
    .transaction()
    .execute(async (trx) => {
      if (!(await claimGrant(trx, row.id, ctx.now()))) return 'grant-used' as const;
      if (!(await insertAgeKey(trx, registrationInfo.credential, grant.evidence))) {
        throw new DuplicateCredential();
      }
      return 'ok' as const;
    })
    .catch((error: unknown) => {
      if (error instanceof DuplicateCredential) return 'invalid' as const;
      throw error;
    });
  if (stored !== 'ok') return { verified: false, reason: stored };
  return { verified: true, evidence: grant.evidence };
}

class DuplicateCredential extends Error {}

function refusalOf(error: unknown): CeremonyRefusal {
  const message = error instanceof Error ? error.message : '';
  return /user verification/i.test(message) ? 'user-verification' : 'invalid';
}
