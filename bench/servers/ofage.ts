/**
 * The ofage service as `npm start` serves its API (the lean node:http path), on SQLite or on
 * PostgreSQL (DATABASE_URL). Prints its URL and a test key once its method workers are ready.
 *
 * For benchmarks that run the methods (bench/method-load.ts): `OFAGE_BENCH_LIVENESS_OFF=1` turns
 * the face liveness check off for the test key (a still photo cannot turn its head), and
 * `OFAGE_BENCH_STATS_MS` prints the worker pool's stats and the process's RSS as one JSON line
 * on stdout that often.
 *
 * For a database filled beforehand (bench/scale.ts): `OFAGE_BENCH_DATA_DIR` serves the SQLite
 * database there and leaves it in place at exit, `OFAGE_BENCH_PRODUCT_ID` makes the key for that
 * product instead of a new one, and SIGUSR2 runs the service's purge of expired rows once, then
 * on SQLite gives the freed pages back (`reclaimSpace`), printing
 * `{"purged", "ms", "pages", "reclaimMs"}` (or `"error"`) as a JSON line when it ends.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../../src/service/config/load-config';
import { createApiKey } from '../../src/service/keys/api-keys';
import { purgeExpired } from '../../src/service/lifecycle/purge-expired';
import { createLogger } from '../../src/service/logger';
import { createProduct } from '../../src/service/products/products';
import { startServer } from '../../src/service/server/start-server';
import { createService } from '../../src/service/service';
import { setTestLivenessOff } from '../../src/service/methods/facial-age-estimation/face-settings';

const givenDir = process.env.OFAGE_BENCH_DATA_DIR;
const dataDir = givenDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-bench-'));
const config = loadConfig({
  ...process.env,
  OFAGE_DATA_DIR: dataDir,
  OFAGE_RATE_LIMIT_PER_SECOND: '1000000',
  PORT: '0',
  HOST: '127.0.0.1',
});
const service = await createService({
  config,
  logger: createLogger('warn'),
  deliverWebhooks: false,
});
// A diagnostic (bench/scale.ts): e.g. `OFAGE_BENCH_SQLITE_PRAGMA='cache_size = -262144'` runs
// that pragma on the service's SQLite connection before it serves.
const pragma = process.env.OFAGE_BENCH_SQLITE_PRAGMA;
if (pragma && service.database.dialect === 'sqlite') {
  await sql.raw(`pragma ${pragma}`).execute(service.ctx.db);
}
const running = await startServer(service, { port: 0, host: '127.0.0.1' });
config.publicUrl = running.url;
const productId =
  process.env.OFAGE_BENCH_PRODUCT_ID ??
  (await createProduct(service.ctx.db, { name: 'Bench store' }, Date.now())).id;
const { key } = await createApiKey(service.ctx.db, { productId, mode: 'test' }, Date.now());
await service.ctx.workers?.ready;
if (process.env.OFAGE_BENCH_LIVENESS_OFF === '1') {
  await setTestLivenessOff(service.ctx, productId, true);
}
process.stdout.write(`${JSON.stringify({ url: running.url, key })}\n`);
const statsMs = Number(process.env.OFAGE_BENCH_STATS_MS ?? 0);
if (statsMs > 0) {
  setInterval(() => {
    const stats = { rss: process.memoryUsage().rss, workers: service.ctx.workers?.stats() };
    process.stdout.write(`${JSON.stringify(stats)}\n`);
  }, statsMs).unref();
}
process.on('SIGUSR2', () => {
  const started = performance.now();
  const purge = async () => {
    const purged = await purgeExpired(service.ctx);
    const ms = Math.round(performance.now() - started);
    const pages = (await service.database.reclaimSpace?.()) ?? 0;
    return { purged, ms, pages, reclaimMs: Math.round(performance.now() - started) - ms };
  };
  purge().then(
    (outcome) => process.stdout.write(`${JSON.stringify(outcome)}\n`),
    (error: unknown) => process.stdout.write(`${JSON.stringify({ error: String(error) })}\n`),
  );
});
process.on('SIGTERM', () => {
  void running
    .close()
    .then(() => service.close())
    .finally(() => {
      if (givenDir === undefined) fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
});
