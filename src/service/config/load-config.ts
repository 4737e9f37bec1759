import path from 'node:path';
import { z } from 'zod';
import { ServiceError } from '../errors/service-error';
import { DEFAULT_WORKER_NICE, LOADING_WAIT_MS, defaultPoolSize } from '../methods/kit/worker-pool';
import { parseTrustProxy, type TrustProxy } from '../http/client-address';
import { hostKey } from '../http/host-key';
import type { MethodSettings } from '../methods/kit/method-settings';
import { METHOD_SETTINGS, type MethodsConfig } from '../methods/settings-registry';
import { DEFAULT_MAX_PRODUCTS_PER_ACCOUNT } from '../products/products';
import { tracesUrl, type TracingConfig } from '../operations/traces-url';
import type { LogFormat } from '../logging/log-format';

/**
 * Service settings, read once from the environment at start-up; each method's own (Stripe keys,
 * bank providers, wallet trust anchors) come from its `settings` (`methods/settings-registry.ts`).
 */
export interface ServiceConfig extends MethodsConfig {
  port: number;
  host: string;
  /** Public base URL of the service: widget URLs and API links start with it. */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Maximum JSON body size accepted by the API. */
  maxBodyBytes: number;
  /** Requests per second per API key (token bucket; burst = 2×). */
  rateLimitPerSecond: number;
  /**
   * Requests per second per client address at the OpenID issuers (token bucket; burst = 6×, a
   * person's whole age-key flow at the default).
   */
  oidcRateLimitPerSecond: number;
  /** Redis holding the rate limits for every instance; unset, each instance keeps its own. */
  redisUrl: string | undefined;
  /**
   * When set, API requests to this host must use live keys (and to `testHost` test keys). Kept
   * as a `hostKey` (lower-case host, default port dropped), compared with the request's parsed
   * `Host`, never as a raw string.
   */
  liveHost: string | undefined;
  testHost: string | undefined;
  logLevel: string;
  /** `OFAGE_LOG_FORMAT`; unset, pretty on a terminal and JSON elsewhere (`resolveLogFormat`). */
  logFormat: LogFormat | undefined;
  /** One log line per request, its method, route, status, duration and id (`OFAGE_ACCESS_LOG`). */
  accessLog: boolean;
  /** Worker threads for the methods' heavy reads; 0 turns them (and those live methods) off. */
  methodWorkers: number;
  /**
   * The method workers' nice value on Linux (0–19; default 10): higher gives the API's thread
   * more of a core it shares with the heavy reads.
   */
  methodWorkerNice: number;
  /**
   * How long a request for a method waits for its readers while the workers load them at
   * start-up, before it is refused (`OFAGE_METHOD_LOADING_WAIT_MS`, default 60 s).
   */
  methodLoadingWaitMs: number;
  /** Anyone may create a console account (off by default: the operator creates accounts). */
  openSignup: boolean;
  /** Products one console account may own (`OFAGE_MAX_PRODUCTS_PER_ACCOUNT`, default 25). */
  maxProductsPerAccount: number;
  /**
   * Test-mode webhooks may also target this machine (http or https to loopback), for local
   * development. Off by default: test webhooks then follow the live rules.
   */
  allowLoopbackWebhooks: boolean;
  /**
   * Live embedding origins may name this machine (`http://localhost:3000`), to try live mode
   * locally (`OFAGE_ALLOW_LOOPBACK_LIVE_ORIGINS`). Off by default: live origins are https sites.
   */
  allowLoopbackLiveOrigins: boolean;
  /** Which proxies in front of the service may name the client address (X-Forwarded-For). */
  trustProxy: TrustProxy;
  /** How long start-up waits for PostgreSQL to accept a connection. */
  databaseConnectTimeoutMs: number;
  /** The SQLite connection's page cache in MiB (`OFAGE_SQLITE_CACHE_MB`, default 64). */
  sqliteCacheMb: number;
  /**
   * Switch an existing SQLite database of any size to `auto_vacuum = INCREMENTAL` at this start
   * (`OFAGE_SQLITE_VACUUM_ON_START`); off, only one up to 100 MB is switched.
   */
  sqliteVacuumOnStart: boolean;
  /**
   * `serve` and the other commands apply pending migrations first (`OFAGE_MIGRATE_ON_START`,
   * default on). Off, migrations are a step of their own (`ofage migrate`), and a start on a
   * database that lacks some refuses, saying so (docs/service/upgrades.md).
   */
  migrateOnStart: boolean;
  /** Signs console session cookies; generated and kept in the database when unset. */
  consoleSecret: string | undefined;
  /** The pinned secret before `consoleSecret`, still accepted while sessions it signed live. */
  consoleSecretPrevious: string | undefined;
  /** SIGTERM/SIGINT to exit at most this long after (`OFAGE_SHUTDOWN_TIMEOUT_MS`, default 30 s). */
  shutdownTimeoutMs: number;
  /**
   * From SIGTERM to the listener closing (`OFAGE_DRAIN_DELAY_MS`, default 0): readiness already
   * answers `draining`, so a load balancer stops sending new connections meanwhile.
   */
  drainDelayMs: number;
  /**
   * How long a kept-alive connection must stay idle during a drain before it is closed
   * (`OFAGE_DRAIN_IDLE_MS`, default 2000): a request its client wrote before then is answered.
   */
  drainIdleMs: number;
  /**
   * The Prometheus listener (`OFAGE_METRICS_PORT`, off when unset) and its address
   * (`OFAGE_METRICS_HOST`, default 127.0.0.1): never the public port.
   */
  metrics: { port: number; host: string } | undefined;
  /**
   * OpenTelemetry traces, on when `OTEL_EXPORTER_OTLP_ENDPOINT` (or `…_TRACES_ENDPOINT`) is set:
   * the OTLP/HTTP traces URL and `OTEL_SERVICE_NAME` (default `ofage`).
   */
  tracing: TracingConfig | undefined;
  seed: {
    apiKey: string | undefined;
    webhookUrl: string | undefined;
    webhookSecret: string | undefined;
    /** `OFAGE_SEED_ALLOWED_ORIGINS`: more test origins of the demo product. */
    allowedOrigins: string[];
    /** The console admin who owns the Demo store; generated and kept in the data dir when unset. */
    adminEmail: string | undefined;
    adminPassword: string | undefined;
  };
}

