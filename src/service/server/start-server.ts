import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fromNodeRequest, writeNodeResponse } from '../http/node-adapter';
import type { Service } from '../service';

type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> | void;

export interface RunningServer {
  server: http.Server;
  url: string;
  close(): Promise<void>;
}

/** True for the paths served by the framework-free API (the lean path). */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/v1/') || url === '/api/health' || url.startsWith('/api/health?');
}

/**
 * One HTTP server: `/api/v1/*` and `/api/health` go straight to the framework-free handlers
 * (no Next.js router on the hot path); everything else — widget, console — to Next.js when given.
 */
export async function startServer(
  service: Service,
  options: { port: number; host: string; next?: NodeHandler },
): Promise<RunningServer> {
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (isApiPath(url) || !options.next) {
      if (!isApiPath(url)) {
        writeNodeResponse(res, {
          status: 404,
          headers: { 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify({
            error: 'NOT_FOUND',
            errorMessage: `nothing at ${url.split('?')[0]}`,
          }),
        });
        return;
      }
      service
        .api(fromNodeRequest(req))
        .then((response) => {
          if (response.status === 413) response.headers.connection = 'close';
          writeNodeResponse(res, response);
        })
        .catch((err: unknown) => {
          service.ctx.logger.error({ err }, 'unhandled API error');
          if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
          res.end('{"error":"INTERNAL_ERROR","errorMessage":"unexpected error"}');
        });
      return;
    }
    Promise.resolve(options.next(req, res)).catch((err: unknown) => {
      service.ctx.logger.error({ err }, 'page request failed');
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host;
  return {
    server,
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
