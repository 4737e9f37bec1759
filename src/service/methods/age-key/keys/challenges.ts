import { randomBytes } from 'node:crypto';
import type { ServiceContext } from '../../../context';
import { ServiceError } from '../../../errors/service-error';
import { ageKeyDb, type ChallengePurpose } from './age-key-tables';

/** A ceremony must be answered within this time (the browser's own timeout is shorter). */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Open challenges per verification: enough for retries, not for filling the table. */
export const MAX_OPEN_CHALLENGES = 20;

/**
 * A fresh random challenge (32 bytes, base64url), stored server-side for one purpose of one
 * verification. Expired challenges are swept on the way; a verification may hold at most
 * MAX_OPEN_CHALLENGES unanswered ones.
 */
export async function issueChallenge(
  ctx: ServiceContext,
  purpose: ChallengePurpose,
  verificationId: string,
): Promise<string> {
  const db = ageKeyDb(ctx.db);
  const now = ctx.now();
  const challenge = randomBytes(32).toString('base64url');
  await db.deleteFrom('age_key_challenges').where('expires_at', '<=', now).execute();
  const open = await db
    .selectFrom('age_key_challenges')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('verification_id', '=', verificationId)
    .executeTakeFirstOrThrow();
  if (Number(open.n) >= MAX_OPEN_CHALLENGES) {
    throw new ServiceError(
      'TOO_MANY_REQUESTS',
      'too many age-key ceremonies started for this verification: finish one or wait a few minutes',
      { headers: { 'Retry-After': String(CHALLENGE_TTL_MS / 1000) } },
    );
  }
  await db
    .insertInto('age_key_challenges')
    .values({
      challenge,
      purpose,
      verification_id: verificationId,
      expires_at: now + CHALLENGE_TTL_MS,
    })
    .execute();
  return challenge;
}

/**
 * Takes a challenge out of the store. Called before the response is verified, so a challenge
 * works once whether or not its response turns out valid (no replay, no second guess).
 * True only when it was issued for this purpose and verification and has not expired.
 */
export async function consumeChallenge(
  ctx: ServiceContext,
  challenge: unknown,
  purpose: ChallengePurpose,
  verificationId: string,
): Promise<boolean> {
  if (typeof challenge !== 'string' || challenge.length === 0 || challenge.length > 128) {
    return false;
  }
  const deleted = await ageKeyDb(ctx.db)
    .deleteFrom('age_key_challenges')
    .where('challenge', '=', challenge)
    .returningAll()
    .executeTakeFirst();
  return (
    deleted !== undefined &&
    deleted.purpose === purpose &&
    deleted.verification_id === verificationId &&
    deleted.expires_at > ctx.now()
  );
}
