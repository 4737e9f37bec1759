export { checkDeliveryTarget, systemLookup } from './check-delivery-target';
export type { DeliveryTarget, LookupAll, ResolvedAddress } from './check-delivery-target';
export { classifyAddress } from './classify-address';
export type { AddressKind } from './classify-address';
export { claimDueEvents } from './claim-due-events';
export { createWebhookDispatcher } from './create-webhook-dispatcher';
export type { WebhookDispatcher, WebhookDispatcherOptions } from './create-webhook-dispatcher';
export { RESPONSE_EXCERPT_BYTES } from './deliver-webhook-event';
export type { AttemptOutcome, WebhookLogger } from './deliver-webhook-event';
export { enqueueWebhook, enqueueWebhookEvents, newWebhookEventId } from './enqueue-webhook';
export type { EnqueueWebhookInput } from './enqueue-webhook';
export { getDelivery } from './get-delivery';
export { listDeliveries } from './list-deliveries';
export type { ListDeliveriesOptions } from './list-deliveries';
export {
  BACKOFF_BASE_MS,
  BACKOFF_CAP_MS,
  FIRST_RETRY_DELAYS_MS,
  MAX_DELIVERY_WINDOW_MS,
  nextRetryDelay,
} from './next-retry-delay';
export { pinnedFetch } from './pinned-fetch';
export type { PinnedAddress, WebhookFetch, WebhookRequestInit } from './pinned-fetch';
export { replay } from './replay';
export type { ReplayResult } from './replay';
export { retryNow } from './retry-now';
export type { RetryNowResult } from './retry-now';
export { sendTestWebhook, TEST_WEBHOOK_MESSAGE } from './send-test-webhook';
export type {
  SendTestWebhookInput,
  SendTestWebhookResult,
  TestWebhookOutcome,
} from './send-test-webhook';
export { signWebhook } from './sign-webhook';
export type { SignWebhookInput } from './sign-webhook';
export { validateWebhookUrl } from './validate-webhook-url';
export type { WebhookMode, WebhookUrlCheck, WebhookUrlErrorCode } from './validate-webhook-url';
export type { WebhookAttempt, WebhookDelivery } from './webhook-delivery';
