/**
 * The service with its built pages on a fresh SQLite database, one test product allowed to embed
 * from http://127.0.0.1:9, and one opened verification. Prints `{serviceUrl, widgetUrl, key}` (the
 * product's test key, for a storefront to talk to this service).
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/service/config/load-config';
import { createApiKey } from '../../src/service/keys/api-keys';
import { createProduct } from '../../src/service/products/products';
import { runService } from '../../src/service/server/run-service';

const port = await new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as net.AddressInfo;
    s.close(() => resolve(port));
  });
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-bench-widget-'));
const serviceUrl = `http://127.0.0.1:${port}`;
const config = loadConfig({
  OFAGE_DATA_DIR: dataDir,
  OFAGE_LOG_LEVEL: 'silent',
  PORT: String(port),
  HOST: '127.0.0.1',
  OFAGE_PUBLIC_URL: serviceUrl,
});
// Next.js prints while it starts; the parent reads our first stdout line as JSON, so send the
// start-up chatter to stderr.
const writeOut = process.stdout.write.bind(process.stdout);
process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;
const running = await runService(config, { pages: { dev: false }, detached: true });
const now = Date.now();
const product = await createProduct(
  running.service.ctx.db,
  { name: 'Bench shop', allowedOrigins: { test: ['http://127.0.0.1:9'] } },
  now,
);
const { key } = await createApiKey(
  running.service.ctx.db,
  { productId: product.id, mode: 'test' },
  now,
);
const res = await fetch(`${serviceUrl}/api/v1/age-verification/perform`, {
  method: 'POST',
  headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
  body: JSON.stringify({ jurisdiction: 'DE', criteria: { ageCategory: 'ADULT' } }),
});
const { url } = (await res.json()) as { url: string };
await fetch(url); // opened: the measured requests read, they do not write
process.stdout.write = writeOut;
console.log(JSON.stringify({ serviceUrl, widgetUrl: url, key }));
const stop = (): void => {
  void running.stop().finally(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
