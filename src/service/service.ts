import { randomBytes } from 'node:crypto';
import type { ServiceConfig } from './config/load-config';
import type { ServiceContext } from './context';
import type { DatabaseHandle } from './db/create-database';
import { openMigratedDatabase, schemaStepOf } from './db/open-migrated-database';
import { API_ACTOR, recordAudit } from './console/audit-log';
import { createApiRouter } from './http/api-router';
import type { ApiRequest, ApiResponse } from './http/api-types';
import { openRateLimiter } from './http/open-rate-limiter';
import type { KeyRateLimiter } from './http/rate-limiter';
import { ServiceError } from './errors/service-error';
import { KeyAuthenticator } from './keys/key-authenticator';
import { resolveLogFormat } from './logging/log-format';
import { createLogger, type Logger } from './logger';
import { getProduct, type Product } from './products/products';
import { SIGNING_KEYS_RELOAD_MS, SigningKeyRing } from './tokens/signing-keys';
import { createWorkerPool, type WorkerPool } from './methods/kit/worker-pool';
import {
  installedPackages,
  peerRanges,
  type PackageResolver,
} from './methods/kit/method-libraries';
import { liveMethods, methodsMissingLibraries, methodWorkerModules } from './methods/registry';
import { createMetrics, type ServiceMetrics } from './operations/metrics';
import { createReadiness, type Readiness } from './operations/readiness';
import { scheduledPurge } from './lifecycle/scheduled-purge';
import { handleMethodAction, METHOD_ACTIONS_PATH } from './widget/handlers/method-action';
import {
  inSpan,
  QuerySpans,
  traceWebhookFetch,
  traceWorkers,
  tracingOn,
} from './operations/trace-points';
import { VerificationNotifier } from './verifications/verification-notifier';
import { createVerificationStore } from './verifications/verification-store';
import {
  createWebhookDispatcher,
  type WebhookDispatcher,
} from './webhooks/create-webhook-dispatcher';
import { pinnedFetch, type WebhookFetch } from './webhooks/pinned-fetch';

export interface ServiceOptions {
  config: ServiceConfig;
  logger?: Logger;
  now?: () => number;
  /** Deliver webhooks from this instance (default true). */
  deliverWebhooks?: boolean;
  /** Injected into webhook delivery (tests). */
  fetch?: WebhookFetch;
  /**
   * A worker pool of the caller's (tests, benchmarks) instead of one sized by the config. It
   * stays the caller's: closing the service leaves it running.
   */
  workers?: WorkerPool;
  /** Which packages are installed (tests simulate a missing method library). */
  isInstalled?: PackageResolver;
  /** How often the widget signing keys are read again (default SIGNING_KEYS_RELOAD_MS). */
  signingKeysReloadMs?: number;
}

export interface Service {
  ctx: ServiceContext;
  database: DatabaseHandle;
  keys: KeyAuthenticator;
  notifier: VerificationNotifier;
  dispatcher: WebhookDispatcher;
  /**
   * A per-process secret: the front door stamps the client address it resolved with it, so code
   * behind Next.js can tell that stamp from a header a client made up (`client-stamp.ts`).
   */
  clientStamp: string;
  /** The framework-free API handler. */
  api: (request: ApiRequest) => Promise<ApiResponse>;
  /** The methods' widget actions (`/api/widget/methods/*`), served on the lean path too. */
  methodActions: (request: Request) => Promise<Response>;
  getProduct(id: string): Promise<Product | undefined>;
  /** Where the rate limits are kept: `redis` (shared by every instance) or `memory`. */
  rateLimitScope: 'redis' | 'memory';
  /** The OpenID issuers' limit per client address (`OFAGE_OIDC_RATE_LIMIT_PER_SECOND`). */
  oidcRateLimiter: KeyRateLimiter;
  /** Drops cached products and keys after a change made in this process. */
  invalidateCaches(): void;
  /** Whether to send this instance traffic (the health probes); draining from SIGTERM on. */
  readiness: Readiness;
  /** Prometheus metrics (served on `OFAGE_METRICS_PORT` when set). */
  metrics: ServiceMetrics;
  /**
   * Stops the background work and closes the database. With `deadline` (epoch ms), webhook
   * attempts still running then release their leases instead of being waited for.
   */
  close(options?: { deadline?: number }): Promise<void>;
}

const PRODUCT_CACHE_MS = 5_000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** The issuers' burst, in seconds of their rate: about ten requests of one age-key flow at 5/s. */
const OIDC_BURST_SECONDS = 6;

