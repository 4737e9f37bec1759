import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ServiceConfig } from '../../config/load-config';
import { consoleDb } from '../../console/console-database';
import { onStopSignal } from '../../operations/on-stop-signal';
import { describeListenAddress } from '../../server/listen-address';
import { runService } from '../../server/run-service';
import { captureOutput } from '../../logging/capture-output';
import { resolveLogFormat, type LogFormat } from '../../logging/log-format';
import { createLogger, type Logger } from '../../logger';

/** The service package's own directory: its prebuilt pages are in `.next/` there. */
const PACKAGE_DIR = path.resolve(import.meta.dirname, '../../../..');

/**
 * `ofage serve`: the API, widget and console on one port, from a clone or an installed
 * `@ofage/service` alike. The pages are the package's own build (shipped in the package, or
 * `npm run build` in a clone); data lives in the working directory (`OFAGE_DATA_DIR`, default
 * `.data/`) or in PostgreSQL (`DATABASE_URL`). Runs until SIGINT or SIGTERM.
 */
export async function serve(
  config: ServiceConfig,
  io: { stdout: (line: string) => void; stderr: (line: string) => void; json: boolean },
): Promise<void> {
  const format = resolveLogFormat(config.logFormat, process.stdout.isTTY === true);
  const logger = createLogger(config.logLevel, undefined, format);
  // In JSON, whatever else is printed (Next.js's lines, a library's console calls) is a log line
  // too: a collector reading standard output gets nothing it cannot parse.
  const release = format === 'json' ? captureOutput(logger) : undefined;
  try {
    await run(config, io, logger, format);
  } finally {
    release?.();
  }
}

async function run(
  config: ServiceConfig,
  io: { stdout: (line: string) => void; stderr: (line: string) => void; json: boolean },
  logger: Logger,
  format: LogFormat,
): Promise<void> {
  const built = fs.existsSync(path.join(PACKAGE_DIR, '.next', 'BUILD_ID'));
  if (!built) {
    const notice =
      `ofage: no build of the widget and console pages in ${path.join(PACKAGE_DIR, '.next')}: ` +
      'serving the API only. In a clone, run `npm run build` first.';
    if (format === 'json') logger.warn(notice);
    else io.stderr(notice);
  }
  // As a container's PID 1, Node ignores a signal it has no handler for: a stop asked for while
  // the service starts would be lost and the orchestrator's grace period waited out. Until the
  // drain's handler below is in place, it ends start-up as it would any other process.
  const stopDuringStartup = (signal: NodeJS.Signals): void => {
    io.stderr(`ofage: ${signal} while starting: exiting`);
    process.exit(128 + os.constants.signals[signal]);
  };
  process.once('SIGTERM', stopDuringStartup).once('SIGINT', stopDuringStartup);
  const running = await runService(config, {
    pages: built ? { dev: false } : false,
    detached: true,
    logger,
  });
  process.off('SIGTERM', stopDuringStartup).off('SIGINT', stopDuringStartup);
  // SIGTERM from here on drains, even while the readers still load.
  const stopped = onStopSignal(() => running.stop(), config.shutdownTimeoutMs);
  // The banner says the service is up only once it can serve what it offers.
  const report = await running.ready;
  // Stopped before it was ready: no banner (its listener is gone), the drain's lines say it all.
  if (report.status === 'draining') {
    await stopped;
    return;
  }
  const { dialect, location } = running.service.database;
  const url = config.publicUrl;
  const accounts = await countAccounts(running.service);
  const bound = describeListenAddress(
    config.host,
    (running.server.server.address() as AddressInfo).port,
  );
  const summary = {
    url,
    listening: running.server.url,
    address: bound.address,
    reach: bound.reach,
    dialect,
    location,
    built,
    rateLimits: running.service.rateLimitScope,
  };
  if (io.json) {
    io.stdout(JSON.stringify(summary));
  } else {
    const banner = [
      `ofage service listening on ${bound.reach === 'every-interface' ? bound.address : running.server.url} (public URL ${url}), ready`,
      `  network:   ${bound.note}`,
      `  database:  ${dialect === 'sqlite' ? `SQLite, ${location}` : `PostgreSQL, ${location}`}`,
      `  limits:    ${rateLimitNote(running.service.rateLimitScope, dialect)}`,
      `  console:   ${consoleNote(url, { built, openSignup: config.openSignup, accounts })}`,
      '  next:      npx ofage products create --name "My shop" --origin https://shop.example',
      '             npx ofage keys create --product <id> --mode test',
      'Press Ctrl+C to stop.',
    ].join('\n');
    // In JSON, the banner is one log line: its text, and the same facts as fields.
    if (format === 'json') logger.info(summary, banner);
    else io.stdout(banner);
  }
  await stopped;
}

/**
 * The banner's console line: where the console is and how the first person gets in. Sign-up is
 * closed unless `OFAGE_OPEN_SIGNUP` opens it, so with no account yet the way in is
 * `ofage accounts create`, not the sign-up page.
 */
export function consoleNote(
  url: string,
  state: { built: boolean; openSignup: boolean; accounts: number },
): string {
  if (!state.built) return 'not served (no page build)';
  if (state.accounts > 0) {
    return `${url}/console (sign in; \`npx ofage accounts create --email <e-mail>\` adds an account)`;
  }
  return state.openSignup
    ? `${url}/console (sign up for the first account)`
    : `${url}/console (no account yet, and sign-up is closed: create one with \`npx ofage accounts create --email <e-mail>\`)`;
}

async function countAccounts(service: { ctx: { db: Parameters<typeof consoleDb>[0] } }) {
  const row = await consoleDb(service.ctx.db)
    .selectFrom('console_accounts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Where the API key rate limits are kept, as `ofage serve` prints it: on PostgreSQL, where
 * several instances may share the database, a per-instance limit is worth saying out loud.
 */
export function rateLimitNote(scope: 'redis' | 'memory', dialect: 'sqlite' | 'postgres'): string {
  if (scope === 'redis') return 'API key rate limits shared through Redis (OFAGE_REDIS_URL)';
  return dialect === 'postgres'
    ? 'API key rate limits are per instance: with several instances on this database, set OFAGE_REDIS_URL to share them'
    : 'API key rate limits are per instance';
}
