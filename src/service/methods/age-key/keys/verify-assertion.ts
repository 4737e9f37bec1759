import {
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
} from '@simplewebauthn/server';
import type { ServiceContext } from '../../../context';
import { advanceCounter, credentialOf, findAgeKey } from './age-key-store';
import type { AssertionResult } from './ceremony-types';
import { consumeChallenge } from './challenges';
import { checkEmbedding, readClientData, relyingPartyFor } from './relying-party';
import type { AssertionPurpose } from './start-authentication';
import type { VoucherAcceptance } from './vouchers';

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;

/**
 * Verifies an assertion by an age key (WebAuthn L3 §7.2 "Verifying an Authentication Assertion")
 * for one purpose of one verification, and advances the key's signature counter. Expected
 * negatives are returned, not thrown; revoked keys are reported as such after their signature
 * was checked. `allowedOrigins`: the pages that may frame the ceremony — the product's origins
 * of the verification's mode. A key whose voucher the caller does not accept (`acceptsVoucher`)
 * is treated exactly as a key the service does not hold: `unknown-key`, before any signature work
 * or counter change, so nobody can tell "exists but not trusted here" from "no such key".
 */
export async function verifyAssertion(
  ctx: ServiceContext,
  session: {
    verificationId: string;
    allowedOrigins: readonly string[];
    acceptsVoucher: VoucherAcceptance;
  },
  purpose: AssertionPurpose,
  response: AuthenticationResponseJSON,
): Promise<AssertionResult> {
  const rp = relyingPartyFor(ctx.config);
  // §7.2 steps 9–12: C = clientDataJSON parsed. Its challenge is consumed before anything else
  // is checked, so a failed attempt cannot be retried with the same challenge.
  const client = readClientData(response.response.clientDataJSON);
  if (!client) return { verified: false, reason: 'invalid' };
  if (!(await consumeChallenge(ctx, client.challenge, purpose, session.verificationId))) {
    return { verified: false, reason: 'challenge' };
  }
  // Steps 13–14: the widget's origin, framed only by an allowed origin.
  const embedding = checkEmbedding(client, rp, session.allowedOrigins);
  if (embedding !== 'ok') return { verified: false, reason: embedding };
  if (client.type !== 'webauthn.get') return { verified: false, reason: 'invalid' };

  // Steps 5–6: the credential, identified by the discoverable credential's id.
  if (typeof response.id !== 'string' || response.id.length > 1024) {
    return { verified: false, reason: 'invalid' };
  }
  const key = await findAgeKey(ctx.db, response.id);
  if (!key || !(await session.acceptsVoucher(key.voucher))) {
    return { verified: false, reason: 'unknown-key' };
  }

  // Steps 16–17 and 22 are named here so the refusal says which failed; SimpleWebAuthn checks
  // them again with the rest (RP ID hash, signature).
  const authData = Buffer.from(response.response.authenticatorData ?? '', 'base64url');
  if (authData.length < 37) return { verified: false, reason: 'invalid' };
  const flags = authData[32] ?? 0;
  if ((flags & FLAG_UP) === 0 || (flags & FLAG_UV) === 0) {
    return { verified: false, reason: 'user-verification' };
  }
  const signCount = authData.readUInt32BE(33);
  if ((signCount > 0 || key.counter > 0) && signCount <= key.counter) {
    return { verified: false, reason: 'counter' };
  }

  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: client.challenge as string,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      expectedType: 'webauthn.get',
      credential: credentialOf(key),
      requireUserVerification: true,
    });
    if (!result.verified) return { verified: false, reason: 'invalid' };
  } catch {
    return { verified: false, reason: 'invalid' };
  }

  // Step 22: the counter moves forward atomically; a concurrent use of a clone loses here.
  if (!(await advanceCounter(ctx.db, key.credential_id, key.counter, signCount))) {
    return { verified: false, reason: 'counter' };
  }
  if (key.revoked_at !== null) return { verified: false, reason: 'revoked' };
  return { verified: true, key: { ...key, counter: signCount } };
}