/**
 * The composition root: opens the database and migrates it (or, with `OFAGE_MIGRATE_ON_START`
 * off, refuses one that lacks migrations), then wires every part together.
 */
export async function createService(options: ServiceOptions): Promise<Service> {
  const { config } = options;
  const logger =
    options.logger ??
    createLogger(
      config.logLevel,
      undefined,
      resolveLogFormat(config.logFormat, process.stdout.isTTY === true),
    );
  const now = options.now ?? Date.now;
  const {
    handle: database,
    applied,
    schema,
  } = await openMigratedDatabase(config, schemaStepOf(config));
  if (applied.length > 0) logger.info({ applied }, `migrations applied: ${applied.join(', ')}`);
  if (database.autoVacuum === 'none') {
    logger.warn(
      'the SQLite file cannot shrink after purges (auto_vacuum is off, and the file is too large to switch at start-up): start it once with OFAGE_SQLITE_VACUUM_ON_START=true (docs/service/operations.md, "Retention")',
    );
  }
  if (schema.newer.length > 0) {
    // A rolling upgrade under way, or a rollback: a newer version added what this one ignores.
    logger.warn(
      { newer: schema.newer.map((m) => m.name) },
      'the database has migrations of a newer ofage version (expand only): this version serves beside it',
    );
  }
  const signingKeys = await SigningKeyRing.load(database.db, now(), database.dialect);
  const tracing = tracingOn();
  // With tracing on, the service's queries, reads and deliveries each make a span.
  const db = tracing
    ? database.db.withPlugin(
        new QuerySpans(database.dialect === 'postgres' ? 'postgresql' : 'sqlite'),
      )
    : database.db;
  const isInstalled = options.isInstalled ?? installedPackages();
  // One line per method whose libraries this deployment did not install, saying what would
  // turn it on; the method stays off (test mode still simulates it).
  const missingLibraries = methodsMissingLibraries(isInstalled, peerRanges());
  for (const off of missingLibraries) {
    logger.info({ method: off.method, missing: off.missing, install: off.install }, off.message);
  }
  const workerModules = methodWorkerModules(isInstalled);
  const pool =
    options.workers ??
    startMethodWorkers(workerModules, config, logger, (task, ms, ok) =>
      metrics.workerTask(task, ms, ok),
    );
  const workers = pool && tracing ? traceWorkers(pool) : pool;
  const metrics = createMetrics({
    db: database.db,
    workers: () => workers?.stats(),
    ...(database.poolStats ? { databasePool: database.poolStats } : {}),
  });

  const notifier = new VerificationNotifier();
  const dispatcher = createWebhookDispatcher({
    db: database.db,
    dialect: database.dialect,
    now,
    logger,
    allowLoopback: config.allowLoopbackWebhooks,
    onAttempt: (outcome) => metrics.webhookAttempt(outcome),
    ...(options.fetch || tracing
      ? { fetch: tracing ? traceWebhookFetch(options.fetch ?? pinnedFetch) : options.fetch! }
      : {}),
  });
  const verifications = createVerificationStore(db);
  const ctx: ServiceContext = {
    db,
    dialect: database.dialect,
    config,
    logger,
    now,
    signingKeys,
    verifications: {
      ...verifications,
      insert: (row) => verifications.insert(row).then(() => metrics.verificationCreated(row)),
    },
    onCompleted: (row) => {
      metrics.verificationCompleted(row);
      notifier.publish(row);
      dispatcher.nudge();
    },
    ...(workers ? { workers } : {}),
  };
  if (workers) {
    void workers.ready.then(() => {
      logger.info({ liveMethods: liveMethods(ctx) }, 'method workers ready');
    });
  } else {
    logger.info({ liveMethods: liveMethods(ctx) }, 'methods ready (no method workers)');
  }

  const keys = new KeyAuthenticator(database.db, now, {
    onError: (err) => logger.warn({ err }, 'could not record key use'),
  });
  const productCache = new Map<string, { product: Product | undefined; expiresAt: number }>();
  const cachedProduct = async (id: string): Promise<Product | undefined> => {
    const hit = productCache.get(id);
    if (hit && hit.expiresAt > now()) return hit.product;
    const product = await getProduct(database.db, id);
    productCache.set(id, { product, expiresAt: now() + PRODUCT_CACHE_MS });
    return product;
  };

  const rateLimits = await openRateLimiter({
    ratePerSecond: config.rateLimitPerSecond,
    redisUrl: config.redisUrl,
    logger,
    now,
  });

  let closed = false;
  const readiness = createReadiness({
    db: database.db,
    workers,
    workerModules,
    missingLibraries,
    signingKeysLoaded: () => signingKeys.current !== undefined,
  });
  const api = createApiRouter({
    ctx,
    keys,
    rateLimiter: countRefusals(rateLimits.limiter, () => metrics.rateLimited()),
    getProduct: cachedProduct,
    isReady: async () => !closed && (await readiness.check()).status === 'ready',
    audit: (db, entry) => recordAudit(db, { account: API_ACTOR, ...entry }, now()),
    productChanged: (id) => productCache.delete(id),
  });

  const oidcRateLimiter = countRefusals(
    rateLimits.limiterFor({
      ratePerSecond: config.oidcRateLimitPerSecond,
      burst: config.oidcRateLimitPerSecond * OIDC_BURST_SECONDS,
      prefix: 'ofage:rate:oidc:',
    }),
    () => metrics.oidcRateLimited(),
  );

  if (options.deliverWebhooks !== false) dispatcher.start();
  const purge = scheduledPurge(ctx, database);
  void purge();
  const purgeTimer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
  purgeTimer.unref();
  // A key another instance or `ofage signing-keys` added or retired reaches this one in time.
  const keysTimer = setInterval(() => {
    signingKeys
      .reload(database.db, now())
      .catch((err: unknown) => logger.warn({ err }, 'could not read the signing keys again'));
  }, options.signingKeysReloadMs ?? SIGNING_KEYS_RELOAD_MS);
  keysTimer.unref();

  const service: Service = {
    ctx,
    database,
    keys,
    notifier,
    dispatcher,
    clientStamp: randomBytes(24).toString('base64url'),
    api,
    methodActions: (request) =>
      tracing
        ? inSpan(
            `method action ${new URL(request.url).pathname.slice(METHOD_ACTIONS_PATH.length)}`,
            {},
            () => handleMethodAction(service, request),
          )
        : handleMethodAction(service, request),
    getProduct: cachedProduct,
    rateLimitScope: rateLimits.scope,
    oidcRateLimiter,
    invalidateCaches: () => {
      productCache.clear();
      keys.invalidate();
    },
    readiness,
    metrics,
    close: async (closeOptions = {}) => {
      if (closed) return;
      closed = true;
      readiness.startDraining();
      clearInterval(purgeTimer);
      clearInterval(keysTimer);
      await dispatcher.stop(
        closeOptions.deadline === undefined ? {} : { releaseAt: closeOptions.deadline },
      );
      if (!options.workers) await workers?.close();
      await rateLimits.close();
      await database.close();
    },
  };
  return service;
}

