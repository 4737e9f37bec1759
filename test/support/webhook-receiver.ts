import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitFor } from './wait';

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Both signature schemes checked independently of the service's signer. */
  validHmac: boolean;
  validStandard: boolean;
}

/** A webhook receiver on 127.0.0.1 that checks signatures with node:crypto and answers 2xx/401. */
export async function startWebhookReceiver(secret: () => string) {
  const received: ReceivedWebhook[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const ts = String(req.headers['x-signature-timestamp'] ?? '');
      const expectedHmac = createHmac('sha256', secret())
        .update(ts + body)
        .digest('hex');
      const got = String(req.headers['x-signature-hmac-sha256'] ?? '');
      const validHmac =
        got.length === expectedHmac.length &&
        timingSafeEqual(Buffer.from(got), Buffer.from(expectedHmac));
      const key = secret().startsWith('whsec_')
        ? Buffer.from(secret().slice(6), 'base64')
        : Buffer.from(secret());
      const id = String(req.headers['webhook-id'] ?? '');
      const wts = String(req.headers['webhook-timestamp'] ?? '');
      const expectedStd = createHmac('sha256', key).update(`${id}.${wts}.${body}`).digest('base64');
      const validStandard = String(req.headers['webhook-signature'] ?? '')
        .split(' ')
        .some((s) => s === `v1,${expectedStd}`);
      received.push({ headers: req.headers, body, validHmac, validStandard });
      res.writeHead(validHmac ? 200 : 401, { 'content-type': 'text/plain' });
      res.end(validHmac ? 'ok' : 'bad signature');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    /** Resolves once `count` webhooks have arrived (or rejects after `ms`). */
    waitFor: (count: number, ms = 10_000): Promise<ReceivedWebhook[]> =>
      waitFor(() => received.length >= count && received, {
        timeout: ms,
        message: () => `${count} webhooks (${received.length} arrived)`,
      }),
    /** Resolves with the first webhook matching `predicate` (or rejects after `ms`). */
    waitForMatch: (
      predicate: (w: ReceivedWebhook) => boolean,
      ms = 10_000,
    ): Promise<ReceivedWebhook> =>
      waitFor(() => received.find(predicate), { timeout: ms, message: 'the expected webhook' }),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
