import { createHmac } from 'node:crypto';

/**
 * Signs a webhook body the way the service does (DESIGN.md "Webhooks"), with node:crypto so
 * the test does not share code with the verifier it checks.
 */
export function signWebhook(
  secret: string,
  body: string,
  options: {
    id?: string;
    timestamp?: number;
    scheme?: 'both' | 'standard' | 'hmac';
    extraSignatures?: string[];
  } = {},
): Record<string, string> {
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const id = options.id ?? 'msg_0001';
  const scheme = options.scheme ?? 'both';
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-event-type': 'Verification.Result',
  };
  if (scheme !== 'standard') {
    headers['x-signature-timestamp'] = timestamp;
    headers['x-signature-hmac-sha256'] = createHmac('sha256', secret)
      .update(timestamp + body)
      .digest('hex');
  }
  if (scheme !== 'hmac') {
    const key = secret.startsWith('whsec_')
      ? Buffer.from(secret.slice(6), 'base64')
      : Buffer.from(secret);
    const signature = createHmac('sha256', key)
      .update(`${id}.${timestamp}.${body}`)
      .digest('base64');
    headers['webhook-id'] = id;
    headers['webhook-timestamp'] = timestamp;
    headers['webhook-signature'] = [...(options.extraSignatures ?? []), `v1,${signature}`].join(
      ' ',
    );
  }
  return headers;
}

export function webhookRequest(
  url: string,
  body: string,
  headers: Record<string, string>,
): Request {
  return new Request(url, { method: 'POST', headers, body });
}
