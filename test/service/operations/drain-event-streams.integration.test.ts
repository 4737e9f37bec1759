import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/service/config/load-config';
import { toWebRequest, writeWebResponse } from '../../../src/service/http/web-request';
import { createLogger } from '../../../src/service/logger';
import { gracefulStop } from '../../../src/service/server/graceful-stop';
import { startServer } from '../../../src/service/server/start-server';
import { createService } from '../../../src/service/service';
import { handleEvents } from '../../../src/service/widget/handlers/events';
import { prepareDataDir } from './serve-process';

/**
 * An open widget's event stream (server-sent events, alive for minutes) does not hold a drain
 * to its bound: it ends as the drain starts, completely, and the widget's EventSource reconnects
 * to an instance that is not stopping.
 */
describe('drain with open event streams', () => {
  let dataDir = '';
  afterAll(() => {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('ends them at once instead of waiting out the bound', async () => {
    const prepared = await prepareDataDir();
    dataDir = prepared.dataDir;
    const config = loadConfig({
      OFAGE_DATA_DIR: dataDir,
      OFAGE_METHOD_WORKERS: '0',
      OFAGE_LOG_LEVEL: 'silent',
    });
    const service = await createService({ config, logger: createLogger('silent') });
    const server = await startServer(service, {
      port: 0,
      host: '127.0.0.1',
      next: (req, res) =>
        handleEvents(service, toWebRequest(req, config.publicUrl)).then((response) =>
          writeWebResponse(res, response),
        ),
    });
    config.publicUrl = server.url;
    const created = await fetch(`${server.url}/api/v1/age-verification/perform`, {
      method: 'POST',
      headers: { authorization: `Bearer ${prepared.testKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' } }),
    });
    const token = new URL(((await created.json()) as { url: string }).url).searchParams.get(
      'token',
    )!;
    const events = await fetch(`${server.url}/api/widget/events?token=${token}`);
    expect(events.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = events.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toMatch(/^event: state/m);

    const drained = gracefulStop({
      service,
      server,
      timeoutMs: 30_000,
      logger: { info: () => undefined, warn: () => undefined },
    });
    // The stream ends, cleanly (no error), long before the bound.
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
    }
    const summary = await drained;
    expect(summary.cut).toBe(0);
    expect(summary.abandoned).toBe(0);
    expect(summary.ms).toBeLessThan(5_000);
  }, 60_000);
});
