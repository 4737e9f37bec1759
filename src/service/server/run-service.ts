import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ServiceConfig } from '../config/load-config';
import type { Logger } from '../logger';
import { recordServiceSettings } from '../config/recorded-settings';
import { seedDemo, type DemoSeed } from '../seed/seed-demo';
import { createService, type Service } from '../service';
import { registerService } from '../service-registry';
import { installArrayBufferDetached } from './array-buffer-detached';
import { linkExternals } from './prebuilt-externals';
import { gracefulStop } from './graceful-stop';
import { startMetricsServer } from '../operations/metrics-server';
import { startTracing } from '../operations/tracing';
import { onStopSignal } from '../operations/on-stop-signal';
import type { ReadinessReport } from '../operations/readiness';
import { waitUntilReady } from '../operations/wait-until-ready';
import type { DrainSummary } from './request-tracker';
import { describeListenAddress } from './listen-address';
import { startServer, type RunningServer } from './start-server';

export interface RunOptions {
  json?: boolean;
  log?: (line: string) => void;
  /** Serve the widget and console pages through Next.js (needs `next build` unless dev). */
  pages?: false | { dev: boolean };
  /** Seed the demo product (npm start). */
  seed?: { exampleOrigin: string; webhookUrl?: string | undefined };
  /** Resolve once started instead of waiting for SIGINT/SIGTERM. */
  detached?: boolean;
  /** The service's logger (default: one at `OFAGE_LOG_LEVEL`, in `OFAGE_LOG_FORMAT`). */
  logger?: Logger;
}

export interface RunningService {
  service: Service;
  server: RunningServer;
  seed: DemoSeed | undefined;
  /**
   * Resolves once the service is ready (readers loaded or off): banners wait for it, so nothing
   * is announced that would then be refused.
   */
  ready: Promise<ReadinessReport>;
  /** The graceful stop (`gracefulStop`), within `OFAGE_SHUTDOWN_TIMEOUT_MS`. */
  stop(): Promise<DrainSummary>;
}

/** Starts the service: database, migrations, optional seed, the HTTP server and Next.js pages. */
export async function runService(
  config: ServiceConfig,
  options: RunOptions = {},
): Promise<RunningService> {
  // Before the service is built: its trace points are installed only when tracing is on.
  const tracing = config.tracing ? startTracing(config.tracing) : undefined;
  let service: Service;
  try {
    service = await createService({
      config,
      ...(options.logger ? { logger: options.logger } : {}),
    });
  } catch (error) {
    await tracing?.shutdown();
    throw error;
  }
  registerService(service);
  // The `ofage` commands run against this data directory read what this start runs with.
  recordServiceSettings(config);
  let seed: DemoSeed | undefined;
  if (options.seed) {
    seed = await seedDemo(service.ctx, {
      apiKey: config.seed.apiKey,
      webhookSecret: config.seed.webhookSecret,
      webhookUrl: config.seed.webhookUrl ?? options.seed.webhookUrl,
      allowedOrigins: [options.seed.exampleOrigin, ...config.seed.allowedOrigins],
    });
  }

  let nextHandler: Parameters<typeof startServer>[1]['next'];
  let closeNext: (() => Promise<void>) | undefined;
  if (options.pages) {
    // Before Next loads React's server renderer, which reads it once (Node 20 lacks it).
    installArrayBufferDetached();
    const { default: next } = await import('next');
    const dir = path.resolve(import.meta.dirname, '../../..');
    if (!options.pages.dev) linkExternals(dir);
    const app = next({
      dev: options.pages.dev,
      dir,
      quiet: true,
      // Server-action redirects are resolved against these.
      hostname: config.host === '0.0.0.0' ? 'localhost' : config.host,
      port: config.port,
    });
    await app.prepare();
    const handle = app.getRequestHandler();
    nextHandler = (req, res) => handle(req, res);
    closeNext = () => app.close();
  }

  const server = await startServer(service, {
    port: config.port,
    host: config.host,
    ...(nextHandler ? { next: nextHandler } : {}),
  });
  const metricsServer = config.metrics
    ? await startMetricsServer(service.metrics.registry, config.metrics)
    : undefined;
  if (metricsServer) service.ctx.logger.info({ url: metricsServer.url }, 'metrics listening');
  let stopped: Promise<DrainSummary> | undefined;
  const stop = (): Promise<DrainSummary> =>
    (stopped ??= gracefulStop({
      service,
      server,
      closeOthers: async () => {
        await metricsServer?.close();
        await closeNext?.();
        await tracing?.shutdown();
      },
      timeoutMs: config.shutdownTimeoutMs,
      logger: service.ctx.logger,
    }));
  const ready = waitUntilReady(service.readiness);
  void ready.then((report) =>
    service.ctx.logger.info(
      { status: report.status, readers: report.checks.readers },
      'ofage service ready',
    ),
  );
  const bound = describeListenAddress(config.host, (server.server.address() as AddressInfo).port);
  service.ctx.logger.info(
    {
      url: server.url,
      address: bound.address,
      reach: bound.reach,
      database: service.database.dialect,
      location: service.database.location,
    },
    `ofage service listening: ${bound.note}`,
  );

  if (!options.detached) await onStopSignal(stop, config.shutdownTimeoutMs);
  return { service, server, seed, ready, stop };
}
