import type { VerificationMethod } from '../../protocol/verification-result';
import type { ServiceContext } from '../context';
import type { VerificationRow } from '../db/schema';
import { invalidInput, ServiceError } from '../errors/service-error';
import { decide, type Decision, type Evidence } from './decide';
import { finalizeVerification, type TerminalResult } from './finalize-verification';

/** Each method allows this many attempts (an inconclusive attempt counts). */
export const MAX_ATTEMPTS_PER_METHOD = 3;

export interface AttemptOutcome {
  decision: Decision['outcome'];
  /** The verification after this attempt. */
  verification: VerificationRow;
  /** Attempts left for this method; 0 when exhausted. */
  attemptsLeft: number;
}

export function parseAttempts(row: VerificationRow): Record<string, number> {
  return JSON.parse(row.attempts) as Record<string, number>;
}

/** Methods of this verification that still have attempts left. */
export function remainingMethods(
  row: VerificationRow,
  attempts = parseAttempts(row),
): VerificationMethod[] {
  const offered = JSON.parse(row.methods) as VerificationMethod[];
  return offered.filter((m) => (attempts[m] ?? 0) < MAX_ATTEMPTS_PER_METHOD);
}

/**
 * Applies one method attempt's evidence: decides it against the threshold, counts the attempt, and
 * ends the verification on pass, fail, fraud, or when every offered method is exhausted.
 *
 * `sessionHash` is the hash of the secret of the widget session the attempt came from (null when
 * none: a request without it, the test helper). When this attempt ends the verification it is
 * recorded with the result, in the same transaction: only that session may later put the result
 * into an age key.
 */
export async function recordEvidence(
  ctx: ServiceContext,
  verificationId: string,
  evidence: Evidence,
  sessionHash: string | null = null,
): Promise<AttemptOutcome> {
  // Optimistic concurrency on the attempts column: a concurrent attempt makes ours retry.
  for (let tries = 0; tries < 5; tries++) {
    const outcome = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('verifications')
        .selectAll()
        .where('id', '=', verificationId)
        .executeTakeFirst();
      if (!row) throw invalidInput('unknown verification');
      refuseFinished(row);
      const attempts = parseAttempts(row);
      if (!(JSON.parse(row.methods) as string[]).includes(evidence.method)) {
        throw invalidInput(`method ${evidence.method} is not offered for this verification`);
      }
      const used = attempts[evidence.method] ?? 0;
      if (used >= MAX_ATTEMPTS_PER_METHOD) {
        throw invalidInput(`no attempts left for ${evidence.method}: choose another method`);
      }
      const now = ctx.now();
      const nextAttempts = { ...attempts, [evidence.method]: used + 1 };
      const claimed = await trx
        .updateTable('verifications')
        .set({
          attempts: JSON.stringify(nextAttempts),
          status: 'IN_PROGRESS',
          opened_at: row.opened_at ?? now,
        })
        .where('id', '=', row.id)
        .where('attempts', '=', row.attempts)
        .where('status', 'in', ['PENDING', 'IN_PROGRESS'])
        .returningAll()
        .executeTakeFirst();
      if (!claimed) return undefined;

      const decision = decide(evidence, {
        threshold: row.threshold,
        passIfOver: row.face_pass_if_over ?? row.threshold,
        failIfUnder: row.face_fail_if_under ?? row.threshold,
      });
      await trx
        .insertInto('verification_events')
        .values({
          verification_id: row.id,
          type: 'attempt',
          method: evidence.method,
          detail: JSON.stringify({
            outcome: decision.outcome,
            assurance: evidence.assurance,
            ...evidence.detail,
          }),
          created_at: now,
        })
        .execute();

      const terminal = terminalFor(
        decision,
        evidence,
        remainingMethods(claimed, nextAttempts).length === 0,
      );
      const finalRow = terminal
        ? await finalizeVerification(trx, claimed, terminal, now, sessionHash)
        : claimed;
      return {
        decision: decision.outcome,
        verification: finalRow ?? claimed,
        attemptsLeft: MAX_ATTEMPTS_PER_METHOD - (used + 1),
      } satisfies AttemptOutcome;
    });
    if (outcome) {
      if (outcome.verification.status === 'PASS' || outcome.verification.status === 'FAIL')
        ctx.onCompleted(outcome.verification);
      return outcome;
    }
  }
  throw new ServiceError(
    'TOO_MANY_REQUESTS',
    'too many concurrent attempts on this verification; try again',
    {
      headers: { 'Retry-After': '1' },
    },
  );
}

function terminalFor(
  decision: Decision,
  evidence: Evidence,
  exhausted: boolean,
): TerminalResult | undefined {
  switch (decision.outcome) {
    case 'pass':
      return {
        status: 'PASS',
        method: evidence.method,
        age: decision.age,
        ...(evidence.dob ? { dob: evidence.dob } : {}),
      };
    case 'fail':
      return {
        status: 'FAIL',
        failureReason: 'age-criteria-not-met',
        method: evidence.method,
        age: decision.age,
        ...(evidence.dob ? { dob: evidence.dob } : {}),
      };
    case 'fraud':
      return {
        status: 'FAIL',
        failureReason: 'fraudulent-activity-detected',
        method: evidence.method,
      };
    case 'inconclusive':
      return exhausted ? { status: 'FAIL', failureReason: 'max-attempts-exceeded' } : undefined;
  }
}

/**
 * Refuses a verification that already has a result: `recordEvidence` checks it inside its
 * transaction, and a method's action checks it first, before reading a capture for nothing.
 */
export function refuseFinished(row: Pick<VerificationRow, 'status'>): void {
  if (row.status === 'PASS' || row.status === 'FAIL') {
    throw invalidInput(`this verification already has a result (${row.status})`);
  }
}
