import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { licencePhoto } from '../../../src/service/methods/id-document/specimen-licence';
import { freePort } from '../../support/free-port';
import { waitFor } from '../../support/wait';
import { busyProcesses, prepareDataDir, startServe, type ServeProcess } from './serve-process';

const PERFORM = '/api/v1/age-verification/perform';
const SUBMIT = '/api/widget/methods/id-document/submit';

/**
 * Start-up on a busy host: `ofage serve` starts while two other processes keep the cores busy,
 * so its worker threads take seconds to load the document reader. Liveness answers as soon as
 * the server listens; readiness (and the old `/api/health`) says 503 `starting` until the
 * readers are loaded; and an ID document sent right after the first live answer waits for the
 * reader and is read — it is not told the reader "is not loaded on this service".
 */
describe('start-up with the readers still loading', () => {
  let serve: ServeProcess | undefined;
  let dataDir = '';
  const busy = busyProcesses(2);

  afterAll(async () => {
    busy.stop();
    serve?.child.kill('SIGKILL');
    await serve?.exited;
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is live at once, ready only with its readers, and a read sent meanwhile waits', async () => {
    const prepared = await prepareDataDir();
    dataDir = prepared.dataDir;
    const photo = await licencePhoto(Date.now(), 34);
    const port = await freePort();
    const started = Date.now();
    // On a shared machine under load the readers may take minutes: let a read wait that long.
    serve = startServe(port, dataDir, {
      OFAGE_METHOD_WORKERS: '1',
      OFAGE_METHOD_LOADING_WAIT_MS: '240000',
    });
    const s = serve;

    // Checked every 20 ms: the time to the first answer is measured.
    await waitFor(async () => (await fetch(`${s.url}/api/health/live`)).status === 200, {
      timeout: 60_000,
      interval: 20,
      message: 'the first live answer',
    });
    const liveAfterMs = Date.now() - started;

    // Right after the first live answer: the reader is still loading.
    const readyEarly = await fetch(`${s.url}/api/health/ready`);
    const early = (await readyEarly.json()) as {
      status: string;
      checks: { readers: Record<string, { state: string }> };
      waitingFor: string[];
    };
    const healthEarly = await fetch(`${s.url}/api/health`);
    const stillLoading = early.checks.readers['id-document']?.state === 'loading';
    if (stillLoading) {
      expect(readyEarly.status).toBe(503);
      expect(early.status).toBe('starting');
      expect(early.waitingFor.join(' ')).toMatch(/id-document/);
      expect(healthEarly.status).toBe(503);
      expect(await healthEarly.json()).toMatchObject({ status: 'starting' });
    }

    // An ID document sent now waits for the reader instead of being refused.
    const created = await fetch(s.url + PERFORM, {
      method: 'POST',
      headers: { authorization: `Bearer ${prepared.testKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        jurisdiction: 'US-CA',
        criteria: { ageCategory: 'ADULT' },
        options: { flow: 'id-scan' },
      }),
    });
    expect(created.status).toBe(200);
    const { url } = (await created.json()) as { url: string };
    const token = new URL(url).searchParams.get('token')!;
    const read = await fetch(s.url + SUBMIT, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      body: new Uint8Array(photo),
    });
    const answer = (await read.json()) as { decision?: string; errorMessage?: string };
    expect(answer.errorMessage ?? '').not.toMatch(/not loaded|not available/);
    expect(read.status).toBe(200);
    expect(answer.decision).toBe('pass');

    // The banner comes only once the service is ready.
    await waitFor(() => /ofage service listening on .*ready/.test(s.output()), {
      timeout: 240_000,
      interval: 20,
      message: 'the banner',
    });
    const readyAfterMs = Date.now() - started;
    const ready = await fetch(`${s.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ready',
      checks: {
        database: { ok: true },
        signingKeys: { ok: true },
        readers: {
          'id-document': { state: 'loaded' },
          'facial-age-estimation': { state: 'loaded' },
        },
      },
    });
    expect(await (await fetch(`${s.url}/api/health`)).json()).toEqual({ status: 'ok' });
    console.info(
      `start-up with 2 busy processes: live after ${liveAfterMs} ms, ready after ${readyAfterMs} ms, readers loading at the first live answer: ${stillLoading}`,
    );
    expect(stillLoading).toBe(true);
  }, 360_000);
});
