import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  toPagesApiHandler,
  type WebHandlers,
} from '../../../src/next/pages-router/to-pages-api-handler';
import { signWebhook } from '../../client/sign-webhook';
import { APP, NOW, WEBHOOK_SECRET, createGateFixture } from '../gate-fixture';

/**
 * The Pages Router adapter behind a real Node `http` server on loopback, as Next runs an API
 * route with `bodyParser: false`: the request and response are Node's own objects.
 */
const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function serve(handlers: WebHandlers): Promise<string> {
  const server = http.createServer(toPagesApiHandler(handlers));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request with node:http (fetch folds several Set-Cookie lines into one view). */
function request(
  url: string,
  options: { method: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method, headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('toPagesApiHandler: the App Router handlers as a Pages Router API route', () => {
  it('a 64 MiB chunked body is refused with 413 and Connection: close, the server reading only a few MiB of it', async () => {
    const { ageGate, service } = createGateFixture();
    const base = await serve(ageGate.handlers);
    const outcome = await new Promise<{ status: number; connection: string; sent: number }>(
      (resolve, reject) => {
        const req = http.request(`${base}/api/age-gate/session`, {
          method: 'POST',
          headers: { origin: APP, 'content-type': 'application/json' },
        });
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        let sent = 0;
        let answered = false;
        const pump = () => {
          while (!answered && sent < 64 * 1024 * 1024) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          if (!answered) req.end();
        };
        req.on('response', (res) => {
          answered = true;
          res.resume();
          res.on('end', () =>
            resolve({ status: res.statusCode!, connection: String(res.headers.connection), sent }),
          );
        });
        req.on('error', (error) => (answered ? undefined : reject(error)));
        pump();
      },
    );
    expect(outcome.status).toBe(413);
    expect(outcome.connection).toBe('close');
    // What the client could push before the answer: socket buffers, not the body.
    expect(outcome.sent).toBeLessThan(16 * 1024 * 1024);
    expect(service.calls).toEqual([]);
  });

  it('a declared Content-Length over the cap is refused before any of the body is read', async () => {
    const { ageGate } = createGateFixture();
    const base = await serve(ageGate.handlers);
    const answer = await request(`${base}/api/age-gate/session`, {
      method: 'POST',
      headers: { origin: APP, 'content-type': 'application/json' },
      body: ' '.repeat(5000),
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
  });

  it('origin check: a session asked from another site, or without Origin, is refused 403', async () => {
    const { ageGate, service } = createGateFixture();
    const base = await serve(ageGate.handlers);
    for (const headers of [{ origin: 'https://evil.example' }, {}] as Record<string, string>[]) {
      const answer = await request(`${base}/api/age-gate/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{}',
      });
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({ error: 'FORBIDDEN_ORIGIN' });
    }
    expect(service.calls).toEqual([]);
  });

  it('a session from this site is created through the adapter (the body read in full)', async () => {
    const { ageGate, service } = createGateFixture();
    const base = await serve(ageGate.handlers);
    const answer = await request(`${base}/api/age-gate/session`, {
      method: 'POST',
      headers: { origin: APP, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).not.toBe('close');
    expect(service.calls.length).toBeGreaterThan(0);
    expect(answer.headers['set-cookie']?.length).toBeGreaterThan(0);
  });

  it('every Set-Cookie of the answer is its own header line', async () => {
    const base = await serve({
      GET: async () => {
        const headers = new Headers({ 'cache-control': 'private, no-store' });
        headers.append('set-cookie', 'a=1; Path=/; HttpOnly');
        headers.append('set-cookie', 'b=2; Path=/; HttpOnly');
        headers.append('set-cookie', 'c=3, with a comma; Path=/');
        return new Response('ok', { headers });
      },
    });
    const answer = await request(`${base}/api/age-gate/status`, { method: 'GET' });
    expect(answer.headers['set-cookie']).toEqual([
      'a=1; Path=/; HttpOnly',
      'b=2; Path=/; HttpOnly',
      'c=3, with a comma; Path=/',
    ]);
    expect(answer.body).toBe('ok');
  });

  it('method not allowed: 405 with Allow, as { error, errorMessage }; HEAD is GET without a body', async () => {
    const { ageGate } = createGateFixture();
    const base = await serve(ageGate.handlers);
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      // Content-Length given: node:http sends a DELETE body without one, as the next request.
      const answer = await request(`${base}/api/age-gate/session`, {
        method,
        headers: { 'content-length': '2' },
        body: '{}',
      });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('GET, POST, HEAD');
      expect(JSON.parse(answer.body)).toMatchObject({
        error: 'METHOD_NOT_ALLOWED',
        errorMessage: expect.any(String),
      });
    }
    const onlyPost = await serve({ POST: ageGate.handlers.POST });
    const get = await request(`${onlyPost}/api/age-gate/status`, { method: 'GET' });
    expect([get.status, get.headers.allow]).toEqual([405, 'POST']);
    const head = await request(`${base}/api/age-gate/status`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('webhook: a signed delivery is accepted over the raw bytes; a bad signature is refused 401', async () => {
    const onResult = vi.fn();
    const { ageGate } = createGateFixture({ onResult });
    const base = await serve(ageGate.handlers);
    // Bytes a JSON parser and re-serializer would change: spacing, key order, an escape.
    const body =
      '{ "eventType":"Verification.Result",  "data": {"status":"PASS","id":"2b1c1e57-8d0b-4a8e-9d62-0d6c7c6b8e11","ageCategory":"adult","method":"age-key","age":{"low":21,"high":100},"note":"\\u00e9"} }';
    const signed = signWebhook(WEBHOOK_SECRET, body, { timestamp: NOW / 1000 });
    const good = await request(`${base}/api/age-gate/webhook`, {
      method: 'POST',
      headers: signed,
      body,
    });
    expect(good.status, good.body).toBe(200);
    expect(onResult).toHaveBeenCalledTimes(1);
    const forged = signWebhook('whsec_' + btoa('someone-elses-secret-0123456789ab'), body, {
      timestamp: NOW / 1000,
      id: 'msg_2',
    });
    const bad = await request(`${base}/api/age-gate/webhook`, {
      method: 'POST',
      headers: forged,
      body,
    });
    expect(bad.status).toBe(401);
    expect(JSON.parse(bad.body)).toMatchObject({ error: 'UNAUTHORIZED' });
    expect(onResult).toHaveBeenCalledTimes(1);
  });
});
