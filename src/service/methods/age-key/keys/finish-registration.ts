import {
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import type { ServiceContext } from '../../../context';
import { ServiceError } from '../../../errors/service-error';
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
  // The grant is checked after the challenge and origin, before any signature work.
  let granted: AgeKeyEvidence | undefined;
  const checked = await verifyNewCredential(
    ctx,
    { bindingId: row.id, allowedOrigins: product.allowedOrigins[row.mode] },
    response,
    async () => {
      const grant = await grantEvidence(ctx, row, session.sessionSecret);
      if (!grant.ok) return grant.reason;
      granted = grant.evidence;
      return undefined;
    },
  );
  if (!checked.verified) return checked;
  const evidence = granted!;
  const credential = checked.credential;

  // Step 28 ff.: store the credential, and use the verification's evidence only once.
  const stored = await ctx.db
    .transaction()
    .execute(async (trx) => {
      if (!(await claimGrant(trx, row.id, ctx.now()))) return 'grant-used' as const;
      if (!(await insertAgeKey(trx, credential, evidence))) {
        throw new DuplicateCredential();
      }
      return 'ok' as const;
    })
    .catch((error: unknown) => {
      if (error instanceof DuplicateCredential) return 'invalid' as const;
      throw error;
    });
  if (stored !== 'ok') return { verified: false, reason: stored };
  return { verified: true, evidence };
}

/**
 * WebAuthn L3 §7.1 steps 5–27 for a new age key whose challenge is bound to `bindingId` (a
 * verification, or another flow's own id): the challenge is taken out of the store first, so it
 * cannot be answered twice whatever the rest says; origin is the service's, framed only by one
 * of `allowedOrigins`; then `precheck` (a refusal of the caller's, before any signature work);
 * then RP ID hash, UP and UV flags, algorithm and attestation "none" by SimpleWebAuthn.
 * Storing the credential is the caller's.
 */
export async function verifyNewCredential(
  ctx: ServiceContext,
  binding: { bindingId: string; allowedOrigins: readonly string[] },
  response: RegistrationResponseJSON,
  precheck: () => Promise<CeremonyRefusal | undefined> = () => Promise.resolve(undefined),
): Promise<
  { verified: true; credential: WebAuthnCredential } | { verified: false; reason: CeremonyRefusal }
> {
  const rp = relyingPartyFor(ctx.config);
  // §7.1 steps 5–8: C = clientDataJSON parsed.
  const client = readClientData(response.response.clientDataJSON);
  if (!client) return { verified: false, reason: 'invalid' };
  if (!(await consumeChallenge(ctx, client.challenge, 'register', binding.bindingId))) {
    return { verified: false, reason: 'challenge' };
  }
  // Steps 9–10: origin is the service's; topOrigin one the caller allows.
  const embedding = checkEmbedding(client, rp, binding.allowedOrigins);
  if (embedding !== 'ok') return { verified: false, reason: embedding };
  if (client.type !== 'webauthn.create') return { verified: false, reason: 'invalid' };

  const refused = await precheck();
  if (refused !== undefined) return { verified: false, reason: refused };

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
  return { verified: true, credential: registrationInfo.credential };
}

/** The credential id is already stored: the transaction rolls back and the registration is refused. */
class DuplicateCredential extends ServiceError {
  static readonly code = 'AGE_KEY_DUPLICATE';
  constructor() {
    super(DuplicateCredential.code, 'this credential is already registered as an age key');
  }
}

function refusalOf(error: unknown): CeremonyRefusal {
  const message = error instanceof Error ? error.message : '';
  return /user verification/i.test(message) ? 'user-verification' : 'invalid';
}
