import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinOptions {
  /**
   * Ask each upstream's readiness (`GET /api/health/ready`) this often, in ms (default 250); 0
   * never asks. An upstream whose answer is not 200, or that refuses the connection, gets no
   * requests until a later check answers 200.
   */
  healthIntervalMs?: number;
}

export interface RoundRobin {
  url: string;
  /** How many requests each upstream received, in the order of `upstreams`. */
  counts: number[];
  /**
   * Requests sent again to another upstream and answered 502 (see {@link startRoundRobin}), and
   * how often an upstream was taken out of the rotation.
   */
  stats: { retried: number; failed: number; markedDown: number };
  close(): Promise<void>;
}

const READY_PATH = '/api/health/ready';
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);
const CHECK_TIMEOUT_MS = 2000;
const SLOW_CHECKS = 3;

/**
 * A small local load balancer, doing what a real one does for a rolling restart: each request
 * goes to the next upstream in turn, streamed back (server-sent events pass through), with
 * `X-Forwarded-For` appended as a reverse proxy does. It follows readiness: each upstream is
 * asked `/api/health/ready` every `healthIntervalMs` (a new connection each time, as health
 * checks do), and one that answers anything but 200 (starting, draining), refuses the
 * connection, or has not answered within 2 s three checks in a row, is passed over until it
 * answers 200 again. A request whose connection an upstream
 * refused was never sent, so it goes to the next upstream whatever its method; one whose
 * reused kept-alive connection was reset before any answer goes again only if it is a GET, HEAD
 * or OPTIONS (a POST may have arrived). Request bodies are read whole first (nginx's
 * `proxy_request_buffering on`) so that they can be sent again. Only when every upstream failed
 * does the client get a 502.
 * `upstreams` is read at each request, so the caller may fill it after the proxy listens (to
 * give the instances the proxy's URL as their public URL).
 */
export async function startRoundRobin(
  upstreams: string[],
  { healthIntervalMs = 250 }: RoundRobinOptions = {},
): Promise<RoundRobin> {
  const counts: number[] = [];
  const stats = { retried: 0, failed: 0, markedDown: 0 };
  const down = new Set<string>();
  const markDown = (upstream: string): void => {
    if (!down.has(upstream)) stats.markedDown++;
    down.add(upstream);
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let turn = 0;

  /** The next upstream in turn that is up and not yet tried for this request. */
  const pick = (tried: Set<number>): number | undefined => {
    const n = upstreams.length;
    let fallback: number | undefined;
    for (let k = 0; k < n; k++) {
      const index = (turn + k) % n;
      if (tried.has(index)) continue;
      if (!down.has(upstreams[index]!)) {
        turn = index + 1;
        return index;
      }
      fallback ??= index;
    }
    // Every upstream left is down: try them anyway rather than answer 502 unasked.
    if (fallback !== undefined) turn = fallback + 1;
    return fallback;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
        .filter(Boolean)
        .join(', ');
      const headers = { ...req.headers, 'x-forwarded-for': forwarded };
      if (body.length > 0 || 'content-length' in headers) {
        delete headers['transfer-encoding'];
        headers['content-length'] = String(body.length);
      }
      const tried = new Set<number>();
      let current: http.ClientRequest | undefined;
      res.on('close', () => current?.destroy());

      const send = (): void => {
        const index = pick(tried);
        if (index === undefined) {
          stats.failed++;
          res.writeHead(502, { 'content-type': 'application/json' });
          res.end('{"error":"BAD_GATEWAY","errorMessage":"no upstream answered"}');
          return;
        }
        tried.add(index);
        counts[index] = (counts[index] ?? 0) + 1;
        const upstreamUrl = upstreams[index]!;
        const upstream = http.request(new URL(req.url ?? '/', upstreamUrl), {
          method: req.method,
          headers,
          agent,
        });
        current = upstream;
        upstream.on('response', (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (res.headersSent || res.destroyed) {
            res.destroy();
            return;
          }
          const refused = error.code === 'ECONNREFUSED';
          if (refused) markDown(upstreamUrl);
          const resetBeforeAnswer =
            upstream.reusedSocket &&
            (error.code === 'ECONNRESET' || error.message === 'socket hang up');
          if (refused || (resetBeforeAnswer && IDEMPOTENT.has(req.method ?? 'GET'))) {
            stats.retried++;
            send();
            return;
          }
          stats.failed++;
          res.writeHead(502, { 'content-type': 'application/json' });
          res.end('{"error":"BAD_GATEWAY","errorMessage":"upstream failed"}');
        });
        upstream.end(body);
      };
      send();
    });
  });
  server.keepAliveTimeout = 65_000;

  // An answer other than 200 and a refused connection are definite: out at once. A slow answer
  // is not (a busy machine): out after SLOW_CHECKS in a row, like a probe's failure threshold.
  const probing = new Set<string>();
  const slow = new Map<string, number>();
  const check = (upstream: string): void => {
    if (probing.has(upstream)) return;
    probing.add(upstream);
    const probe = http.get(
      new URL(READY_PATH, upstream),
      { agent: false, timeout: CHECK_TIMEOUT_MS },
      (answer) => {
        answer.resume();
        slow.delete(upstream);
        if (answer.statusCode === 200) down.delete(upstream);
        else markDown(upstream);
      },
    );
    probe.on('timeout', () => {
      const times = (slow.get(upstream) ?? 0) + 1;
      slow.set(upstream, times);
      if (times >= SLOW_CHECKS) markDown(upstream);
      probe.destroy();
    });
    probe.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') markDown(upstream);
    });
    probe.on('close', () => probing.delete(upstream));
  };
  const checks =
    healthIntervalMs > 0
      ? setInterval(() => new Set(upstreams).forEach(check), healthIntervalMs).unref()
      : undefined;

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    stats,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(checks);
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
