/**
 * The ofage service as `npm start` serves its API (the lean node:http path), on SQLite or on
 * PostgreSQL (DATABASE_URL). Prints its URL and a test key once its method workers are ready.
 *
 * For benchmarks that run the methods (bench/method-load.ts): `OFAGE_BENCH_LIVENESS_OFF=1` turns
 * the face liveness check off for the test key (a still photo cannot turn its head), and
 * `OFAGE_BENCH_STATS_MS` prints the worker pool's stats and the process's RSS as one JSON line
 * on stdout that often.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/service/config/load-config';
import { createApiKey } from '../../src/service/keys/api-keys';
import { createLogger } from '../../src/service/logger';
import { createProduct } from '../../src/service/products/products';
import { startServer } from '../../src/service/server/start-server';
import { createService } from '../../src/service/service';
import { setTestLivenessOff } from '../../src/service/methods/facial-age-estimation/face-settings';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-bench-'));
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
const running = await startServer(service, { port: 0, host: '127.0.0.1' });
config.publicUrl = running.url;
const product = await createProduct(service.ctx.db, { name: 'Bench store' }, Date.now());
const { key } = await createApiKey(
  service.ctx.db,
  { productId: product.id, mode: 'test' },
  Date.now(),
);
await service.ctx.workers?.ready;
if (process.env.OFAGE_BENCH_LIVENESS_OFF === '1') {
  await setTestLivenessOff(service.ctx, product.id, true);
}
process.stdout.write(`${JSON.stringify({ url: running.url, key })}\n`);
const statsMs = Number(process.env.OFAGE_BENCH_STATS_MS ?? 0);
if (statsMs > 0) {
  setInterval(() => {
    const stats = { rss: process.memoryUsage().rss, workers: service.ctx.workers?.stats() };
    process.stdout.write(`${JSON.stringify(stats)}\n`);
  }, statsMs).unref();
}
process.on('SIGTERM', () => {
  void running
    .close()
    .then(() => service.close())
    .finally(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
});
