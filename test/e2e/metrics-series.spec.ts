import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { waitFor } from '../support/wait';
import { rawRequest } from './support/raw-http';
import { startServiceEnvironment, type ServiceEnvironment } from './support/service-environment';

/**
 * The request metrics' `route` label comes from a closed set, whatever paths clients send: the
 * built service (lean API, OpenID issuers, Next.js pages, console, next-auth) on loopback gets
 * 1,000 requests to random paths — several methods, with and without an API key, answered 404,
 * 405, 400, 204 or a page — and its scrape holds exactly the request series it held after the
 * first round of the same kinds of request.
 */
let env: ServiceEnvironment;
let metricsUrl: string;

beforeAll(async () => {
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  env = await startServiceEnvironment({
    OFAGE_METRICS_PORT: String(metricsPort),
    OFAGE_METHOD_WORKERS: '0',
    // The issuers' per-address limit is another test's business: here every request is answered.
    OFAGE_OIDC_RATE_LIMIT_PER_SECOND: '10000',
  });
}, 300_000);
afterAll(async () => env?.close());

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** A path segment as a client makes them up: letters (never an id's shape), 3 to 12 of them. */
const word = (): string =>
  Array.from({ length: randomInt(3, 13) }, () => LETTERS[randomInt(0, 26)]).join('');

type Send = () => Promise<number>;
const call =
  (method: string, path: () => string, headers: () => Record<string, string> = () => ({})): Send =>
  async () => {
    const response = await fetch(env.url + path(), {
      method,
      headers: headers(),
      redirect: 'manual',
    });
    await response.arrayBuffer();
    return response.status;
  };
const raw =
  (method: string, target: () => string): Send =>
  async () =>
    (
      await rawRequest(env.url, {
        method,
        target: target(),
        headers: [['Host', new URL(env.url).host]],
      })
    ).status;

/** One of each kind of request; each run draws new random paths. */
const kinds = (): Send[] => {
  const key = () => ({ authorization: `Bearer ${env.testKey}` });
  const forged = () => ({ authorization: `Bearer ofage_test_${word()}` });
  return [
    call('GET', () => `/${word()}`),
    call('POST', () => `/${word()}/${word()}`),
    call('OPTIONS', () => `/${word()}`),
    call('GET', () => `/api/v1/${word()}`, key),
    call('POST', () => `/api/v1/age-verification/${word()}`, forged),
    call('DELETE', () => `/api/widget/methods/${word()}/${word()}`),
    call('GET', () => `/api/v1/oidc/use/interaction/${word()}`),
    call('GET', () => `/api/v1/oidc/create/${word()}`),
    call('PUT', () => `/api/auth/${word()}`, forged),
    call('GET', () => `/_next/static/${word()}.js`),
    call('GET', () => `/console/${word()}`),
    call('GET', () => `/v/${word()}`),
    raw('GET', () => `http://evil.example/${word()}`),
    raw('PROPFIND', () => `/api/widget/${word()}`),
  ];
};

/** The request series of a scrape (name and labels, without the values), and the total count. */
async function requestSeries(): Promise<{ series: Set<string>; count: number; bytes: number }> {
  const text = await (await fetch(metricsUrl)).text();
  const lines = text.split('\n').filter((l) => l.startsWith('ofage_http_request_duration_seconds'));
  const count = lines
    .filter((l) => l.startsWith('ofage_http_request_duration_seconds_count'))
    .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
  return {
    series: new Set(lines.map((l) => l.slice(0, l.lastIndexOf(' ')))),
    count,
    bytes: text.length,
  };
}

/** Sends `total` requests, cycling through the kinds, 20 at a time; waits until all are counted. */
async function send(total: number): Promise<void> {
  const before = (await requestSeries()).count;
  const all = kinds();
  for (let i = 0; i < total; i += 20) {
    const batch = Array.from(
      { length: Math.min(20, total - i) },
      (_, j) => all[(i + j) % all.length]!,
    );
    const statuses = await Promise.all(batch.map((send) => send()));
    expect(statuses.every((s) => s < 500)).toBe(true);
  }
  await waitFor(async () => (await requestSeries()).count >= before + total, {
    message: `${total} requests in the metrics`,
  });
}

describe('request metrics under random paths', () => {
  it('1,000 requests to random paths add no series to what one round of the same kinds made', async () => {
    await send(kinds().length);
    const first = await requestSeries();
    await send(1000);
    const after = await requestSeries();
    const added = [...after.series].filter((s) => !first.series.has(s));
    console.log(
      `request series: ${first.series.size} after one round (${first.bytes} bytes scraped), ${after.series.size} after 1,000 more (${after.bytes} bytes)`,
    );
    expect(added).toEqual([]);
    expect(after.series.size).toBe(first.series.size);
  }, 300_000);
});
