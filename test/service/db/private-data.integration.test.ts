import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/service/config/load-config';
import { createDatabase } from '../../../src/service/db/create-database';
import { createLogger } from '../../../src/service/logger';
import { seedDemo } from '../../../src/service/seed/seed-demo';
import { createService } from '../../../src/service/service';

const mode = (file: string): number => fs.statSync(file).mode & 0o777;

describe('the SQLite data directory holds secrets: owner only', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const tempDir = () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-perm-'));
    dirs.push(base);
    return base;
  };

  it('creates the directory 0700 and the database, its WAL and shared memory, and the seed files 0600', async () => {
    const previous = process.umask(0o022); // the usual default: files 0644, directories 0755
    try {
      const dataDir = path.join(tempDir(), 'data');
      const config = loadConfig({
        OFAGE_DATA_DIR: dataDir,
        OFAGE_LOG_LEVEL: 'silent',
        OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '1',
      });
      const service = await createService({
        config,
        logger: createLogger('silent'),
        deliverWebhooks: false,
      });
      try {
        await seedDemo(service.ctx, {
          allowedOrigins: [],
          webhookUrl: 'http://localhost:3001/api/age-gate/webhook',
        });
        expect(mode(dataDir)).toBe(0o700);
        const files = fs.readdirSync(dataDir);
        expect(files).toEqual(
          expect.arrayContaining([
            'ofage.db',
            'ofage.db-wal',
            'ofage.db-shm',
            'demo-seed.json',
            'console-admin.json',
          ]),
        );
        for (const file of files) expect(mode(path.join(dataDir, file)), file).toBe(0o600);
      } finally {
        await service.close();
      }
    } finally {
      process.umask(previous);
    }
  });

  it('tightens a data directory and database left readable by an earlier version', async () => {
    const dataDir = tempDir();
    fs.chmodSync(dataDir, 0o755);
    const file = path.join(dataDir, 'ofage.db');
    fs.writeFileSync(file, '', { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    const handle = createDatabase({ dataDir });
    await handle.close();
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(file)).toBe(0o600);
  });
});

describe('start-up on an unresponsive PostgreSQL', () => {
  it('fails after the connect timeout with a message that says what to check', async () => {
    // Accepts the TCP connection, then never says a word (a stuck server, a black-holing proxy).
    const sockets: net.Socket[] = [];
    const server = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      const config = loadConfig({
        DATABASE_URL: `postgres://ofage:secret-password@127.0.0.1:${port}/ofage`,
        OFAGE_DB_CONNECT_TIMEOUT_MS: '300',
        OFAGE_LOG_LEVEL: 'silent',
      });
      const started = createService({ config, logger: createLogger('silent') });
      await expect(started).rejects.toThrow(
        `could not connect to PostgreSQL at postgres://ofage:***@127.0.0.1:${port}/ofage: no answer within 300 ms (OFAGE_DB_CONNECT_TIMEOUT_MS). Check DATABASE_URL and that the server is up and accepting connections.`,
      );
      expect(sockets.length).toBeGreaterThan(0);
    } finally {
      sockets.forEach((s) => s.destroy());
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
