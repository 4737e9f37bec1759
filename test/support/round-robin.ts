import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobin {
  url: string;
  /** How many requests each upstream received, in the order of `upstreams`. */
  counts: number[];
  close(): Promise<void>;
}

/**
 * A small local load balancer: each request goes to the next upstream in turn, streamed both
 * ways (server-sent events pass through), with `X-Forwarded-For` appended as a reverse proxy
 * does. Enough to put several service instances behind one URL in tests and benches.
 * `upstreams` is read at each request, so the caller may fill it after the proxy listens (to
 * give the instances the proxy's URL as their public URL).
 */
export async function startRoundRobin(upstreams: string[]): Promise<RoundRobin> {
  const counts: number[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let turn = 0;
  const server = http.createServer((req, res) => {
    const index = turn++ % upstreams.length;
    counts[index] = (counts[index] ?? 0) + 1;
    const target = new URL(req.url ?? '/', upstreams[index]);
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = http.request(
      target,
      {
        method: req.method,
        headers: { ...req.headers, 'x-forwarded-for': forwarded },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end('{"error":"BAD_GATEWAY","errorMessage":"upstream failed"}');
    });
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
