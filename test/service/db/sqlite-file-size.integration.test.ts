import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/service/config/load-config';
import { createDatabase, SQLITE_FILE } from '../../../src/service/db/create-database';
import { purgeExpired } from '../../../src/service/lifecycle/purge-expired';
import { createLogger } from '../../../src/service/logger';
import { createProduct } from '../../../src/service/products/products';
import { createService } from '../../../src/service/service';

const DAY = 24 * 60 * 60 * 1000;

describe('the SQLite file after purges', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-size-'));
    dirs.push(dir);
    return dir;
  };
  const sizeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);

  it('shrinks once a purge has run, and its WAL is emptied', async () => {
    const dataDir = tempDir();
    let clock = Date.now();
    const service = await createService({
      config: loadConfig({ OFAGE_DATA_DIR: dataDir, OFAGE_LOG_LEVEL: 'silent' }),
      logger: createLogger('silent'),
      deliverWebhooks: false,
      now: () => clock,
    });
    const file = path.join(dataDir, SQLITE_FILE);
    try {
      const { db } = service.ctx;
      const product = await createProduct(db, { name: 'Filled store' }, clock);
      // Rows large enough that the file grows by megabytes: 4,000 verifications of ~2 KB.
      const padding = `https://shop.example/${'x'.repeat(2000)}`;
      for (let batch = 0; batch < 8; batch++) {
        await db
          .insertInto('verifications')
          .values(
            Array.from({ length: 500 }, (_, i) => ({
              id: `v-${batch}-${i}`,
              product_id: product.id,
              mode: 'test' as const,
              status: 'PASS' as const,
              jurisdiction: 'US-CA',
              criteria_category: 'ADULT' as const,
              criteria_age: null,
              threshold: 18,
              flow: 'age-assurance',
              redirect_url: padding,
              locale: null,
              face_pass_if_over: null,
              face_fail_if_under: null,
              methods: '[]',
              attempts: '{}',
              subject_hash: null,
              method: 'id-document',
              age_low: 30,
              age_high: 30,
              result_category: 'adult',
              failure_reason: null,
              dob: null,
              created_at: clock,
              opened_at: clock,
              completed_at: clock,
              expires_at: clock + 14 * DAY,
              short_link_hash: null,
              completion_hash: null,
              revoked_at: null,
              revoke_reason: null,
              picked_locale: null,
            })),
          )
          .execute();
      }
      await service.database.reclaimSpace?.();
      const filled = sizeOf(file);
      expect(filled).toBeGreaterThan(8_000_000);

      await db
        .updateTable('products')
        .set({ retention_days: 1 })
        .where('id', '=', product.id)
        .execute();
      clock += 2 * DAY;
      expect(await purgeExpired(service.ctx)).toBe(4000);
      const pages = await service.database.reclaimSpace!();

      expect(pages).toBeGreaterThan(0);
      expect(sizeOf(file)).toBeLessThan(filled / 4);
      expect(sizeOf(`${file}-wal`)).toBe(0);
    } finally {
      await service.close();
    }
  });

  it('a new database is created with incremental vacuum', async () => {
    const handle = createDatabase({ dataDir: tempDir() });
    try {
      expect(handle.autoVacuum).toBe('incremental');
    } finally {
      await handle.close();
    }
  });

  it('an existing database without it is switched on opening when small, and left as it is when large', async () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, SQLITE_FILE);
    const old = new SQLite(file);
    old.pragma('journal_mode = WAL');
    old.exec("create table t (v text); insert into t values ('a previous version wrote this')");
    expect(old.pragma('auto_vacuum', { simple: true })).toBe(0);
    old.close();

    const large = createDatabase({ dataDir, vacuumSwitchMaxBytes: 0 });
    expect(large.autoVacuum).toBe('none');
    await large.close();

    const small = createDatabase({ dataDir });
    expect(small.autoVacuum).toBe('incremental');
    await small.close();
    const reopened = new SQLite(file, { readonly: true });
    expect(reopened.pragma('auto_vacuum', { simple: true })).toBe(2);
    expect(reopened.prepare('select v from t').pluck().get()).toBe('a previous version wrote this');
    reopened.close();
  });
});
