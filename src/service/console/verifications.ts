import { z } from 'zod';
import { VERIFICATION_METHODS, VERIFICATION_STATUSES } from '../../protocol/verification-result';
import { olderThan } from '../db/keyset';
import type { VerificationRow } from '../db/schema';
import type { KeyMode } from '../keys/api-keys';
import { enqueueWebhook } from '../webhooks/enqueue-webhook';
import {
  toWebhookAttempt,
  toWebhookDelivery,
  type WebhookAttempt,
  type WebhookDelivery,
} from '../webhooks/webhook-delivery';
import type { Account } from './accounts';
import { recordAudit } from './audit-log';
import type { ConsoleDeps } from './console-deps';
import { ConsoleError, notFound } from './console-error';
import { ownedProduct } from './owned-product';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** List filters as they arrive in the page's query string; anything unknown is ignored. */
export const VerificationFilterSchema = z.object({
  mode: z.enum(['test', 'live']).catch('test'),
  status: z.enum(VERIFICATION_STATUSES).optional().catch(undefined),
  method: z.enum(VERIFICATION_METHODS).optional().catch(undefined),
  /** `US` matches US and every US-xx; `US-CA` only itself. */
  jurisdiction: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/)
    .optional()
    .catch(undefined),
  /** Inclusive UTC days, `YYYY-MM-DD`. */
  from: z.string().regex(DAY).optional().catch(undefined),
  to: z.string().regex(DAY).optional().catch(undefined),
});
export type VerificationFilter = z.infer<typeof VerificationFilterSchema>;

/** One list row: no personal data exists to show, only the verification's own facts. */
export interface VerificationSummary {
  id: string;
  mode: KeyMode;
  status: VerificationRow['status'];
  jurisdiction: string;
  method: string | null;
  ageLow: number | null;
  ageHigh: number | null;
  failureReason: string | null;
  createdAt: number;
  completedAt: number | null;
}

const summary = (r: VerificationRow): VerificationSummary => ({
  id: r.id,
  mode: r.mode,
  status: r.status,
  jurisdiction: r.jurisdiction,
  method: r.method,
  ageLow: r.age_low,
  ageHigh: r.age_high,
  failureReason: r.failure_reason,
  createdAt: r.created_at,
  completedAt: r.completed_at,
});

export const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** One page of the list; `older` is the cursor of the next page, absent on the last one. */
export interface VerificationPage {
  rows: VerificationSummary[];
  older?: string;
}

const CURSOR = /^(\d{1,15})\.([0-9a-f-]{36})$/;

/**
 * The verifications of an owned product matching the filter, newest first, `limit` at a time.
 * `before` is the `older` cursor of the previous page (creation time and id of its last row, so
 * paging stays stable while new verifications arrive); a malformed cursor starts from the newest.
 */
export async function listProductVerifications(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  filter: Partial<VerificationFilter>,
  options: { limit?: number; before?: string | undefined } = {},
): Promise<VerificationPage> {
  const product = await ownedProduct(deps.ctx, account, productId);
  const f = VerificationFilterSchema.parse(filter);
  const limit = Math.min(500, Math.max(1, options.limit ?? 100));
  let q = deps.ctx.db
    .selectFrom('verifications')
    .selectAll()
    .where('product_id', '=', product.id)
    .where('mode', '=', f.mode)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.method) q = q.where('method', '=', f.method);
  if (f.jurisdiction) {
    const j = f.jurisdiction;
    q = j.includes('-')
      ? q.where('jurisdiction', '=', j)
      : q.where((eb) => eb.or([eb('jurisdiction', '=', j), eb('jurisdiction', 'like', `${j}-%`)]));
  }
  if (f.from) q = q.where('created_at', '>=', dayStart(f.from));
  if (f.to) q = q.where('created_at', '<', dayStart(f.to) + DAY_MS);
  const cursor = CURSOR.exec(options.before ?? '');
  if (cursor) q = q.where(olderThan(Number(cursor[1]), cursor[2]!));
  const rows = (await q.execute()).map(summary);
  if (rows.length <= limit) return { rows };
  const page = rows.slice(0, limit);
  const last = page.at(-1)!;
  return { rows: page, older: `${last.createdAt}.${last.id}` };
}

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

async function ownedVerification(deps: ConsoleDeps, productId: string, id: string) {
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

/**
 * Revokes a completed verification: records it on the timeline and sends `Verification.Revoke`
 * (`{verifications:[{id, reason}]}`) through the outbox, in one transaction.
 */
export async function revokeVerification(
  deps: ConsoleDeps,
  account: Account,
  productId: string,
  id: string,
  reasonInput: string,
): Promise<{ webhookEventId: string | null }> {
  const product = await ownedProduct(deps.ctx, account, productId);
  const row = await ownedVerification(deps, product.id, id);
  if (row.status !== 'PASS' && row.status !== 'FAIL') {
    throw new ConsoleError(
      'invalid_input',
      'only a completed verification (PASS or FAIL) can be revoked',
    );
  }
  const reason = reasonInput.trim().slice(0, 200) || 'revoked-by-merchant';
  const now = deps.ctx.now();
  const eventId = await deps.ctx.db.transaction().execute(async (trx) => {
    const already = await trx
      .selectFrom('verification_events')
      .select('id')
      .where('verification_id', '=', row.id)
      .where('type', '=', 'revoked')
      .executeTakeFirst();
    if (already) throw new ConsoleError('invalid_input', 'this verification was already revoked');
    await trx
      .insertInto('verification_events')
      .values({
        verification_id: row.id,
        type: 'revoked',
        method: null,
        detail: JSON.stringify({ reason }),
        created_at: now,
      })
      .execute();
    const sent = await enqueueWebhook(
      trx,
      {
        productId: product.id,
        mode: row.mode,
        eventType: 'Verification.Revoke',
        data: { verifications: [{ id: row.id, reason }] },
        verificationId: row.id,
      },
      now,
    );
    await recordAudit(
      trx,
      {
        account,
        productId: product.id,
        action: 'verification.revoked',
        detail: `${row.id}: ${reason}`,
      },
      now,
    );
    return sent;
  });
  deps.dispatcher.nudge();
  return { webhookEventId: eventId };
}
