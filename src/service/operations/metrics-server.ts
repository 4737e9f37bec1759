import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, type Registry } from 'prom-client';

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The Prometheus listener: `GET /metrics` on its own port (`OFAGE_METRICS_PORT`), bound to
 * `OFAGE_METRICS_HOST` (127.0.0.1 unless it says otherwise), never on the public port — series
 * name methods, routes and backlogs an outsider has no business seeing.
 */
export async function startMetricsServer(
  registry: Registry,
  options: { port: number; host: string },
): Promise<MetricsServer> {
  // Node's own series (CPU, memory, event-loop lag, GC), only where they are scraped: they keep
  // an event-loop monitor running.
  collectDefaultMetrics({ register: registry, prefix: 'ofage_' });
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (body) => {
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`metrics failed: ${error instanceof Error ? error.message : String(error)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
