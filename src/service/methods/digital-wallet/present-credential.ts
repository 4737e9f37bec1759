import { invalidInput } from '../../errors/service-error';
import { recordEvidence, type AttemptOutcome } from '../../verifications/record-evidence';
import type { MethodDeps } from '../kit/method-deps';
import { checkCredentialStatus } from './credential-status';
import {
  walletEvidence,
  WalletReadError,
  type WalletProtocol,
  type WalletReading,
} from './wallet-reading';
import { trustFor } from './wallet-trust';
import type { WalletTrust } from './wallet-trust-anchors';

/**
 * Reads a presentation for a verification, checks its status list where it names one, and
 * records its evidence: a pass, a fail (`age_over_N = false`), fraud for a forgery, or an
 * inconclusive attempt for any other refusal (a revoked or suspended credential among them).
 * Malformed input is a 400 and counts no attempt (the request is used up all the same).
 */
export async function presentCredential(
  deps: MethodDeps,
  verification: { id: string; sessionHash: string | null },
  protocol: WalletProtocol,
  read: (trust: WalletTrust, now: number) => Promise<WalletReading>,
): Promise<AttemptOutcome & { refusal?: string }> {
  const { ctx } = deps;
  const verificationId = verification.id;
  const row = await ctx.verifications.load(verificationId);
  if (!row) throw invalidInput('unknown verification');
  const mode = row.mode === 'live' ? 'live' : 'test';
  const trust = await trustFor(ctx, mode);
  const reading = await read(trust, ctx.now())
    // A credential that names a status list counts only once its entry there says VALID.
    .then((read) => checkCredentialStatus(ctx, mode, read, trust))
    .catch((error: unknown) => {
      if (error instanceof WalletReadError) return error;
      throw error;
    });
  if (reading instanceof WalletReadError) {
    ctx.logger.info(
      { verificationId, refusal: reading.refusal },
      'digital wallet: presentation refused',
    );
    if (reading.refusal === 'malformed') throw invalidInput(reading.message);
  }
  const attempt = await recordEvidence(
    ctx,
    verificationId,
    walletEvidence(reading, protocol),
    verification.sessionHash,
  );
  return reading instanceof WalletReadError ? { ...attempt, refusal: reading.refusal } : attempt;
}
