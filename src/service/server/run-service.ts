import path from 'node:path';
import type { ServiceConfig } from '../config/load-config';
import { recordServiceSettings } from '../config/recorded-settings';
import { seedDemo, type DemoSeed } from '../seed/seed-demo';
import { createService, type Service } from '../service';
import { registerService } from '../service-registry';
import { installArrayBufferDetached } from './array-buffer-detached';
import { linkExternals } from './prebuilt-externals';
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
}

export interface RunningService {
  service: Service;
  server: RunningServer;
  seed: DemoSeed | undefined;
  stop(): Promise<void>;
}

/** Starts the service: database, migrations, optional seed, the HTTP server and Next.js pages. */
export async function runService(
  config: ServiceConfig,
  options: RunOptions = {},
): Promise<RunningService> {
  const service = await createService({ config });
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
  const stop = async (): Promise<void> => {
    await server.close();
    await closeNext?.();
    await service.close();
  };
  service.ctx.logger.info(
    { url: server.url, database: service.database.dialect, location: service.database.location },
    'ofage service listening',
  );

  if (!options.detached) {
    await new Promise<void>((resolve) => {
      const onSignal = (): void => {
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
        stop().then(resolve, resolve);
      };
      process.on('SIGINT', onSignal);
      process.on('SIGTERM', onSignal);
    });
  }
  return { service, server, seed, stop };
}
