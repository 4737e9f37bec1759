/**
 * `ofage/webhooks`: verify the service's webhook deliveries in any runtime with Web Crypto.
 * @packageDocumentation
 */
export { verifyWebhook } from './verify-webhook';
export type { VerifyWebhookOptions, VerifyWebhookResult, WebhookRejection } from './verify-webhook';
export { OfageError } from './ofage-error';
export type { OfageErrorCode } from './ofage-error';
export { WEBHOOK_HEADERS } from '../protocol/webhook-event';
export type { WebhookEvent, WebhookEventType } from '../protocol/webhook-event';
export type { VerificationResult } from '../protocol/verification-result';