/** The drain bound when `OFAGE_SHUTDOWN_TIMEOUT_MS` is unset. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 30_000;
/**
 * The idle time after which a drain closes a kept-alive connection when `OFAGE_DRAIN_IDLE_MS` is
 * unset: far beyond a request's transit and a loaded event loop's lag, and beyond the pause
 * between a busy client's answer and its next request, yet a small part of the drain bound.
 */
export const DEFAULT_DRAIN_IDLE_MS = 2_000;

/** `1/true/yes/on` or `0/false/no/off` (or empty): a switch, refused when it is anything else. */
const Switch = z
  .string()
  .trim()
  .toLowerCase()
  .refine(
    (v) => /^(1|true|yes|on|0|false|no|off|)$/.test(v),
    'must be 1/true/yes/on or 0/false/no/off',
  )
  .transform((v) => /^(1|true|yes|on)$/.test(v));

/** `live.example.com`, `live.example.com:8443` or an origin: kept as its `hostKey`. */
const HostSetting = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const key = hostKey(value);
    if (key === undefined) {
      ctx.addIssue({
        code: 'custom',
        message:
          'must be a host name (api.example.com[:port]) or an origin (https://api.example.com)',
      });
      return z.NEVER;
    }
    return key;
  });

/** Every method's variables (`MethodDefinition.settings`), checked with the service's own. */
const METHODS_ENV: Record<string, z.ZodType> = Object.assign(
  {},
  ...METHOD_SETTINGS.map((part) => part.env.shape),
);

