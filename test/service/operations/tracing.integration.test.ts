import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/service/config/load-config';
import { licencePhoto } from '../../../src/service/methods/id-document/specimen-licence';
import { setWebhookEndpoint } from '../../../src/service/products/set-webhook-endpoint';
import { runService, type RunningService } from '../../../src/service/server/run-service';
import { startWebhookReceiver } from '../../support/webhook-receiver';
import { waitFor } from '../../support/wait';
import { prepareDataDir } from './serve-process';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: { key: string; value: Record<string, unknown> }[];
}

/** A tiny OTLP/HTTP (JSON) traces receiver on loopback: it keeps every span it is sent. */
async function startOtlpReceiver() {
  const spans: OtlpSpan[] = [];
  const resources: unknown[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/v1/traces' && req.headers['content-type']?.includes('json')) {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans: { resource: unknown; scopeSpans: { spans: OtlpSpan[] }[] }[];
        };
        for (const rs of body.resourceSpans) {
          resources.push(rs.resource);
          for (const ss of rs.scopeSpans) spans.push(...ss.spans);
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    resources,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Traces, on because `OTEL_EXPORTER_OTLP_ENDPOINT` is set: a document read makes one trace —
 * the request, the method action inside it, the worker task and database queries inside that —
 * a caller's `traceparent` is continued, and a webhook delivery has its span; all reach a local
 * OTLP/HTTP receiver by the time the service has stopped. The server span carries the request id.
 */
describe('traces', () => {
  let running: RunningService;
  let otlp: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let dataDir = '';
  let testKey = '';
  let secret = '';

  beforeAll(async () => {
    otlp = await startOtlpReceiver();
    ({ dataDir, testKey } = await prepareDataDir());
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      OFAGE_DATA_DIR: dataDir,
      OFAGE_LOG_LEVEL: 'silent',
      OFAGE_METHOD_WORKERS: '1',
      OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '1',
      OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
      OTEL_SERVICE_NAME: 'ofage-test',
    });
    running = await runService(config, { pages: false, detached: true });
    config.publicUrl = running.server.url;
    const { db } = running.service.ctx;
    const product = await db.selectFrom('products').select('id').executeTakeFirstOrThrow();
    receiver = await startWebhookReceiver(() => secret);
    ({ secret } = await setWebhookEndpoint(
      db,
      product.id,
      'test',
      { url: receiver.url },
      Date.now(),
      { allowLoopback: true },
    ));
    await running.ready;
  }, 120_000);

  afterAll(async () => {
    await receiver?.close();
    await otlp?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('exports request → method action → worker task → db, and webhook delivery', async () => {
    const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(running.server.url + path, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${testKey}`,
          'content-type': 'application/json',
          ...headers,
        },
        body: JSON.stringify(body),
      });
    const callerTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
    const created = await call(
      '/api/v1/age-verification/perform',
      { jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' }, options: { flow: 'id-scan' } },
      { traceparent: `00-${callerTrace}-00f067aa0ba902b7-01`, 'x-request-id': 'shop-req-7' },
    );
    const { url } = (await created.json()) as { url: string };
    const token = new URL(url).searchParams.get('token')!;
    const read = await fetch(`${running.server.url}/api/widget/methods/id-document/submit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      body: new Uint8Array(await licencePhoto(Date.now(), 34)),
    });
    expect(read.status).toBe(200);
    await receiver.waitFor(1);
    await running.stop();

    const spans = await waitFor(
      () => otlp.spans.some((s) => s.name === 'webhook delivery') && otlp.spans,
      { timeout: 10_000, message: 'the spans' },
    );
    const byName = (name: string) => spans.filter((s) => s.name === name);
    const request = byName('POST /api/widget/methods/id-document/submit')[0]!;
    expect(request).toBeDefined();
    const action = byName('method action id-document/submit')[0]!;
    expect(action.parentSpanId).toBe(request.spanId);
    expect(action.traceId).toBe(request.traceId);
    const task = byName('worker id-document.read')[0]!;
    expect(task.parentSpanId).toBe(action.spanId);
    const queries = spans.filter((s) => s.name.startsWith('db ') && s.traceId === request.traceId);
    expect(queries.length).toBeGreaterThan(0);
    const inTrace = new Set(
      spans.filter((s) => s.traceId === request.traceId).map((s) => s.spanId),
    );
    expect(queries.every((q) => q.parentSpanId && inTrace.has(q.parentSpanId))).toBe(true);
    // The caller's trace is continued by perform.
    const perform = byName('POST /api/v1/age-verification/perform')[0]!;
    expect(perform.traceId).toBe(callerTrace);
    expect(perform.parentSpanId).toBe('00f067aa0ba902b7');
    // The request id (the caller's, here) is on the server span, as the logs have it.
    expect(perform.attributes).toContainEqual({
      key: 'http.request.header.x-request-id',
      value: { arrayValue: { values: [{ stringValue: 'shop-req-7' }] } },
    });
    expect(byName('webhook delivery').length).toBeGreaterThan(0);
    expect(JSON.stringify(otlp.resources)).toContain('ofage-test');
  }, 60_000);
});
