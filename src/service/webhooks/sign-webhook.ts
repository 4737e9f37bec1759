import { createHmac } from 'node:crypto';

export interface SignWebhookInput {
  /** The endpoint's current secret (`whsec_…`). */
  secret: string;
  /** Other secrets still valid during a rotation; they sign the Standard Webhooks header too. */
  secrets?: readonly string[];
  /** The event id, sent as `webhook-id`; the same on every attempt. */
  id: string;
  /** Unix seconds of this attempt. */
  timestamp: number;
  /** The exact raw body that is sent. */
  body: string;
  /** `X-Event-Type`; read from the body when omitted. */
  eventType?: string;
}

/**
 * The request headers of one webhook attempt, carrying both signature schemes of DESIGN.md
 * "Webhooks", so receivers written for either verify unchanged:
 *
 * - `X-Signature-Hmac-Sha256`: lowercase hex HMAC-SHA256 over `timestamp + body`, keyed with the
 *   secret string exactly as shown to the merchant (UTF-8, `whsec_` prefix included). Only the
 *   current secret: this scheme has room for one signature.
 * - Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`): `v1,` + base64
 *   HMAC-SHA256 over `id.timestamp.body`. As the Standard Webhooks spec says, a `whsec_` secret's
 *   key is the base64-decoded part after the prefix. One space-separated signature per valid
 *   secret, so receivers still holding the previous secret keep verifying during a rotation.
 *
 * @example `src/service/webhooks/deliver-webhook-event.ts`
 * ```ts
 * const headers = signWebhook({ secret, id: event.id, timestamp: Math.floor(now / 1000), body });
 * ```
 */
export function signWebhook(input: SignWebhookInput): Record<string, string> {
  const { secret, id, timestamp, body } = input;
  const seconds = String(Math.floor(timestamp));
  const hmac = createHmac('sha256', secret)
    .update(seconds + body)
    .digest('hex');
  const standard = [secret, ...(input.secrets ?? [])]
    .map(
      (s) =>
        `v1,${createHmac('sha256', standardWebhooksKey(s)).update(`${id}.${seconds}.${body}`).digest('base64')}`,
    )
    .join(' ');
  return {
    'Content-Type': 'application/json',
    'User-Agent': 'ofage-webhooks/1',
    'X-Event-Type': input.eventType ?? eventTypeOf(body),
    'X-Signature-Timestamp': seconds,
    'X-Signature-Hmac-Sha256': hmac,
    'webhook-id': id,
    'webhook-timestamp': seconds,
    'webhook-signature': standard,
  };
}

/** Standard Webhooks: `whsec_<base64>` keys with the decoded bytes; any other string as UTF-8. */
function standardWebhooksKey(secret: string): Buffer {
  return secret.startsWith('whsec_')
    ? Buffer.from(secret.slice('whsec_'.length), 'base64')
    : Buffer.from(secret, 'utf8');
}

function eventTypeOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { eventType?: unknown };
    return typeof parsed.eventType === 'string' ? parsed.eventType : '';
  } catch {
    return '';
  }
}
