import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/service/config/load-config';
import { createLogger } from '../../../src/service/logger';
import { gracefulStop } from '../../../src/service/server/graceful-stop';
import {
  createRequestTracker,
  type DrainSummary,
} from '../../../src/service/server/request-tracker';
import { startServer, type RunningServer } from '../../../src/service/server/start-server';
import { createService, type Service } from '../../../src/service/service';
import { waitFor } from '../../support/wait';
import { prepareDataDir } from '../operations/serve-process';

/** A kept-alive connection of our own, one request at a time, bytes as written. */
interface Connection {
  /** Sends a GET and resolves with the status and headers once the whole answer is in. */
  get(path: string): Promise<{ status: number; headers: Record<string, string> }>;
  /** Resolves with `performance.now()` when the server has closed the connection. */
  closed: Promise<number>;
  destroy(): void;
}

function connect(url: string): Promise<Connection> {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  let data = Buffer.alloc(0);
  let waiting: ((head: string) => void) | undefined;
  socket.on('data', (chunk: Buffer) => {
    data = Buffer.concat([data, chunk]);
    const end = data.indexOf('\r\n\r\n');
    if (end === -1 || !waiting) return;
    const head = data.subarray(0, end).toString('latin1');
    const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? 0);
    if (data.length < end + 4 + length) return;
    data = data.subarray(end + 4 + length);
    const done = waiting;
    waiting = undefined;
    done(head);
  });
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(now())));
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('connect', () =>
      resolve({
        get: (path) =>
          new Promise((answered, failed) => {
            waiting = (head) => {
              const [statusLine, ...lines] = head.split('\r\n');
              const headers: Record<string, string> = {};
              for (const line of lines) {
                const at = line.indexOf(':');
                headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
              }
              answered({ status: Number(statusLine!.split(' ')[1]), headers });
            };
            void closed.then(() => failed(new Error(`closed before the answer to ${path}`)));
            socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`);
          }),
        closed,
        destroy: () => socket.destroy(),
      }),
    );
  });
}

const now = (): number => performance.now();

/** Whether a new connection to `url` is refused (the listener has closed). */
function refused(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (e: NodeJS.ErrnoException) => resolve(e.code === 'ECONNREFUSED'));
  });
}

/** A GET over a connection of its own: status, and the `Connection` header of the answer. */
function getOnce(url: string): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
        );
      })
      .on('error', reject);
  });
}

/**
 * The drain as a kept-alive client sees it: a connection idle when the drain starts is neither
 * closed at once (its client may be writing its next request right then) nor held open past the
 * idle grace; a request written on it during the grace is answered, saying `Connection: close`;
 * and, with a deregistration delay, the listener keeps accepting (readiness says `draining`)
 * until the delay is over.
 */
describe('drain of kept-alive connections', () => {
  let service: Service | undefined;
  let server: RunningServer | undefined;
  let dataDir = '';

  afterEach(async () => {
    await server?.close();
    await service?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<{
    url: string;
    stop: (delayMs: number, idleMs: number) => Promise<DrainSummary>;
  }> {
    ({ dataDir } = await prepareDataDir());
    const config = loadConfig({
      OFAGE_DATA_DIR: dataDir,
      OFAGE_METHOD_WORKERS: '0',
      OFAGE_LOG_LEVEL: 'silent',
    });
    const s = await createService({ config, logger: createLogger('silent') });
    service = s;
    const running = await startServer(s, { port: 0, host: '127.0.0.1' });
    server = running;
    return {
      url: running.url,
      stop: (delayMs, idleMs) => {
        // The stop closes the service and the server itself.
        server = service = undefined;
        return gracefulStop({
          service: s,
          server: running,
          timeoutMs: 30_000,
          delayMs,
          idleMs,
          logger: { info: () => undefined, warn: () => undefined },
        });
      },
    };
  }

  it('answers a request written on an idle connection during the grace, then closes it', async () => {
    const { url, stop } = await start();
    const busy = await connect(url);
    const idle = await connect(url);
    expect((await busy.get('/api/health/live')).headers.connection).toBe('keep-alive');
    expect((await idle.get('/api/health/live')).headers.connection).toBe('keep-alive');

    const idleMs = 1_500;
    const started = now();
    const stopped = stop(0, idleMs);
    await waitFor(() => refused(url), { message: 'the listener to close' });
    // The client of `busy` writes its next request now, on the connection it kept.
    const late = await busy.get('/api/health/live');
    expect(late).toMatchObject({ status: 200, headers: { connection: 'close' } });
    await busy.closed;
    // `idle` sends nothing: it is closed once it has been idle for the grace, not before.
    const idleClosedAt = await idle.closed;
    expect(idleClosedAt - started).toBeGreaterThanOrEqual(idleMs - 50);
    const summary = await stopped;
    expect(summary).toMatchObject({ cut: 0, abandoned: 0, idleClosed: 1 });
    expect(summary.answered).toBe(summary.accepted);
    expect(summary.ms).toBeLessThan(idleMs + 2_000);
  });

  it('keeps accepting through the deregistration delay, readiness saying draining', async () => {
    const { url, stop } = await start();
    const delayMs = 1_500;
    const started = now();
    const stopped = stop(delayMs, 200);
    const ready = await getOnce(`${url}/api/health/ready`);
    expect(ready).toEqual({ status: 503, connection: 'close' });
    // New connections are still taken, and answered with `Connection: close`.
    expect(await getOnce(`${url}/api/health/live`)).toEqual({ status: 200, connection: 'close' });
    await waitFor(() => refused(url), { timeout: 10_000, message: 'the listener to close' });
    expect(now() - started).toBeGreaterThanOrEqual(delayMs - 50);
    expect(await stopped).toMatchObject({ cut: 0, abandoned: 0 });
  });
});

/**
 * The requests a drain finds open, as their clients see them: one accepted before the drain and
 * answered during it says `Connection: close` and its connection closes; one still unanswered at
 * the deadline is cut, and counted so. The tracker on a bare server, its handler holding answers.
 */
describe('requests open when a drain starts', () => {
  let server: http.Server | undefined;

  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
    server = undefined;
  });

  async function heldServer(): Promise<{
    url: string;
    tracker: ReturnType<typeof createRequestTracker>;
    server: http.Server;
    waiting: http.ServerResponse[];
  }> {
    const tracker = createRequestTracker();
    const waiting: http.ServerResponse[] = [];
    const s = http.createServer({ ServerResponse: tracker.Response }, (req, res) =>
      tracker.accept(req, res, () => waiting.push(res)),
    );
    s.on('connection', (socket: net.Socket) => tracker.connect(socket));
    server = s;
    await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
    const { port } = s.address() as net.AddressInfo;
    return { url: `http://127.0.0.1:${port}`, tracker, server: s, waiting };
  }

  it('answers a request accepted before the drain with Connection: close', async () => {
    const { url, tracker, server: s, waiting } = await heldServer();
    const agent = new http.Agent({ keepAlive: true });
    const answer = new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${url}/slow`, { agent }, resolve).on('error', reject),
    );
    await waitFor(() => waiting.length === 1, { message: 'the request to be accepted' });
    expect(tracker.inFlight).toBe(1);
    const drained = tracker.drain(s, { deadline: Date.now() + 10_000, delayMs: 0, idleMs: 200 });
    waiting[0]!.end('done');
    const res = await answer;
    res.resume();
    expect(res.headers.connection).toBe('close');
    expect(await drained).toMatchObject({ accepted: 1, answered: 1, abandoned: 0, cut: 0 });
    expect(tracker.inFlight).toBe(0);
    agent.destroy();
  });

  it('cuts, and counts, a request still unanswered at the deadline', async () => {
    const { url, tracker, server: s, waiting } = await heldServer();
    const failed = new Promise<string>((resolve) =>
      http
        .get(`${url}/never`, { agent: false }, () => resolve('answered'))
        .on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message)),
    );
    await waitFor(() => waiting.length === 1, { message: 'the request to be accepted' });
    const summary = await tracker.drain(s, {
      deadline: Date.now() + 500,
      delayMs: 0,
      idleMs: 200,
    });
    expect(summary).toMatchObject({ accepted: 1, answered: 0, cut: 1 });
    expect(await failed).toBe('ECONNRESET');
  });
});
