import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/service/config/load-config';
import { runService, type RunningService } from '../../../src/service/server/run-service';
import { prepareDataDir } from './serve-process';

/**
 * The probes' paths and shapes on a service without worker threads (its model-based methods
 * reported off, not loading): live, ready, the first `/api/health`; and readiness going 503
 * `draining` — while liveness stays 200 — as soon as a drain starts.
 */
describe('health probes', () => {
  let running: RunningService;
  let dataDir = '';

  beforeAll(async () => {
    ({ dataDir } = await prepareDataDir());
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      OFAGE_DATA_DIR: dataDir,
      OFAGE_LOG_LEVEL: 'silent',
      OFAGE_METHOD_WORKERS: '0',
    });
    running = await runService(config, { pages: false, detached: true });
    await running.ready;
  }, 60_000);

  afterAll(async () => {
    await running?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = async (path: string, method = 'GET') => {
    const res = await fetch(running.server.url + path, { method });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('answers live, ready and the first health path', async () => {
    const live = await get('/api/health/live');
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ status: 'live', draining: false });
    const ready = await get('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'ready',
      checks: {
        database: { ok: true },
        migrations: { ok: true },
        signingKeys: { ok: true },
        readers: {
          'facial-age-estimation': {
            state: 'off',
            reason: expect.stringMatching(/OFAGE_METHOD_WORKERS=0/),
          },
          'id-document': { state: 'off', reason: expect.stringMatching(/OFAGE_METHOD_WORKERS=0/) },
        },
      },
      waitingFor: [],
    });
    expect(await get('/api/health')).toEqual({ status: 200, body: { status: 'ok' } });
    expect((await get('/api/health/ready', 'POST')).status).toBe(405);
    expect((await get('/api/health/nothing')).status).toBe(404);
  });

  it('says draining (503) on readiness and the first health path once a drain starts', async () => {
    running.service.readiness.startDraining();
    const ready = await get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'draining' });
    expect(await get('/api/health')).toMatchObject({ status: 503, body: { status: 'draining' } });
    const live = await get('/api/health/live');
    expect(live).toMatchObject({ status: 200, body: { status: 'live', draining: true } });
  });
});
