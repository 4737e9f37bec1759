import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../../src/service/db/create-database';
import { migrateToLatest } from '../../../src/service/db/migrate';
import { createApiKey } from '../../../src/service/keys/api-keys';
import { createProduct } from '../../../src/service/products/products';
import { setWebhookEndpoint } from '../../../src/service/products/set-webhook-endpoint';
import { provisionDatabase, type ProvisionedDatabase } from '../../support/databases';
import { startRoundRobin, type RoundRobin } from '../../support/round-robin';
import { startServiceInstances, type ServiceInstances } from '../../support/service-instances';
import { startWebhookReceiver } from '../../support/webhook-receiver';
import { holdsFor, waitFor } from '../../support/wait';
import { bankBrowser } from '../methods/bank-app/bank-browser';

const pgReady = Boolean(process.env.OFAGE_TEST_PG_ADMIN_URL);
const redisUrl = process.env.OFAGE_TEST_REDIS_URL ?? '';
const RATE = 10;

const PERFORM = '/api/v1/age-verification/perform';
const STATUS = '/api/v1/age-verification/get-status';
const SET_STATUS = '/api/v1/test/set-age-verification-status';
const FACE = '/api/widget/methods/facial-age-estimation';
const WALLET = '/api/widget/methods/digital-wallet';
const BANK = '/api/widget/methods/bank-app';

/**
 * Three service processes on one fresh PostgreSQL database and one Redis,
 * behind a round-robin proxy, share nothing in memory, and each has a data directory of its own
 * (as containers have). A widget opened on one completes through the others and hears it live; a
 * burst split across them meets one rate limit; every webhook is delivered once with three
 * dispatchers running; a nonce used on one instance is refused on another; the test wallet's and
 * the test bank's steps complete whichever instance each lands on. `npm run bench instances`
 * measures the same set-up.
 */
