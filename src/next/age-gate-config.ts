import { z } from 'zod';
import { OfageError } from '../client/ofage-error';
import { DEFAULT_BASE_PATH, DEFAULT_GATE_PATH } from '../protocol/gate-api';
import { VERIFICATION_FLOWS, type VerificationFlow } from '../protocol/perform-request';
import type { VerificationResult } from '../protocol/verification-result';
import type { WebhookEvent } from '../protocol/webhook-event';
import type { TokenSource } from './check-age-verification';
import { createMemoryStore, type AgeGateStore } from './memory-store';
import { processMemoryStore } from './process-memory-store';
import { isAllowedRedirectUrl } from './redirect-url';
import {
  parseRequirement,
  type AgeCriteria,
  type AgeRequirement,
  type RequirementResolver,
} from './requirement';
import { defaultEnv, parseSecrets } from './secrets';
import { STORE_SINCE_TTL_SECONDS, storeKey } from './store-key';

/** Options of `createAgeGate`. Each secret-bearing option falls back to an env var. */
export interface AgeGateConfig {
  /** Service base URL. Env `OFAGE_SERVICE_URL`. */
  serviceUrl?: string;
  /** The product's API key; never sent to the browser. Env `OFAGE_API_KEY`. */
  apiKey?: string;
  /** Cookie signing secret(s), ≥ 32 characters, newest first. Env `OFAGE_SECRET` (comma-separated). */
  secret?: string | readonly string[];
  /** Webhook secret(s) from the product's settings. Env `OFAGE_WEBHOOK_SECRET`. Without one the webhook route answers 404. */
  webhookSecret?: string | readonly string[];
  /**
   * Public origin of this app (`https://shop.example.com`). Env `OFAGE_APP_URL`. Required outside
   * localhost unless `trustProxy`: verification callback URLs are built from it, never from a
   * request's `Host` header.
   */
  appUrl?: string;
  /**
   * Trust `X-Forwarded-Host`, `X-Forwarded-Proto` and the last `X-Forwarded-For` hop: set it only
   * when a reverse proxy you run sets them (and overwrites what clients send). Env
   * `OFAGE_TRUST_PROXY=1`. Default false: the `Host` header and `request.url` decide, and
   * `appUrl` wins over both.
   */
  trustProxy?: boolean;
  /**
   * Verification sessions (`session`, `mobile/session`) allowed per minute, as token buckets:
   * per client address (default 10), per browser or app user (default 5) and in total per
   * instance (default 300). A shared `store` makes the per-address and per-browser counts shared
   * across instances. `false` turns the limits off (e.g. behind your own rate limiter).
   */
  rateLimit?: false | { perAddress?: number; perBrowser?: number; total?: number };
  /** The gate's fixed requirement… */
  jurisdiction?: string;
  criteria?: AgeCriteria;
  /** …or one chosen per request (e.g. from a geo header). Takes precedence. */
  requirement?: RequirementResolver;
  /** Let the browser choose the jurisdiction when creating a session; the gate then accepts a verification for any jurisdiction. Default false. */
  allowClientJurisdiction?: boolean;
  /** Where the catch-all route is mounted; default `/api/age-gate` (`app/api/age-gate/[...ofage]/route.ts`). */
  basePath?: string;
  /** The page with `<AgeGate>`; default `/age-gate`. */
  gatePath?: string;
  /** Lifetime of the verified cookie in seconds; default 30 days. */
  cookieMaxAge?: number;
  /**
   * Seconds the proxy trusts a verified cookie between two revocation checks; default 60. Env
   * `OFAGE_REVOCATION_CHECK_INTERVAL`. The
   * proxy has no store, so it sends the browser through `{basePath}/refresh` (a store lookup) at
   * most this often; a revoked verification stops passing it within this time. The server guard
   * checks the store on every call.
   */
  revocationCheckInterval?: number;
  /** Widget options passed to perform. */
  flow?: VerificationFlow;
  facialAgeEstimation?: { passIfOver?: number; failIfUnder?: number };
  locale?: string;
  /** Called once per signed `Verification.Result` webhook delivery (after dedupe). Keep it fast. */
  onResult?: (result: VerificationResult, event: WebhookEvent) => void | Promise<void>;
  /**
   * Where webhook ids, results, revocations and account bindings are kept. Default: one memory
   * store per process, shared by every copy of the gate Next bundles (route handlers, pages,
   * layouts, server actions) with the same `secret`; with an injected `now` (tests), a memory
   * store of this gate's own. Pass a shared store (`createRedisStore`) when the app runs on
   * more than one instance. A verified cookie minted before the store began keeping (the
   * process's start, for the default) is confirmed with the service once before it counts, so
   * a store that was emptied reopens nothing it had closed.
   */
  store?: AgeGateStore;
  /** A second source of verified tokens, e.g. `nextAuthTokenSource()` from `ofage/next-auth`. */
  tokenSource?: TokenSource;
  /**
   * The id of the account signed in on a request (your session's user id), or null when signed
   * out. A verification started and confirmed while the same account was signed in is bound to
   * it, and only then does `syncAgeVerification` carry it into that account. Default: the token
   * source's (`nextAuthTokenSource()` reads next-auth's `sub`).
   */
  accountId?: (request: Request) => string | null | undefined | Promise<string | null | undefined>;
  /** Sessions for native apps; without this the mobile routes answer 404. */
  mobile?: {
    /** Your own authentication: return the caller's stable user id, or null to answer 401. */
    authenticate: (
      request: Request,
    ) => string | null | undefined | Promise<string | null | undefined>;
    /** Exact redirect URLs (https or an app's custom scheme) the app may ask for. */
    redirectUrlAllowlist: readonly string[];
  };
  /** Injected for tests. */
  fetch?: typeof fetch;
  /** Injected clock in milliseconds, for tests. */
  now?: () => number;
  /** Injected environment, for tests; default `process.env`. */
  env?: Record<string, string | undefined>;
}