const Env = z.object({
  ...METHODS_ENV,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  OFAGE_PUBLIC_URL: z.url().optional(),
  OFAGE_DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.string().optional(),
  OFAGE_MAX_BODY_BYTES: z.coerce.number().int().min(1024).max(10_000_000).default(16_384),
  OFAGE_RATE_LIMIT_PER_SECOND: z.coerce.number().min(1).default(500),
  OFAGE_OIDC_RATE_LIMIT_PER_SECOND: z.coerce.number().min(1).default(5),
  OFAGE_REDIS_URL: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || /^rediss?:\/\/[^\s]+$/.test(v),
      'must be a redis:// or rediss:// URL',
    )
    .optional(),
  OFAGE_METHOD_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
  OFAGE_METHOD_WORKER_NICE: z.coerce.number().int().min(0).max(19).optional(),
  OFAGE_METHOD_LOADING_WAIT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(600_000)
    .default(LOADING_WAIT_MS),
  OFAGE_LIVE_HOST: HostSetting.optional(),
  OFAGE_TEST_HOST: HostSetting.optional(),
  OFAGE_OPEN_SIGNUP: Switch.default(false),
  OFAGE_MAX_PRODUCTS_PER_ACCOUNT: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(DEFAULT_MAX_PRODUCTS_PER_ACCOUNT),
  OFAGE_ALLOW_LOOPBACK_WEBHOOKS: Switch.default(false),
  OFAGE_ALLOW_LOOPBACK_LIVE_ORIGINS: Switch.default(false),
  OFAGE_TRUST_PROXY: z
    .string()
    .default('')
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  OFAGE_DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  OFAGE_SQLITE_CACHE_MB: z.coerce.number().int().min(2).max(65_536).default(64), // DEFAULT_SQLITE_CACHE_MB (db/create-database.ts)
  OFAGE_MIGRATE_ON_START: z.preprocess((v) => (v === '' ? undefined : v), Switch.default(true)),
  OFAGE_SQLITE_VACUUM_ON_START: z.preprocess(
    (v) => (v === '' ? undefined : v),
    Switch.default(false),
  ),
  OFAGE_SHUTDOWN_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1_000, 'must be at least 1000 (ms)')
    .max(600_000, 'must be at most 600000 (10 minutes)')
    .default(DEFAULT_SHUTDOWN_TIMEOUT_MS),
  OFAGE_DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  OFAGE_DRAIN_IDLE_MS: z.coerce.number().int().min(0).max(600_000).default(DEFAULT_DRAIN_IDLE_MS),
  OFAGE_METRICS_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  OFAGE_METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url().optional(),
  ),
  OTEL_SERVICE_NAME: z.string().trim().min(1).default('ofage'),
  OFAGE_LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
  OFAGE_LOG_FORMAT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['json', 'pretty']).optional(),
  ),
  OFAGE_ACCESS_LOG: Switch.default(true),
  OFAGE_SEED_API_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{32,128}$/,
      'must be a URL-safe string of 32 to 128 characters (A-Z a-z 0-9 _ -)',
    )
    .optional(),
  OFAGE_SEED_WEBHOOK_URL: z.url().optional(),
  OFAGE_SEED_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  OFAGE_SEED_ALLOWED_ORIGINS: z.string().optional(),
  OFAGE_CONSOLE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  OFAGE_CONSOLE_SECRET_PREVIOUS: z.string().min(32, 'must be at least 32 characters').optional(),
  OFAGE_SEED_ADMIN_EMAIL: z.email().optional(),
  OFAGE_SEED_ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
});

/** Every setting the service reads from the environment, with its checks and default. */
export const CONFIG_SCHEMA = Env;

