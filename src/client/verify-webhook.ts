import { WEBHOOK_HEADERS, WebhookEventSchema, type WebhookEvent } from '../protocol/webhook-event';
import { fromBase64, fromHex, importHmacKey, utf8, verifyHmac } from './hmac';
import { OfageError } from './ofage-error';
import { readLimitedBody } from '../protocol/read-limited-body';

export interface VerifyWebhookOptions {
  /** Accepted clock skew in seconds either side of now; default 300 (5 minutes). */
  toleranceSeconds?: number;
  /** Current time in milliseconds; injected in tests. */
  now?: () => number;
  /** Largest body accepted, in bytes; default 65 536. */
  maxBodyBytes?: number;
}

/** Why a delivery was not accepted. Expected negatives; none of them throws. */
export type WebhookRejection =
  | 'missing-signature'
  | 'invalid-timestamp'
  | 'timestamp-out-of-window'
  | 'invalid-signature'
  | 'body-too-large'
  | 'invalid-body';

export type VerifyWebhookResult =
  | {
      verified: true;
      event: WebhookEvent;
      /** `webhook-id` (stable across retries) or, for the legacy scheme alone, its signature. */
      id: string;
      /** The scheme that proved the delivery. */
      scheme: 'standard-webhooks' | 'hmac-sha256';
    }
  | { verified: false; reason: WebhookRejection };

/**
 * Verifies a webhook delivery from the service, with either signature scheme it sends
 * (DESIGN.md "Webhooks"), and parses the event.
 *
 * 1. Standard Webhooks, when `webhook-id`/`webhook-timestamp`/`webhook-signature` are present:
 *    `v1,<base64 HMAC-SHA256(key, id + "." + timestamp + "." + body)>`, where the key is the
 *    base64 part of a `whsec_…` secret (the secret's UTF-8 bytes otherwise). The header may carry
 *    several space-separated signatures while the service rotates secrets.
 * 2. Otherwise `x-signature-timestamp` + `x-signature-hmac-sha256`:
 *    lowercase hex `HMAC-SHA256(secret as UTF-8, timestamp + body)`.
 *
 * Timestamps more than 5 minutes from now are rejected (replay window); signatures are compared
 * in constant time by `crypto.subtle.verify`. Pass a list of secrets while you rotate yours.
 * Read nothing from the request before calling this: it needs the raw body.
 *
 * @example app/api/webhooks/age-verification/route.ts
 * ```ts
 * import { verifyWebhook } from 'ofage/webhooks';
 *
 * export async function POST(request: Request) {
 *   const result = await verifyWebhook(request, process.env.OFAGE_WEBHOOK_SECRET!);
 *   if (!result.verified) return new Response(result.reason, { status: 401 });
 *   if (result.event.eventType === 'Verification.Result') await save(result.event.data);
 *   return new Response(null, { status: 204 });
 * }
 * ```
 */
export async function verifyWebhook(
  request: Request,
  secret: string | readonly string[],
  options: VerifyWebhookOptions = {},
): Promise<VerifyWebhookResult> {
  const secrets = (typeof secret === 'string' ? [secret] : secret).filter((s) => s.length > 0);
  if (secrets.length === 0) {
    // A missing secret is a configuration error, not an expected negative.
    throw new OfageError(
      'INVALID_CONFIG',
      'verifyWebhook: the webhook secret is empty; set OFAGE_WEBHOOK_SECRET to the secret from the product’s webhook settings.',
    );
  }
  const tolerance = options.toleranceSeconds ?? 300;
  const nowSeconds = Math.floor((options.now ?? Date.now)() / 1000);
  const maxBodyBytes = options.maxBodyBytes ?? 65_536;
  const headers = request.headers;

  const standardId = headers.get(WEBHOOK_HEADERS.id);
  const standardTimestamp = headers.get(WEBHOOK_HEADERS.standardTimestamp);
  const standardSignature = headers.get(WEBHOOK_HEADERS.standardSignature);
  const legacyTimestamp = headers.get(WEBHOOK_HEADERS.timestamp);
  const legacySignature = headers.get(WEBHOOK_HEADERS.hmac);
  const useStandard = Boolean(standardId && standardTimestamp && standardSignature);
  if (!useStandard && !(legacyTimestamp && legacySignature)) {
    return { verified: false, reason: 'missing-signature' };
  }

  // Step 1: the timestamp, before any work on the body.
  const timestamp = useStandard ? standardTimestamp! : legacyTimestamp!;
  if (!/^\d{1,12}$/.test(timestamp)) return { verified: false, reason: 'invalid-timestamp' };
  if (Math.abs(nowSeconds - Number(timestamp)) > tolerance) {
    return { verified: false, reason: 'timestamp-out-of-window' };
  }

  // Step 2: the raw body, bounded.
  const read = await readLimitedBody(request, maxBodyBytes);
  if (!read.ok) return { verified: false, reason: 'body-too-large' };
  const body = read.bytes;

  // Step 3: the signature, against every secret.
  let signatureOk = false;
  let id: string;
  if (useStandard) {
    id = standardId!;
    const signed = concat(utf8(`${id}.${timestamp}.`), body);
    const candidates = standardSignature!
      .split(' ')
      .filter((part) => part.startsWith('v1,'))
      .map((part) => fromBase64(part.slice(3)))
      .filter(
        (bytes): bytes is Uint8Array<ArrayBuffer> => bytes !== undefined && bytes.length === 32,
      );
    signatureOk = await anyValid(secrets.map(standardKeyBytes), candidates, signed);
  } else {
    id = legacySignature!.toLowerCase();
    const signature = fromHex(legacySignature!);
    const candidates = signature?.length === 32 ? [signature] : [];
    signatureOk = await anyValid(secrets.map(utf8), candidates, concat(utf8(timestamp), body));
  }
  if (!signatureOk) return { verified: false, reason: 'invalid-signature' };

  // Step 4: the event, only once it is known to come from the service.
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return { verified: false, reason: 'invalid-body' };
  }
  const parsed = WebhookEventSchema.safeParse(json);
  if (!parsed.success) return { verified: false, reason: 'invalid-body' };
  return {
    verified: true,
    event: parsed.data,
    id,
    scheme: useStandard ? 'standard-webhooks' : 'hmac-sha256',
  };
}

function standardKeyBytes(secret: string): Uint8Array<ArrayBuffer> {
  if (secret.startsWith('whsec_')) {
    const decoded = fromBase64(secret.slice('whsec_'.length));
    if (decoded) return decoded;
  }
  return utf8(secret);
}

async function anyValid(
  keys: Uint8Array<ArrayBuffer>[],
  signatures: Uint8Array<ArrayBuffer>[],
  data: Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  for (const keyBytes of keys) {
    const key = await importHmacKey(keyBytes);
    for (const signature of signatures) {
      if (await verifyHmac(key, signature, data)) return true;
    }
  }
  return false;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}
