import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/service/config/load-config';
import { createApiKey } from '../../../src/service/keys/api-keys';
import { licencePhoto } from '../../../src/service/methods/id-document/specimen-licence';
import { createProduct } from '../../../src/service/products/products';
import { setWebhookEndpoint } from '../../../src/service/products/set-webhook-endpoint';
import { runService, type RunningService } from '../../../src/service/server/run-service';
import { startWebhookReceiver } from '../../support/webhook-receiver';
import { freePort } from '../../support/free-port';
import { waitFor } from '../../support/wait';
import { prepareDataDir } from './serve-process';

const PERFORM = '/api/v1/age-verification/perform';
const SET_STATUS = '/api/v1/test/set-age-verification-status';
const SUBMIT = '/api/widget/methods/id-document/submit';

/** The value of one series in a Prometheus text scrape (0 when absent). */
function value(scrape: string, series: string): number {
  const line = scrape.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

/**
 * The Prometheus listener: on its own loopback port, never on the public one; after some traffic
 * — verifications created and completed, a webhook delivered, a document read in the worker
 * pool, a burst past the rate limit — the series that count them have moved.
 */
describe('metrics', () => {
  let running: RunningService;
  let dataDir = '';
  let testKey = '';
  let burstKey = '';
  let metricsUrl = '';
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let secret = '';

  beforeAll(async () => {
    ({ dataDir, testKey } = await prepareDataDir());
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      OFAGE_DATA_DIR: dataDir,
      OFAGE_LOG_LEVEL: 'silent',
      OFAGE_METHOD_WORKERS: '1',
      OFAGE_RATE_LIMIT_PER_SECOND: '5',
      OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '1',
      OFAGE_METRICS_PORT: String(metricsPort),
    });
    running = await runService(config, { pages: false, detached: true });
    config.publicUrl = running.server.url;
    const { db } = running.service.ctx;
    const product = await db.selectFrom('products').select('id').executeTakeFirstOrThrow();
    receiver = await startWebhookReceiver(() => secret);
    ({ secret } = await setWebhookEndpoint(
      db,
      product.id,
      'test',
      { url: receiver.url },
      Date.now(),
      {
        allowLoopback: true,
      },
    ));
    running.service.invalidateCaches();
    const other = await createProduct(db, { name: 'Burst' }, Date.now());
    burstKey = (await createApiKey(db, { productId: other.id, mode: 'test' }, Date.now())).key;
    await running.ready;
  }, 120_000);

  afterAll(async () => {
    await running?.stop();
    await receiver?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const scrape = async () => {
    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    return res.text();
  };
  const call = (path: string, key: string, body: unknown) =>
    fetch(running.server.url + path, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('is served on its own port only', async () => {
    expect((await fetch(`${running.server.url}/metrics`)).status).toBe(404);
    const text = await scrape();
    expect(text).toContain('# TYPE ofage_verifications_created_total counter');
    expect(text).toMatch(/^ofage_process_resident_memory_bytes \d+/m);
  });

  it('counts verifications, requests, webhooks, worker tasks and rate-limit refusals', async () => {
    const before = await scrape();
    const created = await call(PERFORM, testKey, {
      jurisdiction: 'US-CA',
      criteria: { ageCategory: 'ADULT' },
    });
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    const done = await call(SET_STATUS, testKey, { id, status: 'PASS', method: 'id-document' });
    expect(done.status).toBe(200);
    await receiver.waitFor(1);

    const scan = await call(PERFORM, testKey, {
      jurisdiction: 'US-CA',
      criteria: { ageCategory: 'ADULT' },
      options: { flow: 'id-scan' },
    });
    const token = new URL(((await scan.json()) as { url: string }).url).searchParams.get('token')!;
    const read = await fetch(running.server.url + SUBMIT, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      body: new Uint8Array(await licencePhoto(Date.now(), 34)),
    });
    expect(read.status).toBe(200);

    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(PERFORM, burstKey, { jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' } }),
      ),
    );
    const refused = burst.filter((r) => r.status === 429).length;
    expect(refused).toBeGreaterThan(0);

    const after = await waitFor(
      async () => {
        const text = await scrape();
        return value(text, 'ofage_webhook_attempts_total{outcome="delivered"}') >= 1
          ? text
          : undefined;
      },
      { timeout: 10_000, message: 'the webhook attempt in the metrics' },
    );
    const moved = (series: string) => value(after, series) - value(before, series);
    expect(moved('ofage_verifications_created_total{mode="test",flow="age-assurance"}')).toBe(
      1 + burst.length - refused,
    );
    expect(moved('ofage_verifications_created_total{mode="test",flow="id-scan"}')).toBe(1);
    expect(
      moved('ofage_verifications_completed_total{status="PASS",method="id-document",mode="test"}'),
    ).toBe(2);
    expect(moved('ofage_rate_limited_total')).toBe(refused);
    expect(
      moved(
        'ofage_http_request_duration_seconds_count{route="/api/v1/age-verification/perform",method="POST",status="200"}',
      ),
    ).toBe(2 + burst.length - refused);
    expect(
      moved(
        'ofage_http_request_duration_seconds_count{route="/api/widget/methods/id-document/submit",method="POST",status="200"}',
      ),
    ).toBe(1);
    expect(
      moved('ofage_worker_task_duration_seconds_count{task="id-document.read",result="ok"}'),
    ).toBe(1);
    expect(after).toMatch(/^ofage_worker_pool_threads 1$/m);
    expect(after).toMatch(/^ofage_worker_pool_busy_threads 0$/m);
    expect(after).toMatch(/^ofage_worker_pool_queue_depth 0$/m);
    expect(after).toMatch(/^ofage_webhook_outbox_pending \d+$/m);
    expect(after).toMatch(/^ofage_webhook_outbox_oldest_pending_age_seconds [\d.e+-]+$/m);
    // Raw paths never become labels: an unknown path is one series whatever it is.
    await fetch(`${running.server.url}/api/v1/nothing-${Date.now()}`);
    const last = await scrape();
    expect(last).not.toMatch(/route="\/api\/v1\/nothing-/);
    expect(last).toMatch(/route="\(unmatched\)"/);
  }, 60_000);
});