export interface ResolvedAgeGateConfig {
  serviceUrl: string;
  apiKey: string;
  secrets: string[];
  webhookSecrets: string[] | undefined;
  appOrigin: string | undefined;
  trustProxy: boolean;
  rateLimit: false | { perAddress: number; perBrowser: number; total: number };
  /** The store the merchant configured (shared across instances), if any. */
  sharedStore: AgeGateStore | undefined;
  requirement: AgeRequirement | RequirementResolver;
  allowClientJurisdiction: boolean;
  basePath: string;
  gatePath: string;
  cookieMaxAge: number;
  revocationCheckInterval: number;
  /** Lifetime of the session binding: long enough for a QR hand-off, short enough to go stale. */
  sessionMaxAge: number;
  /**
   * `NODE_ENV` is not `production` (`next dev`, tests): the routes then tell the developer what
   * to fix (`diagnose`, and the service's own message in a failed session), which production
   * keeps to a plain sentence.
   */
  development: boolean;
  performOptions: {
    flow?: VerificationFlow;
    facialAgeEstimation?: { passIfOver?: number; failIfUnder?: number };
    locale?: string;
  };
  onResult: AgeGateConfig['onResult'];
  store: AgeGateStore;
  tokenSource: TokenSource | undefined;
  accountId: AgeGateConfig['accountId'];
  mobile: AgeGateConfig['mobile'];
  fetch: typeof fetch | undefined;
  now: () => number;
}

const fn = z.custom<(...args: never[]) => unknown>(
  (v) => typeof v === 'function',
  'must be a function',
);
const path = z
  .string()
  .regex(/^\/[A-Za-z0-9\-._~/[\]]*$/, 'must be an absolute path such as "/age-gate"')
  .transform((p) => (p.length > 1 ? p.replace(/\/+$/, '') : p));
const age = z.number().int().min(1).max(120);

const ConfigSchema = z.object({
  serviceUrl: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
  apiKey: z.string().min(1, 'is empty'),
  appUrl: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  trustProxy: z.boolean().default(false),
  rateLimit: z
    .union([
      z.literal(false),
      z.strictObject({
        perAddress: z.number().int().min(1).default(10),
        perBrowser: z.number().int().min(1).default(5),
        total: z.number().int().min(1).default(300),
      }),
    ])
    .default({ perAddress: 10, perBrowser: 5, total: 300 }),
  allowClientJurisdiction: z.boolean().default(false),
  basePath: path.default(DEFAULT_BASE_PATH),
  gatePath: path.default(DEFAULT_GATE_PATH),
  cookieMaxAge: z
    .number()
    .int()
    .min(60)
    .max(400 * 24 * 3600)
    .default(30 * 24 * 3600),
  revocationCheckInterval: z.number().int().min(1).max(3600).default(60),
  flow: z.enum(VERIFICATION_FLOWS).optional(),
  facialAgeEstimation: z
    .strictObject({ passIfOver: age.optional(), failIfUnder: age.optional() })
    .optional(),
  locale: z.string().min(2).max(35).optional(),
  onResult: fn.optional(),
  requirement: fn.optional(),
  tokenSource: fn.optional(),
  accountId: fn.optional(),
  store: z
    .object({ get: fn, set: fn, setIfAbsent: fn, delete: fn }, 'must implement AgeGateStore')
    .optional(),
  mobile: z
    .object({
      authenticate: fn,
      redirectUrlAllowlist: z
        .array(
          z
            .string()
            .refine(isAllowedRedirectUrl, 'must be an https URL or an app custom-scheme URL'),
        )
        .min(1, 'must list at least one redirect URL'),
    })
    .optional(),
});