describe.skipIf(!pgReady || !redisUrl)('several service instances on one PostgreSQL', () => {
  let database: ProvisionedDatabase;
  let handle: DatabaseHandle;
  let instances: ServiceInstances | undefined;
  let proxy: RoundRobin;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let secret = '';
  const keys: string[] = [];
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
    const product = await createProduct(handle.db, { name: 'Several instances' }, now);
    // One key per part: each has its own bucket, so the parts do not drain each other's.
    for (let i = 0; i < 5; i++) {
      keys.push((await createApiKey(handle.db, { productId: product.id, mode: 'test' }, now)).key);
    }
    receiver = await startWebhookReceiver(() => secret);
    ({ secret } = await setWebhookEndpoint(
      handle.db,
      product.id,
      'test',
      { url: receiver.url },
      now,
      { allowLoopback: true },
    ));
    proxy = await startRoundRobin(upstreams);
    instances = await startServiceInstances(
      3,
      {
        DATABASE_URL: database.databaseUrl!,
        OFAGE_REDIS_URL: redisUrl,
        OFAGE_RATE_LIMIT_PER_SECOND: String(RATE),
        OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '1',
        OFAGE_PUBLIC_URL: proxy.url,
        // Each instance trusts the proxy in front of it for the client address.
        OFAGE_TRUST_PROXY: '1',
      },
      {
        envOf: () => {
          const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-instance-'));
          dataDirs.push(dataDir);
          return { OFAGE_DATA_DIR: dataDir };
        },
      },
    );
    upstreams.push(...instances.urls);
  }, 90_000);

  afterAll(async () => {
    await instances?.stop();
    await proxy?.close();
    await receiver?.close();
    await handle?.close();
    await database?.dispose();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  const api = (path: string, key: string, json?: unknown) =>
    fetch(proxy.url + path, {
      method: json === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });

  const perform = async (key: string): Promise<{ id: string; token: string }> => {
    const res = await api(PERFORM, key, {
      jurisdiction: 'US-CA',
      criteria: { ageCategory: 'ADULT' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: string; url: string };
    return { id: body.id, token: new URL(body.url).searchParams.get('token')! };
  };

  const widget = (base: string, path: string, token: string, body: BodyInit | null) =>
    fetch(base + path, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body,
    });

  it('a widget opened on one instance completes through another and hears it live', async () => {
    const [a, b, c] = instances!.urls as [string, string, string];
    const v = await perform(keys[0]!);

    // The widget's stream, held open on instance A.
    const stream = await fetch(`${a}/api/widget/events?token=${encodeURIComponent(v.token)}`);
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    const states: { status: string }[] = [];
    let buffer = '';
    const nextState = async (): Promise<{ status: string }> => {
      for (;;) {
        const event = /event: state\ndata: (.*)\n\n/.exec(buffer);
        if (event) {
          buffer = buffer.slice(event.index + event[0].length);
          const state = JSON.parse(event[1]!) as { status: string };
          states.push(state);
          return state;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended after ${JSON.stringify(states)}`);
        buffer += value;
      }
    };
    expect((await nextState()).status).toBe('PENDING');

    // A single-use nonce: issued by B, used up on C, refused on A and on B.
    const started = await widget(b, `${FACE}/start`, v.token, null);
    expect(started.status).toBe(200);
    const { nonce } = (await started.json()) as { nonce: string };
    const frame = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 128, g: 110, b: 100 } },
    })
      .jpeg()
      .toBuffer();
    const capture = (): FormData => {
      const form = new FormData();
      form.set('nonce', nonce);
      form.append('frame', new Blob([new Uint8Array(frame)]), 'f.jpg');
      return form;
    };
    const first = await widget(c, `${FACE}/submit`, v.token, capture());
    // The nonce is taken before the frames are read; these instances run no face workers.
    expect(first.status).toBe(503);
    for (const other of [a, b]) {
      const replay = await widget(other, `${FACE}/submit`, v.token, capture());
      expect(replay.status).toBe(400);
      expect(((await replay.json()) as { errorMessage: string }).errorMessage).toMatch(
        /nonce is unknown, used or expired/,
      );
    }

    // The test-mode simulator completes it through B; A's stream hears the result.
    const simulated = await fetch(`${b}/api/widget/simulate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: v.token, method: 'id-document', outcome: 'adult' }),
    });
    expect(simulated.status).toBe(200);
    let state = await nextState();
    while (state.status === 'PENDING') state = await nextState();
    expect(state.status).toBe('PASS');
    await reader.cancel().catch(() => undefined);

    // The status endpoint of C agrees.
    const status = await fetch(`${c}/api/widget/status?token=${encodeURIComponent(v.token)}`);
    expect(((await status.json()) as { state: { status: string } }).state.status).toBe('PASS');
  }, 30_000);

  it('a burst split across the instances meets one shared limit, not three', async () => {
    const before = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        api(`${STATUS}?id=00000000-0000-4000-8000-000000000000`, keys[1]!),
      ),
    );
    const elapsedS = (Date.now() - before) / 1000;
    const statuses = answers.map((r) => r.status);
    const allowed = statuses.filter((s) => s !== 429).length;
    // Burst 2 × RATE, plus what refilled while the burst was in flight. Per-instance buckets
    // would have let 3 × 2 × RATE = 60 through.
    expect(allowed).toBeGreaterThanOrEqual(2 * RATE);
    expect(allowed).toBeLessThanOrEqual(2 * RATE + Math.ceil(elapsedS * RATE) + 1);
    expect(statuses.filter((s) => s === 429).length).toBe(60 - allowed);
    const refused = answers.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
  });

  it('every webhook is delivered exactly once with three dispatchers running', async () => {
    // Performs and completions together stay within the key's burst (2 × RATE).
    const count = 9;
    const made: string[] = [];
    for (let i = 0; i < count; i++) made.push((await perform(keys[2]!)).id);
    // Completed through every instance in turn: each enqueues and nudges its own dispatcher.
    await Promise.all(
      made.map(async (id) => {
        const res = await api(SET_STATUS, keys[2]!, {
          id,
          status: 'PASS',
          method: 'id-document',
          age: { low: 30, high: 30 },
        });
        expect(res.status).toBe(200);
      }),
    );
    const ofThis = () =>
      receiver.received.filter((w) =>
        made.includes(
          (JSON.parse(w.body) as { data: { verificationId: string } }).data.verificationId,
        ),
      );
    await waitFor(() => ofThis().length >= count, {
      timeout: 20_000,
      message: () => `${count} webhooks (${ofThis().length} arrived)`,
    });
    // Let every dispatcher poll a few more times: a duplicate would arrive now.
    await holdsFor(() => ofThis().length === count, 3000, 'no webhook delivered twice');
    const delivered = ofThis();
    const verificationIds = delivered.map(
      (w) => (JSON.parse(w.body) as { data: { verificationId: string } }).data.verificationId,
    );
    expect(verificationIds.sort()).toEqual([...made].sort());
    const ids = receiver.received.map((w) => String(w.headers['webhook-id']));
    expect(new Set(ids).size).toBe(ids.length);
    expect(receiver.received.every((w) => w.validHmac && w.validStandard)).toBe(true);
  }, 40_000);

  /** Each call the next instance in turn: A, B, C, A, … */
  const inTurn = () => {
    let turn = 0;
    return () => instances!.urls[turn++ % instances!.urls.length]!;
  };
  const on = (base: string, url: string) => {
    const u = new URL(url);
    return `${base}${u.pathname}${u.search}`;
  };

  it.each([
    ['sd-jwt', 'an EU PID (SD-JWT VC)'],
    ['mdoc', 'a mobile driving licence (mdoc)'],
  ])(
    'a test wallet presentation (%s) signed on one instance is accepted on another',
    async (credential) => {
      const [a, b, c] = instances!.urls as [string, string, string];
      const v = await perform(keys[3]!);
      // The widget opens the request on A, the wallet fetches it from B, the test wallet signs
      // the presentation on C, and the wallet's answer reaches A.
      const opened = await fetch(`${a}${WALLET}/request`, {
        method: 'POST',
        headers: { authorization: `Bearer ${v.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ channel: 'direct_post' }),
      });
      expect(opened.status).toBe(200);
      const { link } = (await opened.json()) as { link: string };
      const requestUri = new URL(link).searchParams.get('request_uri')!;
      const jwt = await (await fetch(on(b, requestUri))).text();
      const presented = await fetch(`${c}${WALLET}/test-wallet-present`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ request: jwt, credential, over: true }),
      });
      expect(presented.status).toBe(200);
      const answer = (await presented.json()) as {
        vp_token: unknown;
        state: string;
        response_uri: string;
      };
      const posted = await fetch(on(a, answer.response_uri), {
        method: 'POST',
        body: new URLSearchParams({
          state: answer.state,
          vp_token: JSON.stringify(answer.vp_token),
        }),
      });
      expect(await posted.json()).toEqual({ outcome: 'pass' });
      const status = await api(`${STATUS}?id=${v.id}`, keys[3]!);
      expect(await status.json()).toMatchObject({ status: 'PASS', method: 'digital-wallet' });
    },
  );

  it("the test bank's sign-in, consent and callback complete, each step on another instance", async () => {
    const v = await perform(keys[4]!);
    const started = await fetch(`${instances!.urls[0]}${BANK}/start`, {
      method: 'POST',
      headers: { authorization: `Bearer ${v.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'test-bank' }),
    });
    expect(started.status).toBe(200);
    const { url } = (await started.json()) as { url: string };
    // Every request of the person's browser goes to the next instance, whatever its URL names.
    const next = inTurn();
    const browser = bankBrowser((u) => new URL(on(next(), u.href)));
    const login = await browser.navigate(url);
    expect(login.html).toContain('Sign in to Test Bank');
    const consent = await browser.post(`${login.url.href}/login`, { user: 'alex' });
    expect(consent.html).toContain('Share with this site?');
    const isCallback = (u: URL) => u.pathname === `${BANK}/callback`;
    const back = await browser.navigate(
      `${consent.url.href}/confirm`,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      isCallback,
    );
    expect(isCallback(back.url)).toBe(true);
    const result = await browser.navigate(back.url.href, {}, (u) => u.pathname === '/result');
    expect(result.url.pathname).toBe('/result');
    const status = await api(`${STATUS}?id=${v.id}`, keys[4]!);
    expect(await status.json()).toMatchObject({
      status: 'PASS',
      method: 'bank-app',
      age: { low: 18, high: 100 },
    });
  });
});
