/**
 * The ofage service as `npm start` serves its API (the lean node:http path), on SQLite or on
 * PostgreSQL (DATABASE_URL). Prints its URL and a test key.
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
process.stdout.write(`${JSON.stringify({ url: running.url, key })}\n`);
process.on('SIGTERM', () => {
  void running
    .close()
    .then(() => service.close())
    .finally(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
});