const ENV_VARS: Record<string, string> = {
  serviceUrl: 'OFAGE_SERVICE_URL',
  apiKey: 'OFAGE_API_KEY',
  appUrl: 'OFAGE_APP_URL',
  trustProxy: 'OFAGE_TRUST_PROXY',
  revocationCheckInterval: 'OFAGE_REVOCATION_CHECK_INTERVAL',
};

/** Validates `createAgeGate` options once, at start-up, with errors that say what to set. */
export function resolveAgeGateConfig(config: AgeGateConfig): ResolvedAgeGateConfig {
  const env = config.env ?? defaultEnv();
  const parsed = ConfigSchema.safeParse({
    ...config,
    serviceUrl: config.serviceUrl ?? env.OFAGE_SERVICE_URL,
    apiKey: config.apiKey ?? env.OFAGE_API_KEY,
    appUrl: config.appUrl ?? (env.OFAGE_APP_URL || undefined),
    trustProxy: config.trustProxy ?? envFlag(env.OFAGE_TRUST_PROXY),
    revocationCheckInterval:
      config.revocationCheckInterval ?? envInteger(env.OFAGE_REVOCATION_CHECK_INTERVAL),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = issue.path.map(String).join('.');
    const envVar = ENV_VARS[issue.path[0] as string];
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    throw new OfageError(
      'INVALID_CONFIG',
      `createAgeGate: ${key} ${missing ? 'is missing' : issue.message}; ${
        envVar ? `set ${envVar} or pass ${key}` : `fix the ${key} option`
      }.`,
      { cause: parsed.error },
    );
  }
  const c = parsed.data;
  const secrets = parseSecrets(config.secret ?? env.OFAGE_SECRET, 'secret', 'OFAGE_SECRET');
  const webhookSource = config.webhookSecret ?? env.OFAGE_WEBHOOK_SECRET;
  const webhookSecrets = webhookSource
    ? (typeof webhookSource === 'string' ? webhookSource.split(',') : [...webhookSource])
        .map((s) => s.trim())
        .filter(Boolean)
    : undefined;

  let requirement: AgeRequirement | RequirementResolver;
  if (config.requirement) {
    requirement = config.requirement;
  } else {
    try {
      requirement = parseRequirement(
        { jurisdiction: config.jurisdiction, criteria: config.criteria },
        'createAgeGate',
      );
    } catch (cause) {
      throw new OfageError(
        'INVALID_CONFIG',
        `${(cause as Error).message} Set jurisdiction + criteria (e.g. { jurisdiction: "US-CA", criteria: { ageCategory: "ADULT" } }) or pass requirement: (request) => ({ jurisdiction, criteria }).`,
        { cause },
      );
    }
  }

  const performOptions: ResolvedAgeGateConfig['performOptions'] = {};
  if (c.flow) performOptions.flow = c.flow;
  if (c.facialAgeEstimation) performOptions.facialAgeEstimation = c.facialAgeEstimation;
  if (c.locale) performOptions.locale = c.locale;
  const now = config.now ?? Date.now;

  return {
    serviceUrl: c.serviceUrl,
    apiKey: c.apiKey,
    secrets,
    webhookSecrets: webhookSecrets?.length ? webhookSecrets : undefined,
    appOrigin: c.appUrl ? new URL(c.appUrl).origin : undefined,
    trustProxy: c.trustProxy,
    rateLimit: c.rateLimit,
    sharedStore: config.store,
    requirement,
    allowClientJurisdiction: c.allowClientJurisdiction,
    basePath: c.basePath,
    gatePath: c.gatePath,
    cookieMaxAge: c.cookieMaxAge,
    revocationCheckInterval: c.revocationCheckInterval,
    sessionMaxAge: 24 * 3600,
    development: env.NODE_ENV !== 'production',
    performOptions,
    onResult: config.onResult,
    // One store per process, so every bundle Next makes of the gate sees the same revocations.
    // A gate with its own clock (a test's) keeps its own: the shared store expires entries on
    // the real one.
    store: config.store ?? (config.now ? ownMemoryStore(now) : processMemoryStore(secrets)),
    tokenSource: config.tokenSource,
    accountId: config.accountId ?? config.tokenSource?.accountId,
    mobile: config.mobile,
    fetch: config.fetch,
    now,
  };
}

/** A memory store of one gate's own, on its clock: it has recorded everything since now. */
function ownMemoryStore(now: () => number): AgeGateStore {
  const store = createMemoryStore({ now });
  void store.set(storeKey.since, String(now()), STORE_SINCE_TTL_SECONDS);
  return store;
}

/** `1`/`true`/`yes` → true, `0`/`false`/`no`/unset → false; anything else is left for the schema to refuse. */
function envFlag(value: string | undefined): boolean | string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const v = value.trim().toLowerCase();
  if (['1', 'true', 'yes'].includes(v)) return true;
  if (['0', 'false', 'no'].includes(v)) return false;
  return value;
}

/** Digits → a number; unset → undefined; anything else is left for the schema to refuse. */
function envInteger(value: string | undefined): number | string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
}
