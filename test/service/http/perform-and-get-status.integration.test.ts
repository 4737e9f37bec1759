import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeApiKey } from '../../../src/service/keys/api-keys';
import { verifyWidgetToken } from '../../../src/service/tokens/widget-token';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PERFORM = '/api/v1/age-verification/perform';
const STATUS = '/api/v1/age-verification/get-status';
const SET_STATUS = '/api/v1/test/set-age-verification-status';
const valid = { jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' } };

describe.each(testDialects())('perform and get-status on $dialect', ({ dialect }) => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService(dialect);
  });
  afterAll(async () => t.close());

  const perform = async (body: unknown = valid, key?: string) => {
    const res = await t.call(PERFORM, { method: 'POST', json: body, ...(key ? { key } : {}) });
    return { res, body: (await res.json()) as Record<string, unknown> };
  };
  const status = async (id: string, key?: string) => {
    const res = await t.call(`${STATUS}?id=${encodeURIComponent(id)}`, key ? { key } : {});
    return { res, body: (await res.json()) as Record<string, unknown> };
  };
  const countRows = async () =>
    Number(
      (
        await t.service.ctx.db
          .selectFrom('verifications')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('creates a verification with a signed widget url and a QR short url', async () => {
    const { res, body } = await perform();
    expect(res.status).toBe(200);
    expect(body.id).toMatch(UUID);
    const url = new URL(body.url as string);
    expect(url.origin + url.pathname).toBe(`${t.url}/verify`);
    const token = url.searchParams.get('token')!;
    const verified = await verifyWidgetToken(
      t.service.ctx.signingKeys,
      t.url,
      token,
      Math.floor(Date.now() / 1000),
    );
    expect(verified).toEqual({
      valid: true,
      claims: { verificationId: body.id, productId: t.product.id, mode: 'test' },
    });
    // The spec's shape (`/v/<id>` with `pid` and `s=qr`) plus the link's own 256-bit secret `k`.
    expect(body.shortUrl).toMatch(
      new RegExp(`^${t.url}/v/${body.id as string}\\?pid=${t.product.id}&s=qr&k=[\\w-]{43}$`),
    );
  });

  it('widget tokens expire after 14 days', async () => {
    const { body } = await perform();
    const token = new URL(body.url as string).searchParams.get('token')!;
    // Verified once (and remembered), the token must still expire on time.
    expect(
      (
        await verifyWidgetToken(
          t.service.ctx.signingKeys,
          t.url,
          token,
          Math.floor(Date.now() / 1000),
        )
      ).valid,
    ).toBe(true);
    const later = Math.floor(Date.now() / 1000) + 14 * 86400 + 60;
    expect(await verifyWidgetToken(t.service.ctx.signingKeys, t.url, token, later)).toEqual({
      valid: false,
      reason: 'expired',
    });
  });

  it('a tampered widget token does not verify', async () => {
    const { body } = await perform();
    const token = new URL(body.url as string).searchParams.get('token')!;
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
    payload.sub = '00000000-0000-4000-8000-000000000000';
    const forged = `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`;
    expect(
      (
        await verifyWidgetToken(
          t.service.ctx.signingKeys,
          t.url,
          forged,
          Math.floor(Date.now() / 1000),
        )
      ).valid,
    ).toBe(false);
  });

  it('get-status of a new verification shows only id and status PENDING', async () => {
    const { body: created } = await perform();
    const { res, body } = await status(created.id as string);
    expect(res.status).toBe(200);
    expect(body).toEqual({ id: created.id, status: 'PENDING' });
  });

  it('PASS through the test helper reports method, age and ageCategory', async () => {
    const { body: created } = await perform();
    const set = await t.call(SET_STATUS, {
      method: 'POST',
      json: { id: created.id, status: 'PASS', method: 'id-document', age: { low: 34, high: 34 } },
    });
    expect(set.status).toBe(200);
    const { body } = await status(created.id as string);
    expect(body).toEqual({
      id: created.id,
      status: 'PASS',
      method: 'id-document',
      age: { low: 34, high: 34 },
      ageCategory: 'adult',
    });
  });

  it('FAIL age-criteria-not-met reports the age; other failures do not', async () => {
    const a = (await perform()).body.id as string;
    await t.call(SET_STATUS, {
      method: 'POST',
      json: { id: a, status: 'FAIL', method: 'id-document', age: { low: 15, high: 15 } },
    });
    expect((await status(a)).body).toEqual({
      id: a,
      status: 'FAIL',
      method: 'id-document',
      age: { low: 15, high: 15 },
      ageCategory: 'digital-youth',
      failureReason: 'age-criteria-not-met',
    });
    const b = (await perform()).body.id as string;
    await t.call(SET_STATUS, {
      method: 'POST',
      json: { id: b, status: 'FAIL', failureReason: 'fraudulent-activity-detected' },
    });
    expect((await status(b)).body).toEqual({
      id: b,
      status: 'FAIL',
      failureReason: 'fraudulent-activity-detected',
    });
  });

  it('the test helper refuses a PASS below the threshold and a second completion', async () => {
    const id = (await perform({ jurisdiction: 'US-MS', criteria: { ageCategory: 'ADULT' } })).body
      .id as string;
    const low = await t.call(SET_STATUS, {
      method: 'POST',
      json: { id, status: 'PASS', age: { low: 19, high: 19 } },
    });
    expect(low.status).toBe(400);
    expect(((await low.json()) as { errorMessage: string }).errorMessage).toContain('21');
    expect(
      (await t.call(SET_STATUS, { method: 'POST', json: { id, status: 'PASS' } })).status,
    ).toBe(200);
    const again = await t.call(SET_STATUS, { method: 'POST', json: { id, status: 'FAIL' } });
    expect(again.status).toBe(400);
    expect((await status(id)).body.status).toBe('PASS');
  });

  it('the test helper refuses live keys', async () => {
    const id = (await perform(valid, t.liveKey)).body.id as string;
    const res = await t.call(SET_STATUS, {
      method: 'POST',
      key: t.liveKey,
      json: { id, status: 'PASS' },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'UNAUTHORIZED' });
  });

  it('another product\u2019s verification answers exactly like an unknown id', async () => {
    const other = await t.addProduct('Other store');
    const id = (await perform()).body.id as string;
    const foreign = await status(id, other.testKey);
    const unknown = await status('6f1c1f8e-2c1a-4b8e-9a3e-1d2c3b4a5f60', other.testKey);
    expect(foreign.res.status).toBe(400);
    expect(foreign.body).toEqual(unknown.body);
    // Test and live are separate environments too.
    expect((await status(id, t.liveKey)).body).toEqual(unknown.body);
  });

  describe('authentication', () => {
    it.each([
      ['no header', null],
      ['unknown key', 'ofage_test_notarealkeynotarealkeynotarealkey0000'],
    ])('%s → 401', async (_name, key) => {
      const res = await t.call(PERFORM, { method: 'POST', json: valid, key });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({
        error: 'UNAUTHORIZED',
        errorMessage: expect.any(String),
      });
    });

    it('malformed Authorization header → 401', async () => {
      const res = await fetch(t.url + PERFORM, {
        method: 'POST',
        headers: { authorization: `Basic ${t.testKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(valid),
      });
      expect(res.status).toBe(401);
    });

    it('a revoked key is refused at once', async () => {
      const extra = await t.addProduct('Revoked store');
      expect((await perform(valid, extra.testKey)).res.status).toBe(200);
      const keys = await t.service.ctx.db
        .selectFrom('api_keys')
        .selectAll()
        .where('product_id', '=', extra.product.id)
        .where('mode', '=', 'test')
        .execute();
      await revokeApiKey(t.service.ctx.db, extra.product.id, keys[0]!.id, Date.now());
      t.service.invalidateCaches();
      const { res, body } = await perform(valid, extra.testKey);
      expect(res.status).toBe(401);
      expect(body.errorMessage).toMatch(/revoked/);
    });

    it('keys are stored only as hashes', async () => {
      const rows = await t.service.ctx.db.selectFrom('api_keys').selectAll().execute();
      for (const row of rows) {
        expect(JSON.stringify(row)).not.toContain(t.testKey);
        expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
      }
    });
  });

  describe('bad input never gets a 5xx nor leaves a row', () => {
    const cases: [string, unknown, number][] = [
      ['an array', [], 400],
      ['a string', 'hello', 400],
      ['null', null, 400],
      ['no jurisdiction', { criteria: { ageCategory: 'ADULT' } }, 400],
      ['no criteria', { jurisdiction: 'US' }, 400],
      ['a number jurisdiction', { jurisdiction: 840, criteria: { ageCategory: 'ADULT' } }, 400],
      ['an unknown age category', { jurisdiction: 'US', criteria: { ageCategory: 'CHILD' } }, 400],
      [
        'both age and ageCategory',
        { jurisdiction: 'US', criteria: { ageCategory: 'ADULT', age: 18 } },
        400,
      ],
      ['an unknown country', { jurisdiction: 'XX', criteria: { ageCategory: 'ADULT' } }, 400],
      ['a three-letter code', { jurisdiction: 'USA', criteria: { ageCategory: 'ADULT' } }, 400],
      [
        'SQL in the jurisdiction',
        { jurisdiction: "US'; DROP TABLE verifications;--", criteria: { ageCategory: 'ADULT' } },
        400,
      ],
      [
        'HTML in the jurisdiction',
        { jurisdiction: '<script>alert(1)</script>', criteria: { ageCategory: 'ADULT' } },
        400,
      ],
      ['an unknown flow', { ...valid, options: { flow: 'selfie' } }, 400],
      ['a typo in options', { ...valid, options: { redirectURL: 'https://x.example' } }, 400],
      [
        'failIfUnder above passIfOver',
        { ...valid, options: { facialAgeEstimation: { passIfOver: 20, failIfUnder: 25 } } },
        400,
      ],
      [
        'a fractional passIfOver',
        { ...valid, options: { facialAgeEstimation: { passIfOver: 20.5 } } },
        400,
      ],
      [
        'a javascript: redirect',
        { ...valid, options: { redirectUrl: 'javascript:alert(1)' } },
        400,
      ],
      [
        'a data: redirect',
        { ...valid, options: { redirectUrl: 'data:text/html,<script>alert(1)</script>' } },
        400,
      ],
      ['a file: redirect', { ...valid, options: { redirectUrl: 'file:///etc/passwd' } }, 400],
      [
        'a tab-split javascript redirect',
        { ...valid, options: { redirectUrl: 'java\tscript:alert(1)' } },
        400,
      ],
      [
        'a non-loopback http redirect',
        { ...valid, options: { redirectUrl: 'http://shop.example.com/done' } },
        400,
      ],
      ['a relative redirect', { ...valid, options: { redirectUrl: '/done' } }, 400],
      [
        'a prototype-polluting body',
        JSON.parse('{"__proto__":{"admin":true},"jurisdiction":"US"}'),
        400,
      ],
    ];
    it.each(cases)('%s → %i with {error, errorMessage}', async (_name, body, code) => {
      const before = await countRows();
      const { res, body: answer } = await perform(body);
      expect(res.status).toBe(code);
      expect(answer).toEqual({ error: 'INVALID_INPUT', errorMessage: expect.any(String) });
      expect(await countRows()).toBe(before);
    });

    it('invalid JSON → 400', async () => {
      const res = await t.call(PERFORM, {
        method: 'POST',
        body: '{"jurisdiction":',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'INVALID_INPUT' });
    });

    it('a body over the size limit → 413 with the error body', async () => {
      const big = { ...valid, padding: 'x'.repeat(64 * 1024) };
      const { res, body } = await perform(big);
      expect(res.status).toBe(413);
      expect(body).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
    });

    it('a non-JSON content type → 415', async () => {
      const res = await t.call(PERFORM, {
        method: 'POST',
        body: 'jurisdiction=US',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.status).toBe(415);
      expect(await res.json()).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE' });
    });

    it.each(['not-a-uuid', "1' OR '1'='1", '', '../../etc/passwd'])(
      'get-status with id %j → 400',
      async (id) => {
        const { res, body } = await status(id);
        expect(res.status).toBe(400);
        expect(body).toMatchObject({ error: 'INVALID_INPUT' });
      },
    );

    it('get-status without an id → 400', async () => {
      const res = await t.call(STATUS);
      expect(res.status).toBe(400);
    });

    it('a wrong method → 405, an unknown path → 404, both JSON', async () => {
      const wrong = await t.call(PERFORM);
      expect(wrong.status).toBe(405);
      expect(await wrong.json()).toMatchObject({ error: 'METHOD_NOT_ALLOWED' });
      const missing = await t.call('/api/v1/nothing-here');
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ error: 'NOT_FOUND' });
    });

    it('repeated identical performs create distinct verifications', async () => {
      const [a, b] = await Promise.all([perform(), perform()]);
      expect(a.body.id).not.toBe(b.body.id);
    });
  });

  describe('redirectUrl', () => {
    it.each([
      ['https://shop.example.com/verified?x=1', 'test'],
      ['myapp://age/verified', 'test'],
      ['com.example.shop:/callback', 'live'],
      ['http://localhost:3001/done', 'test'],
      ['http://127.0.0.1:3001/done', 'test'],
    ])('accepts %s in %s mode', async (redirectUrl, mode) => {
      const { res } = await perform(
        { ...valid, options: { redirectUrl } },
        mode === 'live' ? t.liveKey : undefined,
      );
      expect(res.status).toBe(200);
    });

    it('refuses http on loopback in live mode', async () => {
      const { res } = await perform(
        { ...valid, options: { redirectUrl: 'http://localhost:3001/done' } },
        t.liveKey,
      );
      expect(res.status).toBe(400);
    });
  });

  it('numeric criteria.age and compatibility fields are accepted; unknown top-level fields ignored', async () => {
    const { res, body } = await perform({
      jurisdiction: 'us-ca',
      criteria: { age: 21 },
      locale: 'de-DE',
      subject: { id: 'user-1', claimedAge: 30 },
      kuid: 'ignored-field',
    });
    expect(res.status).toBe(200);
    const row = await t.service.ctx.db
      .selectFrom('verifications')
      .selectAll()
      .where('id', '=', body.id as string)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ jurisdiction: 'US-CA', threshold: 21, locale: 'de-DE' });
    expect(row.subject_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('subject.email is trimmed, then validated: a padded address is the same subject', async () => {
    const hashOf = async (email: string) => {
      const { res, body } = await perform({ ...valid, subject: { email } });
      expect(res.status, JSON.stringify(body)).toBe(200);
      const row = await t.service.ctx.db
        .selectFrom('verifications')
        .select('subject_hash')
        .where('id', '=', body.id as string)
        .executeTakeFirstOrThrow();
      return row.subject_hash;
    };
    const plain = await hashOf('Kim@Example.com');
    expect(plain).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashOf('  kim@example.com\t')).toBe(plain);
    expect(await hashOf('\n Kim@Example.com ')).toBe(plain);
    // Trimming does not make an invalid address valid.
    for (const email of ['   ', ' not an address ', ' kim@ example.com ']) {
      const { res, body } = await perform({ ...valid, subject: { email } });
      expect(res.status, email).toBe(400);
      expect(body).toMatchObject({ error: 'INVALID_INPUT', errorMessage: expect.any(String) });
    }
  });

  it('never answers with a stack trace or HTML', async () => {
    const res = await t.call(PERFORM, {
      method: 'POST',
      body: '\u0000\u0001',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.text()).not.toMatch(/at .*\.ts:\d+|<html/i);
  });
});

describe.each(testDialects())('rate limiting on $dialect', ({ dialect }) => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService(dialect, { env: { OFAGE_RATE_LIMIT_PER_SECOND: '2' } });
  });
  afterAll(async () => t.close());

  it('answers 429 with Retry-After past the burst', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 8; i++) {
      const res = await t.call(`${STATUS}?id=6f1c1f8e-2c1a-4b8e-9a3e-1d2c3b4a5f60`);
      statuses.push(res.status);
      if (res.status === 429) {
        retryAfter = res.headers.get('retry-after');
        expect(await res.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
      }
    }
    expect(statuses).toContain(429);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  });
});
