import path from 'node:path';
import { z } from 'zod';

/** Service settings, read once from the environment at start-up. */
export interface ServiceConfig {
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
  /** When set, API requests on this host must use live keys (and `testHost` test keys). */
  liveHost: string | undefined;
  testHost: string | undefined;
  logLevel: string;
  /** Signs console session cookies; generated and kept in the database when unset. */
  consoleSecret: string | undefined;
  seed: {
    apiKey: string | undefined;
    webhookUrl: string | undefined;
    webhookSecret: string | undefined;
    allowedOrigins: string[];
    /** The console admin who owns the Demo store; generated and kept in the data dir when unset. */
    adminEmail: string | undefined;
    adminPassword: string | undefined;
  };
}

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  OFAGE_PUBLIC_URL: z.url().optional(),
  OFAGE_DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.string().optional(),
  OFAGE_MAX_BODY_BYTES: z.coerce.number().int().min(1024).max(10_000_000).default(16_384),
  OFAGE_RATE_LIMIT_PER_SECOND: z.coerce.number().min(1).default(500),
  OFAGE_LIVE_HOST: z.string().optional(),
  OFAGE_TEST_HOST: z.string().optional(),
  OFAGE_LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
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
  OFAGE_SEED_ADMIN_EMAIL: z.email().optional(),
  OFAGE_SEED_ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
});

/**
 * Reads and validates the environment. Throws one error naming every bad variable, so a
 * misconfiguration stops the start instead of surfacing as a 500 later.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServiceConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.OFAGE_PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: path.resolve(e.OFAGE_DATA_DIR),
    databaseUrl: e.DATABASE_URL === '' ? undefined : e.DATABASE_URL,
    maxBodyBytes: e.OFAGE_MAX_BODY_BYTES,
    rateLimitPerSecond: e.OFAGE_RATE_LIMIT_PER_SECOND,
    liveHost: e.OFAGE_LIVE_HOST,
    testHost: e.OFAGE_TEST_HOST,
    logLevel: e.OFAGE_LOG_LEVEL,
    consoleSecret: e.OFAGE_CONSOLE_SECRET,
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

function parseOrigins(list: string): string[] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
