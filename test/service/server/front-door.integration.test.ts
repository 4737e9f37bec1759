import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../support/test-service';

/** One raw HTTP/1.1 exchange, so request targets and headers go out exactly as written. */
function raw(
  url: string,
  request: string,
): Promise<{ status: number; head: string; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      resolve({ status: Number(head.slice(9, 12)), head, body: rest.join('\r\n\r\n') });
    });
    socket.end(request.replace(/\n/g, '\r\n'));
  });
}

/** A request with a Host header of our choosing (fetch does not allow setting it). */
function withHost(url: string, host: string, key: string): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname,
        port,
        method: 'POST',
        path: '/api/v1/age-verification/perform',
        headers: {
          host,
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
        },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' } }));
  });
}

describe('the front door', () => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService('sqlite', {
      env: { OFAGE_LIVE_HOST: 'live.example.com', OFAGE_TEST_HOST: 'https://Test.Example.com:443' },
    });
  });
  afterAll(async () => t.close());

  it('answers OPTIONS * (RFC 9110 §9.3.7) instead of failing', async () => {
    const res = await raw(t.url, 'OPTIONS * HTTP/1.1\nHost: localhost\nConnection: close\n\n');
    expect(res.status).toBe(204);
    expect(res.head).toMatch(/\r\nAllow: GET, HEAD, POST, OPTIONS/i);
    expect(
      (await raw(t.url, 'GET * HTTP/1.1\nHost: localhost\nConnection: close\n\n')).status,
    ).toBe(400);
  });

  it('an absolute-form target for another host is refused, never redirected off-site', async () => {
    for (const target of [
      'http://evil.example/api/health',
      'http://evil.example/console',
      'https://evil.example:443/x',
      'http://localhost@evil.example/api/health',
    ]) {
      const res = await raw(
        t.url,
        `GET ${target} HTTP/1.1\nHost: localhost\nConnection: close\n\n`,
      );
      expect(res.status, target).toBe(400);
      expect(res.head, target).not.toMatch(/\r\nlocation:/i);
      expect(JSON.parse(res.body)).toMatchObject({ error: 'INVALID_INPUT' });
    }
  });

  it('an absolute-form target naming this host is served like its path (RFC 9112 §3.2.2)', async () => {
    const host = new URL(t.url).host;
    const res = await raw(
      t.url,
      `GET http://${host}/api/health HTTP/1.1\nHost: ${host}\nConnection: close\n\n`,
    );
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ status: 'ok' });
  });

  it('compares the live and test hosts parsed, not as strings: no spelling lets a test key onto the live host', async () => {
    for (const host of [
      'live.example.com',
      'LIVE.Example.COM',
      'live.example.com.',
      'live.example.com:443',
      'live.example.com:80',
    ]) {
      expect(await withHost(t.url, host, t.testKey), host).toBe(401);
    }
    for (const host of ['test.example.com', 'TEST.example.com.', 'test.example.com:443']) {
      expect(await withHost(t.url, host, t.liveKey), host).toBe(401);
    }
    expect(await withHost(t.url, 'test.example.com', t.testKey)).toBe(200);
    expect(await withHost(t.url, 'live.example.com:8443', t.testKey)).toBe(200);
  });
});
