import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases';
import { startOidcEnvironment, type OidcEnvironment } from './support/oidc-environment';

/**
 * The issuers' limits, tried as an attacker would over real HTTP on loopback: oversized
 * parameters and bursts of authorization and pushed requests from one address must neither grow
 * the database past a bound nor go unanswered (400 `invalid_request`, 429 with `Retry-After`), and
 * what nobody finished expires within minutes. Each test speaks from addresses of its own
 * (`X-Forwarded-For` behind one trusted proxy), so the per-address buckets do not meet.
 */
const RATE = 5;
/** The burst the issuers allow at RATE: six seconds' worth. */
const BURST = 6 * RATE;
const redirectUri = 'https://rp.example/cb';
let nextAddress = randomInt(1, 200);
const anAddress = (): string => `198.51.${randomInt(0, 255)}.${nextAddress++ % 250}`;

for (const { dialect } of testDatabases()) {
  describe(`the OpenID issuers' limits (${dialect})`, () => {
    let env: OidcEnvironment;
    let client: { clientId: string; secret: string | undefined };

    beforeAll(async () => {
      env = await startOidcEnvironment(dialect, {
        env: { OFAGE_TRUST_PROXY: '1', OFAGE_OIDC_RATE_LIMIT_PER_SECOND: String(RATE) },
      });
      client = await env.client({ redirectUris: [redirectUri], mayCreate: true });
    }, 120_000);
    afterAll(async () => env?.close());

    const useAuth = (address: string, params: Record<string, string> = {}) =>
      fetch(
        `${env.useIssuer}/auth?${new URLSearchParams({
          response_type: 'id_token',
          response_mode: 'query',
          scope: 'openid',
          client_id: client.clientId,
          redirect_uri: redirectUri,
          state: 'st',
          nonce: 'n',
          claims: JSON.stringify({ age_thresholds: [18] }),
          ...params,
        })}`,
        { redirect: 'manual', headers: { 'x-forwarded-for': address } },
      );
    const usePar = (address: string, params: Record<string, string> = {}) =>
      fetch(`${env.useIssuer}/par`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': address,
        },
        body: new URLSearchParams({
          response_type: 'code',
          scope: 'openid',
          client_id: client.clientId,
          redirect_uri: redirectUri,
          code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
          code_challenge_method: 'S256',
          state: 'st',
          ...params,
        }),
      });
    const createPar = (address: string, details: unknown) =>
      fetch(`${env.createIssuer}/par`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': address,
        },
        body: new URLSearchParams({
          client_id: client.clientId,
          client_secret: client.secret!,
          scope: 'openid',
          response_type: 'none',
          redirect_uri: redirectUri,
          state: 'st',
          authorization_details: JSON.stringify(details),
        }),
      });
    /** What the provider keeps: rows and bytes of its payloads. */
    const stored = async (): Promise<{ rows: number; bytes: number }> => {
      const { rows } = await sql<{ rows: number | string; bytes: number | string | null }>`
        select count(*) as rows, sum(length(payload)) as bytes from oidc_payloads
      `.execute(env.service.ctx.db);
      return { rows: Number(rows[0]!.rows), bytes: Number(rows[0]!.bytes ?? 0) };
    };

    it("the issue's reproduction scaled down — 100 authorizations with a 6 KB state and 40 pushed requests with a 30 KB one from one address — stores nothing, and is refused (400, 413 past the form cap, 429)", async () => {
      const before = await stored();
      const address = anAddress();
      const answers = await Promise.all([
        ...Array.from({ length: 100 }, () => useAuth(address, { state: 's'.repeat(6 * 1024) })),
        ...Array.from({ length: 40 }, () => usePar(address, { state: 'p'.repeat(30 * 1024) })),
      ]);
      const statuses = answers.map((a) => a.status);
      expect(statuses).toContain(429);
      expect(statuses.every((s) => [400, 413, 429].includes(s))).toBe(true);
      expect(await stored()).toEqual(before);
    });

    it('a parameter over its cap is 400 invalid_request naming it, at the authorization and the pushed-request endpoints, and nothing is stored', async () => {
      const before = await stored();
      const refusedPage = async (response: Response, name: string) => {
        expect(response.status).toBe(400);
        expect(response.headers.get('location')).toBeNull();
        const text = await response.text();
        expect(text).toContain('invalid_request');
        expect(text).toContain(name);
      };
      await refusedPage(await useAuth(anAddress(), { state: 's'.repeat(1025) }), 'state');
      await refusedPage(await useAuth(anAddress(), { nonce: 'n'.repeat(513) }), 'nonce');
      await refusedPage(
        await useAuth(anAddress(), { redirect_uri: `${redirectUri}?${'r'.repeat(2048)}` }),
        'redirect_uri',
      );
      await refusedPage(await useAuth(anAddress(), { login_hint: 'h'.repeat(513) }), 'login_hint');
      await refusedPage(
        await useAuth(anAddress(), {
          claims: JSON.stringify({ age_thresholds: [18], pad: 'c'.repeat(2048) }),
        }),
        'claims',
      );
      const refusedJson = async (response: Response, name: string) => {
        expect(response.status).toBe(400);
        const body = (await response.json()) as { error: string; error_description: string };
        expect(body.error).toBe('invalid_request');
        expect(body.error_description).toContain(name);
      };
      await refusedJson(await usePar(anAddress(), { state: 's'.repeat(1025) }), 'state');
      await refusedJson(await usePar(anAddress(), { ui_locales: 'u'.repeat(513) }), 'ui_locales');
      await refusedJson(
        await createPar(anAddress(), [
          {
            type: 'age_verification',
            method: 'id_doc_scan',
            age: { date_of_birth: '1990-05-17' },
            verified_at: new Date().toISOString(),
            verification_id: 'v-long',
            note: 'd'.repeat(2048),
          },
        ]),
        'authorization_details',
      );
      // At their caps, the same parameters go through.
      expect((await useAuth(anAddress(), { state: 's'.repeat(1024) })).status).toBe(303);
      expect((await usePar(anAddress(), { state: 's'.repeat(1024) })).status).toBe(201);
      const after = await stored();
      expect(after.rows - before.rows).toBe(2);
    });

    it('pushed requests past the form cap are 413 in the OAuth shape, and the service goes on serving', async () => {
      const before = await stored();
      // At once and from addresses of their own, as the 413s raced their unread bodies (the
      // process ended on an uncaught ERR_INVALID_STATE).
      const refused = await Promise.all(
        Array.from({ length: 20 }, () => usePar(anAddress(), { state: 'p'.repeat(40 * 1024) })),
      );
      for (const answer of refused) {
        expect(answer.status).toBe(413);
        expect(answer.headers.get('connection')).toBe('close');
        expect(await answer.json()).toEqual({
          error: 'invalid_request',
          error_description: expect.stringContaining('larger than'),
        });
      }
      expect((await usePar(anAddress())).status).toBe(201);
      expect((await stored()).rows).toBe(before.rows + 1);
    });

    it('a burst from one address gets 429 with Retry-After in the OAuth error shape, stores at most what the limit let through, and another address is still served', async () => {
      const before = await stored();
      const address = anAddress();
      const started = Date.now();
      const pages = await Promise.all(Array.from({ length: 80 }, () => useAuth(address)));
      const pushed = await Promise.all(Array.from({ length: 40 }, () => usePar(address)));
      const seconds = (Date.now() - started) / 1000;
      const allowed = BURST + Math.ceil(RATE * seconds) + 1;
      const through = [...pages, ...pushed].filter((r) => r.status === 303 || r.status === 201);
      expect(through.length).toBeGreaterThan(0);
      expect(through.length).toBeLessThanOrEqual(allowed);
      expect([...pages, ...pushed].every((r) => [201, 303, 429].includes(r.status))).toBe(true);

      const limitedPage = pages.find((r) => r.status === 429)!;
      expect(Number(limitedPage.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(limitedPage.headers.get('content-type')).toMatch(/^text\/html/);
      expect(limitedPage.headers.get('x-frame-options')).toBe('DENY');
      expect(await limitedPage.text()).toContain('temporarily_unavailable');
      const limitedPush = pushed.find((r) => r.status === 429)!;
      expect(Number(limitedPush.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await limitedPush.json()).toEqual({
        error: 'temporarily_unavailable',
        error_description: expect.stringMatching(/retry after \d+ s/),
      });

      // Each authorization stores one interaction, each push one request: no more than that.
      const after = await stored();
      expect(after.rows - before.rows).toBe(through.length);
      expect(after.bytes - before.bytes).toBeLessThanOrEqual(through.length * 4096);

      expect((await useAuth(anAddress())).status).toBe(303);
    });

    it('a request_uri opened a second time (another browser, another cookie jar) is refused, and the first one goes on', async () => {
      const pushed = await usePar(anAddress());
      expect(pushed.status).toBe(201);
      const { request_uri } = (await pushed.json()) as { request_uri: string };
      const open = () =>
        fetch(
          `${env.useIssuer}/auth?${new URLSearchParams({ client_id: client.clientId, request_uri })}`,
          { redirect: 'manual', headers: { 'x-forwarded-for': anAddress() } },
        );
      const first = await open();
      expect(first.status).toBe(303);
      expect(first.headers.get('location')).toMatch(/\/interaction\//);
      const second = await open();
      expect(second.status).toBe(400);
      expect(second.headers.get('location')).toBeNull();
      const text = await second.text();
      expect(text).toContain('invalid_request_uri');
      expect(text).toContain('already opened');
      // The first browser's interaction is still there.
      const cookie = first.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const page = await fetch(new URL(first.headers.get('location')!, env.serviceUrl), {
        headers: { cookie, 'x-forwarded-for': anAddress() },
      });
      expect(page.status).toBe(200);
    });
  });
}

describe('what nobody finished expires within minutes', () => {
  let env: OidcEnvironment;
  let client: { clientId: string; secret: string | undefined };
  let offset = 0;

  beforeAll(async () => {
    env = await startOidcEnvironment('sqlite', { now: () => Date.now() + offset });
    client = await env.client({ redirectUris: [redirectUri] });
  }, 120_000);
  afterAll(async () => env?.close());

  const open = () =>
    fetch(
      `${env.useIssuer}/auth?${new URLSearchParams({
        response_type: 'id_token',
        response_mode: 'query',
        scope: 'openid',
        client_id: client.clientId,
        redirect_uri: redirectUri,
        state: 'st',
        nonce: 'n',
        claims: JSON.stringify({ age_thresholds: [18] }),
      })}`,
      { redirect: 'manual' },
    );
  const rows = async () =>
    (
      await sql<{ model: string }>`select model from oidc_payloads`.execute(env.service.ctx.db)
    ).rows.map((r) => r.model);

  it('an interaction nobody finished is gone after 10 minutes: its page says so, and the next write sweeps it away', async () => {
    const opened = await open();
    expect(opened.status).toBe(303);
    const cookie = opened.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const page = new URL(opened.headers.get('location')!, env.serviceUrl);
    expect((await fetch(page, { headers: { cookie } })).status).toBe(200);
    expect(await rows()).toEqual(['use:Interaction']);

    offset += 10 * 60_000 + 1000;
    const expired = await fetch(page, { headers: { cookie } });
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain('expired');
    expect((await open()).status).toBe(303);
    expect(await rows()).toEqual(['use:Interaction']);
  });
});

const redisUrl = process.env.OFAGE_TEST_REDIS_URL ?? '';

describe.skipIf(!redisUrl)('the issuers’ limit with OFAGE_REDIS_URL', () => {
  const instances: OidcEnvironment[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      instances.push(
        await startOidcEnvironment('sqlite', {
          env: {
            OFAGE_TRUST_PROXY: '1',
            OFAGE_OIDC_RATE_LIMIT_PER_SECOND: String(RATE),
            OFAGE_REDIS_URL: redisUrl,
          },
        }),
      );
    }
  }, 120_000);
  afterAll(async () => Promise.all(instances.map((i) => i.close())));

  it('is one bucket per address for every instance, kept in Redis', async () => {
    expect(instances.every((i) => i.service.rateLimitScope === 'redis')).toBe(true);
    // An address of this run only: buckets in Redis outlive the run.
    const address = `2001:db8:${randomInt(0, 0xffff).toString(16)}:${randomInt(0, 0xffff).toString(16)}::7`;
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, n) =>
        fetch(`${instances[n % 2]!.useIssuer}/.well-known/openid-configuration`, {
          headers: { 'x-forwarded-for': address },
        }),
      ),
    );
    const seconds = (Date.now() - started) / 1000;
    const served = answers.filter((a) => a.status === 200).length;
    expect(answers.every((a) => a.status === 200 || a.status === 429)).toBe(true);
    expect(served).toBeGreaterThan(0);
    expect(served).toBeLessThanOrEqual(BURST + Math.ceil(RATE * seconds) + 1);
    // Another address of the same /64 shares the bucket: a fresh one would take 20 at once.
    const neighbour = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${instances[0]!.useIssuer}/jwks`, {
          headers: { 'x-forwarded-for': address.replace(/::7$/, '::8') },
        }),
      ),
    );
    expect(neighbour.map((a) => a.status)).toContain(429);
  });
});
