/**
 * One service instance in a process of its own, as `ofage serve` runs it, for the several-
 * instances test and bench (test/support/service-instances.ts): the front door, the API, the
 * method actions, the webhook dispatcher and the purge, on the database and Redis of its
 * environment (`DATABASE_URL`, `OFAGE_REDIS_URL`, …; `OFAGE_INSTANCE_PORT` for a fixed port, default any). The
 * widget's own routes (events, status, simulate) go to the same handlers Next.js's route files
 * bind, without a page build. Prints one JSON line `{url, pid}` once it listens; SIGTERM drains
 * it as `ofage serve` does (`gracefulStop`), prints `{drained}` (its summary) and exits 0.
 */
import { loadConfig } from '../../src/service/config/load-config';
import { toWebRequest, writeWebResponse } from '../../src/service/http/web-request';
import { createLogger } from '../../src/service/logger';
import { gracefulStop } from '../../src/service/server/graceful-stop';
import { startServer } from '../../src/service/server/start-server';
import { createService, type Service } from '../../src/service/service';
import { handleEvents } from '../../src/service/widget/handlers/events';
import { handleSimulate } from '../../src/service/widget/handlers/simulate';
import { handleStatus } from '../../src/service/widget/handlers/status';

const WIDGET_ROUTES: Record<string, (service: Service, request: Request) => Promise<Response>> = {
  '/api/widget/events': (service, request) => handleEvents(service, request),
  '/api/widget/status': handleStatus,
  '/api/widget/simulate': handleSimulate,
};

const config = loadConfig({
  ...process.env,
  PORT: process.env.OFAGE_INSTANCE_PORT ?? '0',
  HOST: '127.0.0.1',
});
const logger = createLogger(process.env.OFAGE_LOG_LEVEL ?? 'warn');
const service = await createService({ config, logger });
const running = await startServer(service, {
  port: config.port,
  host: '127.0.0.1',
  next: (req, res) => {
    const handler = WIDGET_ROUTES[new URL(req.url ?? '/', 'http://x').pathname];
    if (!handler) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"error":"NOT_FOUND","errorMessage":"no page build in this instance"}');
      return;
    }
    return handler(service, toWebRequest(req, config.publicUrl)).then((response) =>
      writeWebResponse(res, response),
    );
  },
});
process.stdout.write(`${JSON.stringify({ url: running.url, pid: process.pid })}\n`);
process.once('SIGTERM', () => {
  void gracefulStop({ service, server: running, timeoutMs: config.shutdownTimeoutMs, logger })
    .then((drained) => process.stdout.write(`${JSON.stringify({ drained })}\n`))
    .finally(() => process.exit(0));
});