/** A configuration with problems: `problems` lists every one, `VARIABLE: what is wrong`. */
export class ConfigError extends ServiceError {
  static readonly code = 'CONFIG_INVALID';
  override readonly name = 'ConfigError';
  constructor(readonly problems: readonly string[]) {
    super(ConfigError.code, `invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

/**
 * Reads and validates the environment. Throws one `ConfigError` naming every bad variable (the
 * same list `ofage config check` prints), so a misconfiguration stops the start instead of
 * surfacing as a 500 later.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServiceConfig {
  const { config, problems } = parseConfig(env);
  if (!config) throw new ConfigError(problems);
  return config;
}

/**
 * Every problem of the environment at once: each variable's own check, then the checks that
 * need more than one variable or a file (Stripe keys in pairs, the bank providers file, the
 * metrics port apart from the public one) — each run whenever the variables it needs are valid,
 * even if others are not.
 */
export function parseConfig(env: Record<string, string | undefined>): {
  config: ServiceConfig | undefined;
  problems: string[];
} {
  const parsed = Env.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const further = <T>(check: () => T): T | undefined => {
    try {
      return check();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      problems.push(
        ...message
          .replace(/^invalid configuration:\n/, '')
          .split('\n')
          .map((l) => l.trim()),
      );
      return undefined;
    }
  };
  const methods = readMethodSettings(env, further);
  const ports = Env.pick({ PORT: true, OFAGE_METRICS_PORT: true }).safeParse(env);
  if (ports.success && ports.data.OFAGE_METRICS_PORT === ports.data.PORT) {
    problems.push(
      'OFAGE_METRICS_PORT: must differ from PORT: metrics have a listener of their own, never the public port',
    );
  }
  const drain = Env.pick({
    OFAGE_SHUTDOWN_TIMEOUT_MS: true,
    OFAGE_DRAIN_DELAY_MS: true,
    OFAGE_DRAIN_IDLE_MS: true,
  }).safeParse(env);
  if (
    drain.success &&
    drain.data.OFAGE_DRAIN_DELAY_MS + drain.data.OFAGE_DRAIN_IDLE_MS >=
      drain.data.OFAGE_SHUTDOWN_TIMEOUT_MS
  ) {
    problems.push(
      'OFAGE_DRAIN_DELAY_MS: with OFAGE_DRAIN_IDLE_MS, must be less than OFAGE_SHUTDOWN_TIMEOUT_MS: both are spent within the shutdown bound; raise the bound or lower them',
    );
  }
  const database = env.DATABASE_URL;
  if (database && !/^postgres(ql)?:\/\//.test(database)) {
    problems.push('DATABASE_URL: must start with postgres:// or postgresql://');
  }
  if (!parsed.success || problems.length > 0 || !methods) {
    return { config: undefined, problems };
  }
  return { config: toConfig(parsed.data, methods), problems };
}

/**
 * Every method's settings (`MethodDefinition.settings`), each read when its own variables are
 * valid; undefined when any could not be read (its problems are in `problems`).
 */
function readMethodSettings(
  env: Record<string, string | undefined>,
  further: <T>(check: () => T) => T | undefined,
): MethodsConfig | undefined {
  const methods: Record<string, unknown> = {};
  let complete = true;
  for (const part of METHOD_SETTINGS as readonly MethodSettings[]) {
    const vars = part.env.safeParse(env);
    const read = vars.success ? further(() => ({ settings: part.read(vars.data) })) : undefined;
    if (read) methods[part.key] = read.settings;
    else complete = false;
  }
  return complete ? (methods as MethodsConfig) : undefined;
}

function toConfig(e: z.infer<typeof Env>, methods: MethodsConfig): ServiceConfig {
  const publicUrl = (e.OFAGE_PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: path.resolve(e.OFAGE_DATA_DIR),
    databaseUrl: e.DATABASE_URL === '' ? undefined : e.DATABASE_URL,
    maxBodyBytes: e.OFAGE_MAX_BODY_BYTES,
    rateLimitPerSecond: e.OFAGE_RATE_LIMIT_PER_SECOND,
    oidcRateLimitPerSecond: e.OFAGE_OIDC_RATE_LIMIT_PER_SECOND,
    redisUrl: e.OFAGE_REDIS_URL || undefined,
    liveHost: e.OFAGE_LIVE_HOST,
    testHost: e.OFAGE_TEST_HOST,
    logLevel: e.OFAGE_LOG_LEVEL,
    logFormat: e.OFAGE_LOG_FORMAT,
    accessLog: e.OFAGE_ACCESS_LOG,
    methodWorkers: e.OFAGE_METHOD_WORKERS ?? defaultPoolSize(),
    methodWorkerNice: e.OFAGE_METHOD_WORKER_NICE ?? DEFAULT_WORKER_NICE,
    methodLoadingWaitMs: e.OFAGE_METHOD_LOADING_WAIT_MS,
    openSignup: e.OFAGE_OPEN_SIGNUP,
    maxProductsPerAccount: e.OFAGE_MAX_PRODUCTS_PER_ACCOUNT,
    allowLoopbackWebhooks: e.OFAGE_ALLOW_LOOPBACK_WEBHOOKS,
    allowLoopbackLiveOrigins: e.OFAGE_ALLOW_LOOPBACK_LIVE_ORIGINS,
    trustProxy: e.OFAGE_TRUST_PROXY,
    databaseConnectTimeoutMs: e.OFAGE_DB_CONNECT_TIMEOUT_MS,
    sqliteCacheMb: e.OFAGE_SQLITE_CACHE_MB,
    sqliteVacuumOnStart: e.OFAGE_SQLITE_VACUUM_ON_START,
    migrateOnStart: e.OFAGE_MIGRATE_ON_START,
    consoleSecret: e.OFAGE_CONSOLE_SECRET,
    consoleSecretPrevious: e.OFAGE_CONSOLE_SECRET_PREVIOUS,
    shutdownTimeoutMs: e.OFAGE_SHUTDOWN_TIMEOUT_MS,
    drainDelayMs: e.OFAGE_DRAIN_DELAY_MS,
    drainIdleMs: e.OFAGE_DRAIN_IDLE_MS,
    metrics:
      e.OFAGE_METRICS_PORT === undefined
        ? undefined
        : { port: e.OFAGE_METRICS_PORT, host: e.OFAGE_METRICS_HOST },
    tracing: tracingConfig(e),
    ...methods,
    seed: {
      apiKey: e.OFAGE_SEED_API_KEY,
      webhookUrl: e.OFAGE_SEED_WEBHOOK_URL,
      webhookSecret: e.OFAGE_SEED_WEBHOOK_SECRET,
      allowedOrigins: parseOrigins(e.OFAGE_SEED_ALLOWED_ORIGINS ?? ''),
      adminEmail: e.OFAGE_SEED_ADMIN_EMAIL,
      adminPassword: e.OFAGE_SEED_ADMIN_PASSWORD,
    },
  };
}

function tracingConfig(e: z.infer<typeof Env>): TracingConfig | undefined {
  const url = tracesUrl(e);
  return url === undefined ? undefined : { url, serviceName: e.OTEL_SERVICE_NAME };
}

function parseOrigins(list: string): string[] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
