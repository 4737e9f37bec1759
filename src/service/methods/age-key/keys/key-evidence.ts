import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../../context';
import type { Database, VerificationRow } from '../../../db/schema';
import type { Evidence } from '../../../verifications/decide';
import { ageKeyDb, type AgeKeyEvidence } from './age-key-tables';
import { requireCompletingSession } from './require-completing-session';
import { SERVICE_VOUCHER } from './vouchers';

/** After a verification passes, its evidence may go into an age key for this long. */
export const GRANT_WINDOW_MS = 30 * 60_000;

/**
 * The ages an age key can prove. A key reports its floor to every merchant as `age.low`, so an
 * exact age (37) would be a stable value that links the holder's verifications; a floor from this
 * short list (every common threshold, then 25 for "well over any of them") is shared by most
 * holders and links nothing.
 */
export const AGE_KEY_FLOORS = [13, 14, 15, 16, 17, 18, 19, 20, 21, 25] as const;

/** The highest listed floor at or below `provenAge`; `undefined` below the lowest. */
export function ageKeyFloor(provenAge: number): number | undefined {
  let floor: number | undefined;
  for (const f of AGE_KEY_FLOORS) if (f <= provenAge) floor = f;
  return floor;
}

const DAY_MS = 24 * 60 * 60_000;

export type GrantRefusal = 'not-passed' | 'age-key-result' | 'grant-expired' | 'grant-used';

/**
 * The evidence a passed verification lets its holder put into an age key: a PASS by another
 * method, not revoked, within GRANT_WINDOW_MS, not yet used for a key, asked for by the widget session that
 * completed it (`sessionSecret`; anyone else is refused with 403, see `requireCompletingSession`).
 * The floor is what the verification proved: an exact or "over N" age, or for an estimate only
 * the threshold it passed (the estimate's range is not a proof of more). Test-mode results make
 * test keys. The service vouches for it: the evidence is its own.
 */
export async function grantEvidence(
  ctx: ServiceContext,
  row: VerificationRow,
  sessionSecret: string | null,
): Promise<{ ok: true; evidence: AgeKeyEvidence } | { ok: false; reason: GrantRefusal }> {
  // A revoked pass vouches for nothing any more, here as in get-status.
  if (
    row.status !== 'PASS' ||
    row.revoked_at !== null ||
    row.method === null ||
    row.age_low === null
  ) {
    return { ok: false, reason: 'not-passed' };
  }
  requireCompletingSession(row, sessionSecret);
  // A key's own pass must not mint further keys: a revoked key would survive in its copies.
  if (row.method === 'age-key') return { ok: false, reason: 'age-key-result' };
  if ((row.completed_at ?? 0) + GRANT_WINDOW_MS <= ctx.now()) {
    return { ok: false, reason: 'grant-expired' };
  }
  const used = await ageKeyDb(ctx.db)
    .selectFrom('age_key_grants')
    .select('verification_id')
    .where('verification_id', '=', row.id)
    .executeTakeFirst();
  if (used) return { ok: false, reason: 'grant-used' };

  const proven =
    row.method === 'facial-age-estimation' ? Math.min(row.age_low, row.threshold) : row.age_low;
  const floor = ageKeyFloor(proven);
  if (floor === undefined) return { ok: false, reason: 'not-passed' };
  return {
    ok: true,
    evidence: {
      floor,
      method: row.method as AgeKeyEvidence['method'],
      assurance: await assuranceOf(ctx.db, row),
      verifiedAt: Math.floor((row.completed_at ?? ctx.now()) / DAY_MS) * DAY_MS,
      testMode: row.mode === 'test',
      voucher: SERVICE_VOUCHER,
    },
  };
}

/** Marks a verification's evidence as used for a key; false when it already was (a race). */
export async function claimGrant(
  db: Kysely<Database>,
  verificationId: string,
  now: number,
): Promise<boolean> {
  const result = await ageKeyDb(db)
    .insertInto('age_key_grants')
    .values({ verification_id: verificationId, used_at: now })
    .onConflict((oc) => oc.column('verification_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The assurance the passing attempt recorded; `low` when none was (a test-helper result). */
async function assuranceOf(
  db: Kysely<Database>,
  row: VerificationRow,
): Promise<Evidence['assurance']> {
  const events = await db
    .selectFrom('verification_events')
    .select('detail')
    .where('verification_id', '=', row.id)
    .where('type', '=', 'attempt')
    .where('method', '=', row.method)
    .orderBy('id', 'desc')
    .execute();
  for (const { detail } of events) {
    const parsed = detail ? (JSON.parse(detail) as { outcome?: string; assurance?: string }) : {};
    if (
      parsed.outcome === 'pass' &&
      (parsed.assurance === 'low' ||
        parsed.assurance === 'substantial' ||
        parsed.assurance === 'high')
    ) {
      return parsed.assurance;
    }
  }
  return 'low';
}
