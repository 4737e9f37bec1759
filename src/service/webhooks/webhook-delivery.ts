import type { WebhookAttemptRow, WebhookEventRow } from '../db/schema';

/** One attempt as the console and CLI show it. */
export interface WebhookAttempt {
  attemptedAt: number;
  statusCode: number | null;
  latencyMs: number;
  /** The first 1 KB of the receiver's answer. */
  responseExcerpt: string | null;
  error: string | null;
}

/** One outbox event as the console and CLI show it. The payload and secrets are not included. */
export interface WebhookDelivery {
  id: string;
  mode: 'test' | 'live';
  eventType: string;
  verificationId: string | null;
  /** Where the latest attempt went (the endpoint's URL at enqueue until the first attempt). */
  url: string;
  signing: 'sign' | 'invalid';
  state: 'pending' | 'delivered' | 'failed';
  attemptCount: number;
  /** When the next attempt is due; `null` once delivered or failed. */
  nextAttemptAt: number | null;
  createdAt: number;
  deliveredAt: number | null;
  lastAttempt: WebhookAttempt | null;
}

export function toWebhookAttempt(row: WebhookAttemptRow): WebhookAttempt {
  return {
    attemptedAt: row.attempted_at,
    statusCode: row.status_code,
    latencyMs: row.latency_ms,
    responseExcerpt: row.response_excerpt,
    error: row.error,
  };
}

export function toWebhookDelivery(
  row: WebhookEventRow,
  lastAttempt: WebhookAttemptRow | undefined,
): WebhookDelivery {
  return {
    id: row.id,
    mode: row.mode,
    eventType: row.event_type,
    verificationId: row.verification_id,
    url: row.url,
    signing: row.signing,
    state: row.state,
    attemptCount: row.attempt_count,
    nextAttemptAt: row.state === 'pending' ? row.next_attempt_at : null,
    createdAt: row.created_at,
    deliveredAt: row.delivered_at,
    lastAttempt: lastAttempt ? toWebhookAttempt(lastAttempt) : null,
  };
}
