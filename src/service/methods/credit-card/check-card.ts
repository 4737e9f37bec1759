import { z } from 'zod';
import { invalidInput, ServiceError } from '../../errors/service-error';
import { openMethodSession, takeMethodSession } from '../kit/method-sessions';
import { methodJson } from '../kit/method-json';
import type { MethodCall, MethodActionResult } from '../kit/method-definition';
import { recordEvidence } from '../../verifications/record-evidence';
import { cardEvidence, type CardReason } from './card-evidence';
import { CardProcessorError } from './card-processor';
import { cardProcessorFor } from './card-processors';
import { describeTestCards } from './test-processor';

const KEY = { method: 'credit-card', purpose: 'card-check' } as const;
/** How long the person has to fill in the card fields. */
const CHECK_TTL_MS = 15 * 60_000;

interface CardCheckState {
  processor: 'stripe' | 'test';
  reference: string;
}

/**
 * `POST …/credit-card/start`: starts one card check with the verification's processor and
 * answers what the widget needs to show the processor's fields: `check` (single use), the
 * processor's id and, for Stripe, the publishable key and the SetupIntent's client secret.
 */
export async function startCardCheck(call: MethodCall): Promise<MethodActionResult> {
  const { ctx } = call.deps;
  const { row } = call.session!;
  const processor = cardProcessorFor(ctx, row.mode);
  if (!processor) throw notConfigured();
  const begun = await processorCall(call, () => processor.begin({ verificationId: row.id }));
  const state: CardCheckState = { processor: processor.id, reference: begun.reference };
  const opened = await openMethodSession(ctx, {
    ...KEY,
    verificationId: row.id,
    data: state,
    ttlMs: CHECK_TTL_MS,
  });
  const card = ctx.config.card;
  return methodJson(200, {
    check: opened.id,
    processor: processor.id,
    ...begun.browser,
    // Test mode lists its cards with what each does here (the widget shows them).
    ...(processor.id === 'test' ? { testCards: describeTestCards(card.adultCountries) } : {}),
  });
}

const CompleteBody = z.object({
  check: z.string().max(64),
  testCard: z
    .object({
      number: z.string().max(32),
      expiry: z.string().max(16),
      cvc: z.string().max(8),
    })
    .strict()
    .optional(),
});

/**
 * `POST …/credit-card/complete`: the card check the browser finished. The check is used up
 * whatever happens (no second guess on one check); the processor's verdict becomes evidence —
 * a credit card from an adults-only country proves 18+, anything else is inconclusive with
 * `detail.reason` saying why. In test mode a test card that proves nothing is not an attempt
 * (`UncountedCheck`).
 */
export async function completeCardCheck(call: MethodCall): Promise<MethodActionResult> {
  const { ctx } = call.deps;
  const { row } = call.session!;
  const body = CompleteBody.safeParse(await call.body.json());
  if (!body.success) throw invalidInput('send {check, testCard?: {number, expiry, cvc}}');
  const taken = await takeMethodSession<CardCheckState>(ctx, body.data.check, {
    ...KEY,
    verificationId: row.id,
  });
  if (!taken) {
    throw new ServiceError(
      'INVALID_INPUT',
      'this card check is unknown, used or expired: start a new one',
      { reason: 'check_expired' },
    );
  }
  const processor = cardProcessorFor(ctx, row.mode);
  if (!processor || processor.id !== taken.data.processor) throw notConfigured();
  const verdict = await processorCall(call, () =>
    processor.settle({
      verificationId: row.id,
      reference: taken.data.reference,
      ...(body.data.testCard ? { testCard: body.data.testCard } : {}),
    }),
  );
  const { evidence, reason } = cardEvidence(verdict, ctx.config.card.adultCountries);
  const detail = { reason, ...(verdict.kind === 'declined' ? { declineCode: verdict.code } : {}) };
  if (processor.id === 'test' && evidence.kind === 'none') {
    // A test card that cannot prove an age (debit, prepaid, a country whose credit cards reach
    // under-18s, a decline) shows what a real one would do, without using one of the method's
    // attempts: a tester tries the listed numbers freely. The simulator's "inconclusive" is the
    // way to spend attempts in test mode.
    return methodJson(200, { counted: false, detail } satisfies UncountedCheck);
  }
  const attempt = await recordEvidence(ctx, row.id, evidence, call.session!.sessionHash);
  return { attempt, detail };
}

/** What `complete` answers for a test card check that used no attempt. */
export interface UncountedCheck {
  counted: false;
  detail: { reason: CardReason; declineCode?: string };
}

/**
 * A processor that cannot answer is the service's problem (503), not an attempt. Each error
 * carries a `reason` code (the processor's own where it gave one) for the widget's words.
 */
async function processorCall<T>(call: MethodCall, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof CardProcessorError)) throw error;
    if (error.code === 'CARD_CHECK_INCOMPLETE') {
      throw new ServiceError('INVALID_INPUT', error.message, { reason: 'setup_incomplete' });
    }
    call.deps.ctx.logger.warn(
      { processorError: error.code, reason: error.message },
      'card processor failed',
    );
    throw new ServiceError(
      'SERVICE_UNAVAILABLE',
      'the card processor did not answer: try again in a moment',
      { headers: { 'Retry-After': '5' }, reason: error.reason ?? 'processor_unavailable' },
    );
  }
}

function notConfigured(): ServiceError {
  return new ServiceError(
    'FORBIDDEN',
    'card checks are not configured on this service (OFAGE_STRIPE_SECRET_KEY)',
    { reason: 'not_configured' },
  );
}
