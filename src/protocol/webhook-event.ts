import { z } from 'zod';
import { VerificationResultSchema } from './verification-result';

export const WEBHOOK_EVENT_TYPES = ['Verification.Result', 'Verification.Revoke', 'Test'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Header names of both signature schemes (DESIGN.md "Webhooks"). */
export const WEBHOOK_HEADERS = {
  eventType: 'x-event-type',
  timestamp: 'x-signature-timestamp',
  hmac: 'x-signature-hmac-sha256',
  id: 'webhook-id',
  standardTimestamp: 'webhook-timestamp',
  standardSignature: 'webhook-signature',
} as const;

export const WebhookEventSchema = z.discriminatedUnion('eventType', [
  z.object({
    eventType: z.literal('Verification.Result'),
    // The result plus `verificationId` (= `id`), as the DOM message carries it.
    data: VerificationResultSchema.extend({ verificationId: z.uuid().optional() }),
  }),
  z.object({
    eventType: z.literal('Verification.Revoke'),
    data: z.object({ verifications: z.array(z.object({ id: z.uuid(), reason: z.string() })) }),
  }),
  z.object({ eventType: z.literal('Test'), data: z.record(z.string(), z.unknown()) }),
]);
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;
