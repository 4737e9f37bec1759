import { afterEach, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../support/test-service';

const redisUrl = process.env.OFAGE_TEST_REDIS_URL ?? '';
// An id of no verification's shape: past the key and the limit, the answer is 400.
const STATUS = '/api/v1/age-verification/get-status?id=nothing';

/** The API with `OFAGE_REDIS_URL`: 429 at the shared limit, and no 5xx when Redis is gone. */
describe('API key rate limits in Redis', () => {
  let t: TestService | undefined;
  afterEach(async () => t?.close());

  it.skipIf(!redisUrl)(
    'answers 429 {error, errorMessage} with Retry-After past the burst',
    async () => {
      t = await startTestService('sqlite', {
        env: { OFAGE_REDIS_URL: redisUrl, OFAGE_RATE_LIMIT_PER_SECOND: '2' },
      });
      expect(t.service.rateLimitScope).toBe('redis');
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await t.call(STATUS)).status);
      // A burst of 2 × 2, then refused (400: the id is malformed, so the request got past the limit).
      expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
      expect(statuses.slice(4)).toContain(429);
      const refused = await t.call(STATUS);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await refused.json()).toEqual({
        error: 'TOO_MANY_REQUESTS',
        errorMessage: expect.stringContaining('retry after'),
      });
    },
  );

  it('a Redis that does not answer fails open: every request served, none 5xx', async () => {
    t = await startTestService('sqlite', {
      // Port 1 on loopback refuses at once, as a Redis that is down does.
      env: { OFAGE_REDIS_URL: 'redis://127.0.0.1:1', OFAGE_RATE_LIMIT_PER_SECOND: '1' },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await t.call(STATUS)).status);
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 400));
  }, 20_000);
});
