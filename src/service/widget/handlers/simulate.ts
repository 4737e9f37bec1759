import { z } from 'zod';
import { VERIFICATION_METHODS } from '../../../protocol/verification-result';
import { ServiceError, invalidInput } from '../../errors/service-error';
import { formatZodError } from '../../errors/format-zod-error';
import { readCappedJson } from '../../http/read-capped-body';
import { simulationFor } from '../../methods/kit/simulation';
import { METHODS } from '../../methods/registry';
import { recordEvidence } from '../../verifications/record-evidence';
import { hashOfSecret } from '../../verifications/secret-hash';
import { sessionFromToken } from '../load-widget-session';
import type { WidgetDeps } from '../widget-deps';
import { sessionSecretOf } from '../widget-session-secret';
import { widgetState } from '../widget-state';
import type { VerificationRow } from '../../db/schema';
import {
  SIMULATED_OUTCOMES,
  WALLET_KINDS,
  type AttemptResponse,
  type SimulateRequest,
} from '../../methods/kit/widget-types';
import { unusableLink, widgetError, widgetJson } from './respond';

const SimulateSchema = z
  .strictObject({
    token: z.string().min(1).max(4096),
    method: z.enum(VERIFICATION_METHODS),
    outcome: z.enum(SIMULATED_OUTCOMES),
    age: z.number().int().min(0).max(120).optional(),
    walletKind: z.enum(WALLET_KINDS).optional(),
  })
  .refine((b) => b.outcome !== 'custom' || b.age !== undefined, {
    message: 'age is required with outcome "custom"',
    path: ['age'],
  });

/**
 * `POST /api/widget/simulate`: one test-mode attempt. The method's simulator turns the outcome
 * into evidence of that method's kind, and `recordEvidence` applies it exactly as it applies a
 * real method's evidence (attempt counting, decision, result, webhook in one transaction).
 * A live verification never accepts a simulated outcome.
 */
export async function handleSimulate(deps: WidgetDeps, request: Request): Promise<Response> {
  try {
    const body = await readCappedJson(request, deps.ctx.config.maxBodyBytes);
    const parsed = SimulateSchema.safeParse(body);
    if (!parsed.success) throw invalidInput(formatZodError(parsed.error));
    const input = parsed.data;

    const session = await sessionFromToken(deps, input.token);
    if (!session.ok) throw unusableLink(session.reason);
    const outcome = await simulateAttempt(
      deps,
      session.row,
      input,
      hashOfSecret(sessionSecretOf(request)),
    );
    const answer: AttemptResponse = {
      decision: outcome.decision,
      attemptsLeft: outcome.attemptsLeft,
      state: widgetState(outcome.verification),
    };
    return widgetJson(200, answer);
  } catch (error) {
    return widgetError(error);
  }
}

/**
 * One simulated attempt on a test-mode verification, through the same pipeline as a real
 * method's evidence; `sessionHash` is the widget session's (see `recordEvidence`).
 */
export async function simulateAttempt(
  deps: WidgetDeps,
  row: VerificationRow,
  input: Pick<SimulateRequest, 'method' | 'outcome' | 'age' | 'walletKind'>,
  sessionHash: string | null,
) {
  if (row.mode !== 'test') {
    throw new ServiceError(
      'FORBIDDEN',
      'simulated outcomes are accepted for test-mode verifications only: this verification was created with a live key',
    );
  }
  const evidence = METHODS[input.method].simulate({
    ...simulationFor(input.outcome, input.age),
    threshold: row.threshold,
    now: deps.ctx.now(),
    ...(input.walletKind ? { walletKind: input.walletKind } : {}),
  });
  return recordEvidence(deps.ctx, row.id, evidence, sessionHash);
}
