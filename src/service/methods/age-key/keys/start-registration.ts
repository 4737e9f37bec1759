import { randomBytes } from 'node:crypto';
import {
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/server';
import type { ServiceContext } from '../../../context';
import type { VerificationRow } from '../../../db/schema';
import { issueChallenge } from './challenges';
import { grantEvidence, type GrantRefusal } from './key-evidence';
import { relyingPartyFor } from './relying-party';

/** COSE ES256 and RS256: what platform authenticators and security keys create. */
export const AGE_KEY_ALGORITHMS = [-7, -257];
export const CEREMONY_TIMEOUT_MS = 120_000;

/**
 * Creation options for a new age key, offered after `row` passed by another method, to the widget
 * session that completed it (`sessionSecret`). The key is a discoverable credential (no username
 * is ever asked for) with user verification required. Its user handle is 32 random bytes that the
 * service does not keep, and its names say only what it is.
 */
export async function startRegistration(
  ctx: ServiceContext,
  row: VerificationRow,
  sessionSecret: string | null,
): Promise<
  | { ok: true; options: PublicKeyCredentialCreationOptionsJSON }
  | { ok: false; reason: GrantRefusal }
> {
  const grant = await grantEvidence(ctx, row, sessionSecret);
  if (!grant.ok) return grant;
  return { ok: true, options: await registrationOptions(ctx, row.id) };
}

/**
 * The creation options themselves, with a fresh `register` challenge bound to `bindingId` (a
 * verification id, or another flow's own id such as an OpenID interaction's).
 */
export async function registrationOptions(
  ctx: ServiceContext,
  bindingId: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const rp = relyingPartyFor(ctx.config);
  const challenge = await issueChallenge(ctx, 'register', bindingId);
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.rpID,
    userID: new Uint8Array(randomBytes(32)),
    userName: 'Age key',
    userDisplayName: 'Age key',
    challenge: new Uint8Array(Buffer.from(challenge, 'base64url')),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    authenticatorSelection: {
      residentKey: 'required',
      requireResidentKey: true,
      userVerification: 'required',
    },
    supportedAlgorithmIDs: AGE_KEY_ALGORITHMS,
  });
}
