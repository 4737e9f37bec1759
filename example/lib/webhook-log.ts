import type { WebhookEvent } from 'ofage/server';

export interface LoggedEvent {
  receivedAt: string;
  event: WebhookEvent;
}

// On globalThis: Next may load this module once per route bundle, and the debug page must see
// what the webhook route recorded. A real store would write to its database.
const log = ((globalThis as { __cornerStoreWebhooks?: LoggedEvent[] }).__cornerStoreWebhooks ??=
  []);

/** Keeps the last 50 signed webhook events for the `/webhooks` debug page. */
export function recordWebhookEvent(event: WebhookEvent): void {
  log.unshift({ receivedAt: new Date().toISOString(), event });
  log.length = Math.min(log.length, 50);
}

export function recentWebhookEvents(): readonly LoggedEvent[] {
  return log;
}
