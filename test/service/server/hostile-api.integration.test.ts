import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../support/databases';
import {
  emptyTally,
  hostileCases,
  methodActionRoutes,
  sendHostile,
  type HostileTargets,
} from '../../support/hostile-requests';
import { rawRequest } from '../../e2e/support/raw-http';
import { checkClientInput } from '../../../src/service/oidc/clients/client-input';
import { createOidcClient } from '../../../src/service/oidc/clients/oidc-clients';
import { startTestService, type TestService } from '../../support/test-service';

/**
 * Hostile requests, the short version: a few hundred generated malformed requests (fixed seed)
 * against the API, every method's actions, the OpenID issuers and unknown paths of a real service
 * over HTTP, on each database. None may hang (5 s each), none may get a 5xx, every error on an
 * `/api` path is `{error, errorMessage}` JSON (the issuers: a page, or JSON with OAuth's
 * `error_description` where a relying party reads it). `npm run bench hostile` sends ≥ 10,000 and prints the counts.
 * OFAGE_FUZZ_SEED / OFAGE_FUZZ_RUNS explore further.
 */
const SEED = Number(process.env.OFAGE_FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.OFAGE_FUZZ_RUNS ?? 300);

describe.each(testDialects())('hostile requests on $dialect', ({ dialect }) => {
  let t: TestService;
  let targets: HostileTargets;

  beforeAll(async () => {
    // The issuers' per-address limit would answer most of them 429 before they reach anything.
    t = await startTestService(dialect, { env: { OFAGE_OIDC_RATE_LIMIT_PER_SECOND: '100000' } });
    const client = await createOidcClient(
      t.service.ctx.db,
      t.product.id,
      checkClientInput({ mode: 'test', redirectUris: ['https://rp.example/cb'], mayCreate: true }),
      t.service.ctx.now(),
    );
    const performed = await t.call('/api/v1/age-verification/perform', {
      method: 'POST',
      json: { jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' } },
    });
    const answer = (await performed.json()) as { id: string; url: string };
    targets = {
      host: new URL(t.url).host,
      testKey: t.testKey,
      liveKey: t.liveKey,
      verificationId: answer.id,
      token: new URL(answer.url).searchParams.get('token') ?? '',
      oidcClientId: client.info.clientId,
      ...(client.secret ? { oidcSecret: client.secret } : {}),
    };
  });
  afterAll(async () => t?.close());

  it.each(['TRACE', 'PROPFIND', 'PUT'])(
    '%s to a method action is a JSON 405, not a crash (found by the generator)',
    async (method) => {
      const res = await rawRequest(t.url, {
        method,
        target: '/api/widget/methods/facial-age-estimation/start',
        headers: [['Host', targets.host]],
      });
      expect(res.status).toBe(405);
      expect(JSON.parse(res.body)).toMatchObject({ error: 'METHOD_NOT_ALLOWED' });
      expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
    },
  );

  it('an unmeetable Expect header is a JSON 417 (node:http answered a bare one)', async () => {
    const res = await rawRequest(t.url, {
      method: 'POST',
      target: '/api/v1/age-verification/perform',
      headers: [
        ['Host', targets.host],
        ['Expect', 'x'],
      ],
    });
    expect(res.status).toBe(417);
    expect(JSON.parse(res.body)).toMatchObject({ error: 'EXPECTATION_FAILED' });
  });

  it('the generator reaches every method action the registry declares', () => {
    expect(methodActionRoutes()).toContain('facial-age-estimation/submit');
  });

  it(`${RUNS} generated requests: no 5xx, no hang, errors as {error, errorMessage}`, async () => {
    const tally = emptyTally();
    const rssBefore = process.memoryUsage().rss;
    await fc.assert(
      fc.asyncProperty(hostileCases(targets), async (c) => {
        const problem = await sendHostile(t.url, c, tally, 5_000);
        expect(problem).toBeUndefined();
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    const rssAfter = process.memoryUsage().rss;
    // Memory is printed, not asserted: this process also runs the test runner.
    console.log(
      `hostile (${dialect}): ${tally.sent} sent, statuses ${JSON.stringify(tally.byStatus)}, ` +
        `families ${JSON.stringify(tally.byFamily)}, RSS ${mb(rssBefore)} → ${mb(rssAfter)} MB`,
    );
    expect(tally.hangs).toBe(0);
    // The generator got past the first checks sometimes: some requests were answered 2xx.
    expect(Object.keys(tally.byStatus).some((s) => Number(s) < 300)).toBe(true);
    // The service still serves a well-formed request afterwards.
    const health = await fetch(`${t.url}/api/health`);
    expect(health.status).toBe(200);
  }, 60_000);
});

const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(0);
