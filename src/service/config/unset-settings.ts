import path from 'node:path';
import type { ServiceConfig } from './load-config';

/** "(npm start only)": settings only `npm start`'s demo seed reads. */
const SEED = 'npm start only';

/**
 * What the service does when a setting that has no default value is not set, as
 * `ofage config check` shows it: the effective behaviour instead of a bare "(unset)". `config`
 * is the configuration the rest of the environment makes (undefined while it has problems), for
 * the answers that follow from other settings. Every setting of `CONFIG_SCHEMA` without a default
 * has an entry (a test holds the list to it).
 */
export const UNSET_SETTINGS: Readonly<
  Record<
    string,
    (config: ServiceConfig | undefined, env: Record<string, string | undefined>) => string
  >
> = {
  DATABASE_URL: (config) =>
    `none: SQLite, ${config ? path.join(config.dataDir, 'ofage.db') : 'ofage.db in OFAGE_DATA_DIR'}`,
  OFAGE_REDIS_URL: () => 'none: each instance keeps its own API key rate limits',
  OFAGE_LIVE_HOST: () => 'none: any host; the key decides test or live',
  OFAGE_TEST_HOST: () => 'none: any host; the key decides test or live',
  OFAGE_CONSOLE_SECRET: () => 'generated once and kept in the database',
  OFAGE_CONSOLE_SECRET_PREVIOUS: () => 'none',
  OFAGE_METRICS_PORT: () => 'off: no metrics listener',
  OFAGE_LOG_FORMAT: () => 'pretty on a terminal, json otherwise',
  OFAGE_CARD_CURRENCY: () => "the verification's country's currency",
  OTEL_EXPORTER_OTLP_ENDPOINT: (_, env) =>
    env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT
      ? 'none: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is used'
      : 'off: no traces',
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: (config) =>
    config?.tracing ? config.tracing.url : 'off: no traces',
  OFAGE_STRIPE_SECRET_KEY: () => 'none: live verifications do not offer the credit card',
  OFAGE_STRIPE_PUBLISHABLE_KEY: () => 'none: live verifications do not offer the credit card',
  OFAGE_STRIPE_API_BASE: () => "Stripe's own (https://api.stripe.com)",
  OFAGE_BANK_PROVIDERS_FILE: () => 'none: live verifications do not offer the bank app',
  OFAGE_WALLET_TRUST_FILE: () => 'none: live verifications do not offer digital wallets',
  OFAGE_SEED_API_KEY: (config) =>
    `generated, kept in ${config ? path.join(config.dataDir, 'demo-seed.json') : 'demo-seed.json in OFAGE_DATA_DIR'} (${SEED})`,
  OFAGE_SEED_WEBHOOK_SECRET: (config) =>
    `generated, kept in ${config ? path.join(config.dataDir, 'demo-seed.json') : 'demo-seed.json in OFAGE_DATA_DIR'} (${SEED})`,
  OFAGE_SEED_WEBHOOK_URL: () => `the example storefront's webhook route (${SEED})`,
  OFAGE_SEED_ALLOWED_ORIGINS: () => `none besides the example storefront's (${SEED})`,
  OFAGE_SEED_ADMIN_EMAIL: () => `admin@ofage.local (${SEED})`,
  OFAGE_SEED_ADMIN_PASSWORD: (config) =>
    `generated, kept in ${config ? path.join(config.dataDir, 'console-admin.json') : 'console-admin.json in OFAGE_DATA_DIR'} (${SEED})`,
};
