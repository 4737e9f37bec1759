import { createHmac, timingSafeEqual } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

/** What a merchant's endpoint saw, with both signatures checked the way a merchant would. */
export interface ReceivedWebhook {
  id: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** `X-Signature-Hmac-Sha256` verified against the current secret. */
  validHmac: boolean;
  /** `webhook-signature` verified against any of the receiver's secrets. */
  validStandard: boolean;
  receivedAt: number;
}

export type Reply =
  { status: number; body?: string; delayMs?: number; headers?: Record<string, string> } | 'hang';

export interface Receiver {
  /** `http://127.0.0.1:<port>/hook` */
  url: string;
  port: number;
  received: ReceivedWebhook[];
  close(): Promise<void>;
}

const header = (headers: IncomingHttpHeaders, name: string): string => {
  const value = headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
};

const safeEqual = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** DESIGN.md: hex(HMAC-SHA256(secret, timestamp + rawBody)), keyed with the secret as shown. */
export function verifyHmacHeader(
  secret: string,
  headers: IncomingHttpHeaders,
  body: string,
): boolean {
  const timestamp = header(headers, 'x-signature-timestamp');
  const expected = createHmac('sha256', secret)
    .update(timestamp + body)
    .digest('hex');
  return safeEqual(expected, header(headers, 'x-signature-hmac-sha256'));
}

/**
 * Standard Webhooks: `v1,` + base64(HMAC-SHA256(key, id.timestamp.body)) where the key is the
 * base64 after `whsec_`; the header may carry several space-separated signatures.
 */
export function verifyStandardHeader(
  secrets: readonly string[],
  headers: IncomingHttpHeaders,
  body: string,
): boolean {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const offered = header(headers, 'webhook-signature').split(' ');
  return secrets.some((secret) => {
    const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
    const expected = `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
    return offered.some((candidate) => safeEqual(candidate, expected));
  });
}

/**
 * A merchant endpoint on 127.0.0.1 (port 0). By default it answers 200 to a valid request and
 * 401 to an invalid one, as DESIGN.md asks of receivers; `respond` overrides per request.
 */
export async function startReceiver(
  secrets: readonly string[],
  respond?: (webhook: ReceivedWebhook, index: number) => Reply,
): Promise<Receiver> {
  const received: ReceivedWebhook[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const webhook: ReceivedWebhook = {
        id: header(req.headers, 'webhook-id'),
        headers: req.headers,
        body,
        validHmac: verifyHmacHeader(secrets[0] ?? '', req.headers, body),
        validStandard: verifyStandardHeader(secrets, req.headers, body),
        receivedAt: performance.now(),
      };
      received.push(webhook);
      const valid = webhook.validHmac && webhook.validStandard;
      const reply = respond?.(webhook, received.length - 1) ?? {
        status: valid ? 200 : 401,
        body: valid ? 'ok' : 'bad signature',
      };
      if (reply === 'hang') return;
      setTimeout(
        () => res.writeHead(reply.status, reply.headers).end(reply.body ?? ''),
        reply.delayMs ?? 0,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
