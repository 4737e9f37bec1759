import { z } from 'zod';
import {
  AgeRangeSchema,
  FAILURE_REASONS,
  VERIFICATION_METHODS,
  type VerificationResult,
} from '../../protocol/verification-result';
import type { ServiceContext } from '../context';
import { invalidInput, ServiceError } from '../errors/service-error';
import { formatZodError } from '../errors/format-zod-error';
import type { AuthenticatedKey } from '../keys/key-authenticator';
import { decide } from './decide';
import { finalizeVerification, type TerminalResult } from './finalize-verification';
import { getVerification } from './get-verification';
import { presentResult } from './present-result';

export const SetTestStatusSchema = z.strictObject({
  id: z.string(),
  status: z.enum(['PASS', 'FAIL']),
  method: z.enum(VERIFICATION_METHODS).optional(),
  age: AgeRangeSchema.refine((a) => a.low <= a.high, 'age.low must not exceed age.high').optional(),
  failureReason: z.enum(FAILURE_REASONS).optional(),
});

/**
 * `POST /api/v1/test/set-age-verification-status`: completes a test-mode verification without a
 * browser. The outcome is checked by the same decision as real evidence and finalized by the same
 * code, so webhook, widget notification and get-status are those of a real completion.
 */
export async function setTestStatus(
  ctx: ServiceContext,
  key: AuthenticatedKey,
  body: unknown,
): Promise<VerificationResult> {
  if (key.mode !== 'test') {
    throw new ServiceError(
      'UNAUTHORIZED',
      'the test helper accepts test keys only: use an ofage_test_… key',
    );
  }
  const parsed = SetTestStatusSchema.safeParse(body);
  if (!parsed.success) throw invalidInput(formatZodError(parsed.error));
  const input = parsed.data;
  const row = await getVerification(ctx, key, input.id);
  if (row.status === 'PASS' || row.status === 'FAIL') {
    throw invalidInput(
      `this verification already has a result (${row.status}); create a new one with perform`,
    );
  }
  const offered = JSON.parse(row.methods) as (typeof VERIFICATION_METHODS)[number][];
  // The helper completes the verification as a method of its own would: one the jurisdiction's
  // rules (or an appeal) left out cannot pass it either.
  if (input.method !== undefined && !offered.includes(input.method)) {
    throw invalidInput(
      `method ${input.method} is not offered for this verification (offered: ${offered.join(', ') || 'none'}): the jurisdiction's rules or the endpoint left it out`,
    );
  }
  const method = input.method ?? offered[0] ?? 'id-document';
  const terminal = toTerminal(input, method, row.threshold);

  const now = ctx.now();
  const updated = await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('verification_events')
      .values({
        verification_id: row.id,
        type: 'test-helper',
        method,
        detail: JSON.stringify({ status: input.status }),
        created_at: now,
      })
      .execute();
    return finalizeVerification(trx, row, terminal, now);
  });
  if (!updated)
    throw invalidInput('this verification already has a result; create a new one with perform');
  ctx.onCompleted(updated);
  return presentResult(updated);
}

function toTerminal(
  input: z.infer<typeof SetTestStatusSchema>,
  method: (typeof VERIFICATION_METHODS)[number],
  threshold: number,
): TerminalResult {
  if (input.status === 'PASS') {
    if (input.failureReason) throw invalidInput('failureReason is only allowed with status FAIL');
    const age = input.age ?? { low: threshold, high: 100 };
    const decision = decide(
      {
        method,
        kind: age.low === age.high ? 'exact' : 'threshold',
        ageLow: age.low,
        ageHigh: age.high,
        assurance: 'high',
      },
      { threshold, passIfOver: threshold, failIfUnder: threshold },
    );
    if (decision.outcome !== 'pass') {
      throw invalidInput(
        `age.low ${age.low} does not meet this verification's threshold of ${threshold}: a PASS needs age.low >= ${threshold}`,
      );
    }
    return { status: 'PASS', method, age };
  }
  const reason = input.failureReason ?? 'age-criteria-not-met';
  if (reason !== 'age-criteria-not-met') {
    if (input.age)
      throw invalidInput(
        `age is only reported with failureReason age-criteria-not-met, not ${reason}`,
      );
    return { status: 'FAIL', failureReason: reason, ...(input.method ? { method } : {}) };
  }
  const age = input.age ?? { low: Math.max(0, threshold - 1), high: Math.max(0, threshold - 1) };
  if (age.high >= threshold) {
    throw invalidInput(
      `age-criteria-not-met needs age.high below this verification's threshold of ${threshold}`,
    );
  }
  return { status: 'FAIL', failureReason: 'age-criteria-not-met', method, age };
}
