/**
 * A webhook dispatcher in a process of its own — the service's outbox worker
 * (`createWebhookDispatcher`, real HTTP, real leases) on a shared database — so a chaos run can
 * SIGKILL it mid-delivery and start another (test/support/webhook-chaos.ts). Prints one JSON line
 * once it runs. Env: OFAGE_CHAOS_DATABASE_URL or OFAGE_CHAOS_DATA_DIR, OFAGE_CHAOS_LEASE_MS,
 * OFAGE_CHAOS_TIMEOUT_MS, OFAGE_CHAOS_POLL_MS.
 */
import { createDatabase } from '../../src/service/db/create-database';
import { createWebhookDispatcher } from '../../src/service/webhooks/create-webhook-dispatcher';

const env = process.env;
const database = createDatabase({
  dataDir: env.OFAGE_CHAOS_DATA_DIR ?? '',
  ...(env.OFAGE_CHAOS_DATABASE_URL ? { databaseUrl: env.OFAGE_CHAOS_DATABASE_URL } : {}),
  poolSize: 4,
});
const dispatcher = createWebhookDispatcher({
  db: database.db,
  dialect: database.dialect,
  allowLoopback: true,
  leaseMs: Number(env.OFAGE_CHAOS_LEASE_MS ?? 70_000),
  timeoutMs: Number(env.OFAGE_CHAOS_TIMEOUT_MS ?? 10_000),
  pollIntervalMs: Number(env.OFAGE_CHAOS_POLL_MS ?? 1000),
});
dispatcher.start();
process.stdout.write(`${JSON.stringify({ pid: process.pid })}\n`);
process.once('SIGTERM', () => {
  void dispatcher
    .stop()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
