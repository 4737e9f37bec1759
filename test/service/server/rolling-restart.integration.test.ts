import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../../src/service/db/create-database';
import { migrateToLatest } from '../../../src/service/db/migrate';
import { createApiKey } from '../../../src/service/keys/api-keys';
import { createProduct } from '../../../src/service/products/products';
import { provisionDatabase, type ProvisionedDatabase } from '../../support/databases';
import { startRoundRobin, type RoundRobin } from '../../support/round-robin';
import { startServiceInstances, type ServiceInstances } from '../../support/service-instances';
import { waitFor } from '../../support/wait';

const pgReady = Boolean(process.env.OFAGE_TEST_PG_ADMIN_URL);
const CALLERS = 4;
/** Each caller's pace: a perform and its get-status at most this often (a small steady load). */
const PACE_MS = 20;

/**
 * A rolling restart of two service processes on one PostgreSQL database, behind the test
 * proxy (which follows readiness and sends a refused request to the other instance), under a
 * small steady load of merchant calls: each instance in turn gets SIGTERM, drains, exits, starts
 * again and is ready before the next. No call fails, and every verification a perform
 * acknowledged is there afterwards. The first instance closes its listener at once (the proxy
 * meets refused connections), the second keeps it open for `OFAGE_DRAIN_DELAY_MS` (the proxy's
 * readiness checks see it draining first). PostgreSQL only: an SQLite file is one process's
 * (docs/service/scaling.md). `npm run bench instances` measures the same under more load.
 */
describe.skipIf(!pgReady)('a rolling restart of two instances', () => {
  let database: ProvisionedDatabase;
  let handle: DatabaseHandle;
  let instances: ServiceInstances | undefined;
  let proxy: RoundRobin;
  let key = '';
  const upstreams: string[] = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    database = await provisionDatabase('postgres');
    handle = createDatabase({
      databaseUrl: database.databaseUrl,
      dataDir: database.dataDir,
      poolSize: 2,
    });
    await migrateToLatest(handle);
    const now = Date.now();
    const product = await createProduct(handle.db, { name: 'Rolling restart' }, now);
    key = (await createApiKey(handle.db, { productId: product.id, mode: 'test' }, now)).key;
    proxy = await startRoundRobin(upstreams, { healthIntervalMs: 100 });
    instances = await startServiceInstances(
      2,
      {
        DATABASE_URL: database.databaseUrl!,
        OFAGE_REDIS_URL: '',
        OFAGE_RATE_LIMIT_PER_SECOND: '1000000',
        OFAGE_PUBLIC_URL: proxy.url,
        OFAGE_TRUST_PROXY: '1',
      },
      {
        envOf: (index) => {
          const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-rolling-'));
          dataDirs.push(dataDir);
          return {
            OFAGE_DATA_DIR: dataDir,
            OFAGE_DRAIN_DELAY_MS: index === 0 ? '0' : '500',
          };
        },
      },
    );
    upstreams.push(...instances.urls);
  }, 60_000);

  afterAll(async () => {
    await instances?.stop();
    await proxy?.close();
    await handle?.close();
    await database?.dispose();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  const api = (route: string, json?: unknown) =>
    fetch(proxy.url + route, {
      method: json === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });

  it('loses no request while each instance in turn drains and starts again', async () => {
    const acknowledged: string[] = [];
    const failures: string[] = [];
    let running = true;
    // A merchant's server: perform, then get-status of what it made, again and again.
    const caller = async (): Promise<void> => {
      while (running) {
        const paced = new Promise((resolve) => setTimeout(resolve, PACE_MS));
        try {
          const made = await api('/api/v1/age-verification/perform', {
            jurisdiction: 'US-CA',
            criteria: { ageCategory: 'ADULT' },
          });
          if (made.status !== 200) throw new Error(`perform ${made.status} ${await made.text()}`);
          const { id } = (await made.json()) as { id: string };
          acknowledged.push(id);
          const status = await api(`/api/v1/age-verification/get-status?id=${id}`);
          if (status.status !== 200)
            failures.push(`get-status ${status.status} ${await status.text()}`);
          else await status.arrayBuffer();
        } catch (error) {
          failures.push(`${(error as Error).message} ${String((error as Error).cause ?? '')}`);
        }
        await paced;
      }
    };
    const callers = Array.from({ length: CALLERS }, caller);
    const servedAfter = async (count: number) =>
      waitFor(() => acknowledged.length >= count, {
        timeout: 20_000,
        message: () => `${count} performs (${acknowledged.length})`,
      });

    await servedAfter(20);
    const restarts = [];
    for (const index of [0, 1]) {
      restarts.push(await instances!.restart(index));
      // The restarted instance takes requests again before the next one stops.
      const before = proxy.counts[index] ?? 0;
      await waitFor(() => (proxy.counts[index] ?? 0) > before + 5, {
        timeout: 20_000,
        message: `requests to instance ${index} after its restart`,
      });
    }
    await servedAfter(acknowledged.length + 20);
    running = false;
    await Promise.all(callers);

    expect(failures).toEqual([]);
    for (const restarted of restarts) expect(restarted.drained?.cut).toBe(0);
    // Every acknowledged verification is in the database, whichever instance wrote it.
    const found = await handle.db
      .selectFrom('verifications')
      .select('id')
      .where('id', 'in', acknowledged)
      .execute();
    expect(found).toHaveLength(acknowledged.length);
  }, 90_000);
});
