import {
  toWebhookAttempt,
  toWebhookDelivery,
  type WebhookAttempt,
  type WebhookDelivery,
} from '../webhooks/webhook-delivery';
import type { Account } from './accounts';
import type { ConsoleDeps } from './console-deps';
import { notFound } from './console-error';
import { summary, type VerificationSummary } from './list-verifications';
import { ownedProduct } from './owned-product';

/** One entry of a verification's timeline. */
export interface TimelineEntry {
  at: number;
  kind:
    'created' | 'opened' | 'attempt' | 'completed' | 'test-helper' | 'revoked' | 'webhook' | string;
  label: string;
  detail: string | null;
}

export interface VerificationDetail {
  verification: VerificationSummary & {
    criteria: string;
    threshold: number;
    flow: string;
    methods: string[];
    resultCategory: string | null;
    openedAt: number | null;
    revoked: boolean;
  };
  timeline: TimelineEntry[];
  deliveries: (WebhookDelivery & { attempts: WebhookAttempt[] })[];
}

/** A verification of `productId` (already checked to be the account's), or 404. */
export async function ownedVerification(deps: ConsoleDeps, productId: string, id: string) {
  const row = await deps.ctx.db
    .selectFrom('verifications')
    .selectAll()
    .where('id', '=', String(id).toLowerCase())
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (!row) throw notFound('the verification');
  return row;
}

/** A verification of an owned product with its timeline and webhook deliveries. */
export async function getVerificationDetail(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  id: string,
): Promise<VerificationDetail> {
  const product = await ownedProduct(deps.ctx, account, productId);
  const row = await ownedVerification(deps, product.id, id);
  const events = await deps.ctx.db
    .selectFrom('verification_events')
    .selectAll()
    .where('verification_id', '=', row.id)
    .orderBy('id', 'asc')
    .execute();
  const eventRows = await deps.ctx.db
    .selectFrom('webhook_events')
    .selectAll()
    .where('verification_id', '=', row.id)
    .where('product_id', '=', product.id)
    .orderBy('created_at', 'asc')
    .execute();
  const attemptRows = eventRows.length
    ? await deps.ctx.db
        .selectFrom('webhook_attempts')
        .selectAll()
        .where(
          'event_id',
          'in',
          eventRows.map((e) => e.id),
        )
        .orderBy('id', 'asc')
        .execute()
    : [];
  const deliveries = eventRows.map((e) => {
    const attempts = attemptRows.filter((a) => a.event_id === e.id);
    return { ...toWebhookDelivery(e, attempts.at(-1)), attempts: attempts.map(toWebhookAttempt) };
  });

  const timeline: TimelineEntry[] = [
    {
      at: row.created_at,
      kind: 'created',
      label: 'Created (perform)',
      detail: `${row.jurisdiction}, threshold ${row.threshold}`,
    },
    ...events.map((e) => ({
      at: e.created_at,
      kind: e.type,
      label: eventLabel(e.type, e.method),
      detail: e.detail,
    })),
    ...deliveries.flatMap((d) =>
      d.attempts.map((a, i) => ({
        at: a.attemptedAt,
        kind: 'webhook',
        label: `Webhook ${d.eventType} attempt ${i + 1}`,
        detail: `${a.statusCode ?? a.error ?? 'no answer'} in ${a.latencyMs} ms`,
      })),
    ),
  ].sort((a, b) => a.at - b.at);

  return {
    verification: {
      ...summary(row),
      criteria: row.criteria_category ?? `age ${row.criteria_age ?? row.threshold}`,
      threshold: row.threshold,
      flow: row.flow,
      methods: JSON.parse(row.methods) as string[],
      resultCategory: row.result_category,
      openedAt: row.opened_at,
      revoked: events.some((e) => e.type === 'revoked'),
    },
    timeline,
    deliveries,
  };
}

function eventLabel(type: string, method: string | null): string {
  const m = method ? ` (${method})` : '';
  switch (type) {
    case 'opened':
      return 'Widget opened';
    case 'attempt':
      return `Attempt${m}`;
    case 'completed':
      return `Result${m}`;
    case 'test-helper':
      return `Test helper set the result${m}`;
    case 'revoked':
      return 'Revoked in the console';
    default:
      return `${type}${m}`;
  }
}
