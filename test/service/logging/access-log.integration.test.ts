import fs from 'node:fs';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/service/logger';
import { startTestService } from '../../support/test-service';
import { freePort } from '../../support/free-port';
import { waitFor } from '../../support/wait';
import { prepareDataDir, startServe, type ServeProcess } from '../operations/serve-process';

const PERFORM = '/api/v1/age-verification/perform';
const STATUS = '/api/v1/age-verification/get-status';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface LogLine {
  level: number;
  msg: string;
  access?: true;
  method?: string;
  route?: string;
  status?: number;
  ms?: number;
  requestId?: string;
}

/** One request written as bytes on a connection of its own; resolves with the answer's head. */
function rawHead(url: string, head: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let data = '';
    socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
    socket.on('close', () => resolve(data.split('\r\n\r\n')[0] ?? ''));
    socket.on('error', reject);
    socket.write(head);
  });
}

/**
 * `ofage serve` with `OFAGE_LOG_FORMAT=json`: every line on its standard output is a JSON object
 * with a `msg` — its banner too — and every request has an access line (method, route pattern,
 * status, duration, request id) that carries no query string, key or token. The request id is a
 * caller's well-formed `X-Request-Id`, else a new one; either way the answer says which.
 */
describe('access log and request ids (ofage serve, JSON logs)', () => {
  let serve: ServeProcess | undefined;
  let dataDir = '';

  afterAll(async () => {
    serve?.child.kill('SIGKILL');
    await serve?.exited;
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs one JSON access line per request, with its id, and nothing secret', async () => {
    const prepared = await prepareDataDir();
    dataDir = prepared.dataDir;
    serve = startServe(await freePort(), dataDir, {
      OFAGE_LOG_FORMAT: 'json',
      OFAGE_METHOD_WORKERS: '0',
    });
    const s = serve;
    await waitFor(() => /ofage service listening on .*ready/.test(s.output()), {
      timeout: 120_000,
      message: 'the banner',
    });
    const key = prepared.testKey;
    const auth = { authorization: `Bearer ${key}` };

    // A merchant's own id is kept, and answered.
    const performed = await fetch(`${s.url}${PERFORM}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', 'x-request-id': 'shop-req-42' },
      body: JSON.stringify({ jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' } }),
    });
    expect(performed.status).toBe(200);
    expect(performed.headers.get('x-request-id')).toBe('shop-req-42');
    const { id } = (await performed.json()) as { id: string };

    // A token in the query string, an API key in the header: neither is logged.
    const status = await fetch(`${s.url}${STATUS}?id=${id}&token=secret-token-value`, {
      headers: auth,
    });
    expect(status.status).toBe(200);
    const generated = status.headers.get('x-request-id')!;
    expect(generated).toMatch(UUID);

    // A 10 KB id is replaced. One with a line break, which would end the header and forge a
    // log line, never reaches the service: node:http refuses the bytes with a 400, no id in it.
    const flood = 'x'.repeat(10_240);
    const flooded = await fetch(`${s.url}/api/health/live`, { headers: { 'x-request-id': flood } });
    expect(flooded.status).toBe(200);
    expect(flooded.headers.get('x-request-id')).toMatch(UUID);
    for (const [name, value] of [
      ['forged', 'a\n{"level":60,"msg":"forged"}'],
      ['folded', 'a\r\n {"level":60,"msg":"folded"}'],
    ]) {
      const head = await rawHead(
        s.url,
        `GET /api/health/live HTTP/1.1\r\nHost: x\r\nX-Request-Id: ${value}\r\nConnection: close\r\n\r\n`,
      );
      expect(head, name).toMatch(/^HTTP\/1\.1 400 /);
      expect(head.toLowerCase(), name).not.toContain('x-request-id');
    }
    const missing = await fetch(`${s.url}/api/v1/no-such-endpoint?apiKey=${key}`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-request-id')).toMatch(UUID);
    // Every kind of answer carries the id: the front door's own (a refused method of a method
    // action) and a method action's.
    for (const [method, path, status] of [
      ['DELETE', '/api/widget/methods/credit-card/charge', 405],
      ['GET', '/api/widget/methods/no-such-method/x', 404],
    ] as const) {
      const answered = await fetch(`${s.url}${path}`, {
        method,
        headers: { 'x-request-id': `kind-${status}` },
      });
      expect(answered.status, path).toBe(status);
      expect(answered.headers.get('x-request-id'), path).toBe(`kind-${status}`);
    }

    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);

    const stdout = s.stdout();
    const lines = stdout.split('\n').filter((line) => line !== '');
    const parsed = lines.map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        throw new Error(`a line of standard output is not JSON: ${line.slice(0, 200)}`);
      }
    });
    for (const entry of parsed) expect(typeof entry.msg, JSON.stringify(entry)).toBe('string');
    // The banner is a log line too.
    expect(parsed.some((e) => e.msg.startsWith('ofage service listening on'))).toBe(true);

    const access = parsed.filter((e) => e.access);
    const perform = access.find((e) => e.requestId === 'shop-req-42');
    expect(perform).toMatchObject({
      msg: `POST ${PERFORM} 200`,
      method: 'POST',
      route: PERFORM,
      status: 200,
    });
    expect(perform!.ms).toBeGreaterThan(0);
    expect(access.find((e) => e.requestId === generated)).toMatchObject({
      msg: `GET ${STATUS} 200`,
      route: STATUS,
    });
    expect(access.find((e) => e.status === 404)).toMatchObject({
      route: '(unmatched)',
      requestId: expect.stringMatching(UUID),
    });
    expect(access.filter((e) => e.route === '/api/health/live').length).toBeGreaterThanOrEqual(1);

    const everything = s.output();
    for (const secret of [key, key.slice(-16), 'secret-token-value', flood.slice(0, 200)]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toContain('forged');
    expect(everything).not.toContain('folded');
  }, 180_000);
});

describe('OFAGE_ACCESS_LOG', () => {
  /** The log lines of a service with `env` that answered one request, read once it closed. */
  async function logOfOneRequest(env: Record<string, string>): Promise<{
    lines: string[];
    answeredId: string | null;
  }> {
    const lines: string[] = [];
    const t = await startTestService('sqlite', {
      env,
      logger: createLogger('info', { write: (line: string) => void lines.push(line) }),
    });
    let answeredId: string | null = null;
    try {
      const res = await fetch(`${t.url}/api/health/live`, { headers: { 'x-request-id': 'q-1' } });
      answeredId = res.headers.get('x-request-id');
      await res.text();
    } finally {
      // Closed, the server has written every access line it was going to.
      await t.close();
    }
    return { lines, answeredId };
  }

  it('is on by default', async () => {
    const { lines, answeredId } = await logOfOneRequest({});
    expect(answeredId).toBe('q-1');
    expect(lines.filter((l) => l.includes('"access":true') && l.includes('"q-1"'))).toHaveLength(1);
  });

  it('=false leaves access lines out; the id is still answered', async () => {
    const { lines, answeredId } = await logOfOneRequest({ OFAGE_ACCESS_LOG: 'false' });
    expect(answeredId).toBe('q-1');
    expect(lines.filter((l) => l.includes('"access":true'))).toEqual([]);
  });
});

describe('error lines', () => {
  it("carry the request's id, as the access line and the answer do", async () => {
    const lines: string[] = [];
    const t = await startTestService('sqlite', {
      logger: createLogger('info', { write: (line: string) => void lines.push(line) }),
    });
    try {
      // The database gone, perform fails on the service's side: a 500, and an error line.
      await t.service.database.close();
      const res = await t.call(PERFORM, {
        method: 'POST',
        headers: { 'x-request-id': 'shop-req-500' },
        json: { jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' } },
      });
      expect(res.status).toBe(500);
      expect(res.headers.get('x-request-id')).toBe('shop-req-500');
      await res.text();
    } finally {
      await t.close().catch(() => undefined);
    }
    const entries = lines.map((l) => JSON.parse(l) as LogLine & { err?: unknown });
    expect(entries.find((e) => e.level === 50)).toMatchObject({
      msg: 'API request failed',
      requestId: 'shop-req-500',
    });
    expect(entries.find((e) => e.access)).toMatchObject({
      status: 500,
      requestId: 'shop-req-500',
    });
  });
});
