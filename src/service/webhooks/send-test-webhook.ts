import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { WebhookDispatcher } from './create-webhook-dispatcher';
import { listWebhookEndpoints } from './endpoints/list-webhook-endpoints';
import { enqueueWebhook } from './enqueue-webhook';
import { getDelivery } from './get-delivery';

export interface TestWebhookOutcome {
  eventId: string;
  state: 'pending' | 'delivered' | 'failed';
  statusCode: number | null;
  responseExcerpt: string | null;
  error: string | null;
}

export type SendTestWebhookResult =
  | {
      ok: true;
      /** Validly signed: the receiver should answer 2xx. */
      valid: TestWebhookOutcome;
      /** Deliberately wrong signature: the receiver should answer 401. */
      invalid: TestWebhookOutcome;
      /** The receiver accepted the valid event and refused the invalid one. */
      passed: boolean;
    }
  | { ok: false; code: 'no_endpoint'; message: string };

export interface SendTestWebhookInput {
  db: Kysely<Database>;
  productId: string;
  mode: 'test' | 'live';
  /** Epoch milliseconds (when the events are created and `sentAt`). */
  now: number;
  dispatcher: Pick<WebhookDispatcher, 'deliverNow'>;
  /** The endpoint to test (of this product and mode); by default the mode's first. */
  endpointId?: string;
}

export const TEST_WEBHOOK_MESSAGE = 'This is a test webhook from ofage';

/**
 * "Send test webhook": one validly and one invalidly signed `Test` event, delivered at once, and
 * what the receiver made of each. A receiver that verifies signatures accepts the first and
 * refuses the second. They go through the outbox like any event, so they are listed and
 * recorded like any event; the invalid one is never retried.
 *
 * @example `src/service/cli/webhooks-test.ts`
 * ```ts
 * const result = await sendTestWebhook({ db, productId, mode: 'test', now: Date.now(), dispatcher });
 * if (result.ok && !result.passed) process.exitCode = 1;
 * ```
 */
export async function sendTestWebhook(input: SendTestWebhookInput): Promise<SendTestWebhookResult> {
  const { db, productId, mode, now, dispatcher } = input;
  const data = { message: TEST_WEBHOOK_MESSAGE, sentAt: new Date(now).toISOString() };
  const ids = await db.transaction().execute(async (trx) => {
    const endpointId =
      input.endpointId ?? (await listWebhookEndpoints(trx, productId, mode))[0]?.id;
    if (endpointId === undefined) return undefined;
    const target = { productId, mode, eventType: 'Test', data, endpointId } as const;
    const valid = await enqueueWebhook(trx, target, now);
    const invalid = await enqueueWebhook(trx, { ...target, signing: 'invalid' }, now);
    return valid && invalid ? { valid, invalid } : undefined;
  });
  if (!ids) {
    return {
      ok: false,
      code: 'no_endpoint',
      message:
        input.endpointId === undefined
          ? `no ${mode}-mode webhook endpoint is set; add one with \`ofage webhooks add\` first`
          : `no ${mode}-mode webhook endpoint ${input.endpointId} on this product`,
    };
  }

  await dispatcher.deliverNow([ids.valid, ids.invalid]);
  const valid = await outcomeOf(db, ids.valid, productId);
  const invalid = await outcomeOf(db, ids.invalid, productId);
  const is2xx = (code: number | null) => code !== null && code >= 200 && code < 300;
  return {
    ok: true,
    valid,
    invalid,
    passed: is2xx(valid.statusCode) && invalid.statusCode !== null && !is2xx(invalid.statusCode),
  };
}

async function outcomeOf(
  db: Kysely<Database>,
  eventId: string,
  productId: string,
): Promise<TestWebhookOutcome> {
  const delivery = await getDelivery(db, eventId, productId);
  const last = delivery?.lastAttempt ?? null;
  return {
    eventId,
    state: delivery?.state ?? 'pending',
    statusCode: last?.statusCode ?? null,
    responseExcerpt: last?.responseExcerpt ?? null,
    error: last?.error ?? null,
  };
}