/**
 * The shared pool for every method's heavy reads, loading each method's task modules (models,
 * wasm, language data) once per thread. A module that cannot load — its files missing from
 * node_modules — is logged as an error naming what is missing, and its method stays off.
 */
function startMethodWorkers(
  modules: string[],
  config: Pick<ServiceConfig, 'methodWorkers' | 'methodWorkerNice' | 'methodLoadingWaitMs'>,
  logger: Logger,
  onTaskEnd: (task: string, ms: number, ok: boolean) => void,
): WorkerPool | undefined {
  const size = config.methodWorkers;
  if (size === 0 || modules.length === 0) return undefined;
  if (process.env.NEXT_RUNTIME) {
    // Inside Next.js's own server (`next dev`, serverless) the pool's files are bundled away.
    logger.warn(
      'methods that need worker threads are off here: run the service with `ofage serve`',
    );
    return undefined;
  }
  return createWorkerPool({
    modules,
    size,
    nice: config.methodWorkerNice,
    loadingWaitMs: config.methodLoadingWaitMs,
    logger,
    onTaskEnd,
  });
}

/** A rate limiter, with each refusal counted (`ofage_rate_limited_total` and the like). */
function countRefusals(limiter: KeyRateLimiter, count: () => void): KeyRateLimiter {
  const counted = (error: unknown): never => {
    if (error instanceof ServiceError && error.code === 'TOO_MANY_REQUESTS') count();
    throw error;
  };
  return {
    take(key) {
      try {
        const taken = limiter.take(key);
        return taken instanceof Promise ? taken.catch(counted) : taken;
      } catch (error) {
        return counted(error);
      }
    },
  };
}
