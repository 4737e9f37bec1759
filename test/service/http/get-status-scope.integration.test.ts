import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_TTL_MS } from '../../../src/service/lifecycle/create-verification';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';

const PERFORM = '/api/v1/age-verification/perform';
const STATUS = '/api/v1/age-verification/get-status';
const SET_STATUS = '/api/v1/test/set-age-verification-status';
const UNKNOWN = '6f1c1f8e-2c1a-4b8e-9a3e-1d2c3b4a5f60';

// get-status reads only the columns it answers (RESULT_COLUMNS); these pin the guarantees that
// read must keep: expiry of an unopened verification, product and mode scope, and a body with
// the result's fields only.
describe.each(testDialects())('get-status scope on $dialect', ({ dialect }) => {
  let t: TestService;
  let clock = Date.now();
  beforeAll(async () => {
    t = await startTestService(dialect, { now: () => clock });
  });
  afterAll(async () => t.close());

  const perform = async (): Promise<string> => {
    const res = await t.call(PERFORM, {
      method: 'POST',
      json: { jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' } },
    });
    return ((await res.json()) as { id: string }).id;
  };
  const status = async (id: string, key?: string) => {
    const res = await t.call(`${STATUS}?id=${id}`, key ? { key } : {});
    return { code: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('an unopened verification past its expiry answers like an unknown id, before any purge', async () => {
    const id = await perform();
    expect((await status(id)).body).toEqual({ id, status: 'PENDING' });
    clock += PENDING_TTL_MS;
    const expired = await status(id);
    expect(expired.code).toBe(400);
    expect(expired.body).toEqual((await status(UNKNOWN)).body);
  });

  it('a finished verification answers its result fields only, to its own product and mode only', async () => {
    const id = await perform();
    const set = await t.call(SET_STATUS, { method: 'POST', json: { id, status: 'PASS' } });
    expect(set.status).toBe(200);
    const mine = await status(id);
    expect(mine.code).toBe(200);
    expect(mine.body).toMatchObject({ id, status: 'PASS' });
    const allowed = ['id', 'status', 'method', 'age', 'ageCategory', 'failureReason'];
    expect(Object.keys(mine.body).filter((k) => !allowed.includes(k))).toEqual([]);
    // A finished verification does not expire with the unopened ones.
    clock += PENDING_TTL_MS;
    expect((await status(id)).body).toEqual(mine.body);
    const other = await t.addProduct('Other store');
    expect((await status(id, other.testKey)).body).toEqual((await status(UNKNOWN)).body);
    expect((await status(id, t.liveKey)).body).toEqual((await status(UNKNOWN)).body);
  });
});
