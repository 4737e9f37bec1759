import { createClient } from '@redis/client';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GateStatus } from '../../src/protocol/gate-api';
import { createAgeGate, type AgeGate } from '../../src/next/create-age-gate';
import { createMemoryStore, type AgeGateStore } from '../../src/next/memory-store';
import { createRedisStore } from '../../src/next/redis-store';
import {
  CookieJar,
  appRequest,
  createGateFixture,
  deliverWebhook,
  gateConfig,
} from './gate-fixture';

const redisUrl = process.env.OFAGE_TEST_REDIS_URL ?? '';
const connectRedis = () => createClient({ url: redisUrl }).connect();
type Redis = Awaited<ReturnType<typeof connectRedis>>;

/** What every AgeGateStore must do, against the memory store and a real Redis. */
describe.each([
  { kind: 'memory', ready: true },
  { kind: 'redis', ready: Boolean(redisUrl) },
])('AgeGateStore contract: $kind', ({ kind, ready }) => {
  let redis: Redis | undefined;
  beforeAll(async () => {
    if (kind === 'redis' && ready) redis = await connectRedis();
  });
  afterAll(async () => {
    if (!redis) return;
    const keys = await redis.keys('ofage-test:*');
    if (keys.length) await redis.del(keys);
    redis.destroy();
  });
  const fresh = (): AgeGateStore =>
    kind === 'memory'
      ? createMemoryStore()
      : createRedisStore((args) => redis!.sendCommand(args), {
          prefix: `ofage-test:${randomBytes(6).toString('hex')}:`,
        });

  it.runIf(ready)('get, set, set-if-absent and delete', async () => {
    const store = fresh();
    expect(await store.get('k')).toBeUndefined();
    expect(await store.setIfAbsent('k', 'first', 60)).toBe(true);
    expect(await store.setIfAbsent('k', 'second', 60)).toBe(false);
    expect(await store.get('k')).toBe('first');
    await store.set('k', 'third', 60);
    expect(await store.get('k')).toBe('third');
    await store.delete('k');
    expect(await store.get('k')).toBeUndefined();
    expect(await store.setIfAbsent('k', 'again', 60)).toBe(true);
    await store.delete('never-set');
  });

  it.runIf(ready)('entries expire after their TTL', async () => {
    const store = fresh();
    await store.set('short', 'x', 1);
    expect(await store.setIfAbsent('short-nx', 'y', 1)).toBe(true);
    if (kind === 'memory') return; // the memory store's clock is tested in memory-store.test.ts
    await new Promise((r) => setTimeout(r, 1500));
    expect(await store.get('short')).toBeUndefined();
    expect(await store.setIfAbsent('short-nx', 'z', 1)).toBe(true);
  });
});

describe.runIf(Boolean(redisUrl))('createRedisStore in Redis', () => {
  let redis: Redis;
  beforeAll(async () => {
    redis = await connectRedis();
  });
  afterAll(async () => {
    const keys = await redis.keys('ofage-test:*');
    if (keys.length) await redis.del(keys);
    redis.destroy();
  });

  it('keys carry the prefix, so apps sharing a Redis do not meet', async () => {
    const command = (args: string[]) => redis.sendCommand(args);
    const a = createRedisStore(command, { prefix: 'ofage-test:a:' });
    const b = createRedisStore(command, { prefix: 'ofage-test:b:' });
    await a.set('same', 'from a', 60);
    expect(await b.get('same')).toBeUndefined();
    expect(await redis.get('ofage-test:a:same')).toBe('from a');
    // A fractional or zero TTL still sets a positive whole-second expiry.
    await a.set('ttl', 'v', 0.2);
    expect(await redis.ttl('ofage-test:a:ttl')).toBe(1);
  });
});

describe.runIf(Boolean(redisUrl))('two app instances sharing a Redis store', () => {
  let redis: Redis;
  let prefix: string;
  beforeAll(async () => {
    redis = await connectRedis();
    prefix = `ofage-test:${randomBytes(6).toString('hex')}:`;
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(keys);
    redis.destroy();
  });

  function instances() {
    const store = () => createRedisStore((args) => redis.sendCommand(args), { prefix });
    const onResult = vi.fn();
    const a = createGateFixture({ store: store(), onResult });
    // Instance B: the same app (same service, secrets and clock), another process.
    const b = createAgeGate(gateConfig(a.service, a.clock, { store: store(), onResult }));
    return { a, b, onResult };
  }

  const deliver = (gate: AgeGate, event: unknown, id: string) =>
    deliverWebhook(gate, event, { id });
  const pass = (id: string) => ({
    eventType: 'Verification.Result',
    data: {
      id,
      status: 'PASS',
      ageCategory: 'adult',
      method: 'id-document',
      age: { low: 30, high: 30 },
    },
  });

  it('a result delivered to A confirms on B without a get-status call; a retry to B is a duplicate', async () => {
    const { a, b, onResult } = instances();
    const jar = new CookieJar();
    const created = jar.store(
      await a.ageGate.handlers.POST(
        appRequest('/api/age-gate/session', { method: 'POST', jar, body: {} }),
      ),
    );
    const { id } = (await created.json()) as { id: string };
    expect((await deliver(a.ageGate, pass(id), `msg_${id}`)).status).toBe(200);
    const retry = await deliver(b, pass(id), `msg_${id}`);
    expect(await retry.json()).toEqual({ received: true, duplicate: true });
    expect(onResult).toHaveBeenCalledTimes(1);

    const confirmed = await b.handlers.POST(
      appRequest('/api/age-gate/confirm', { method: 'POST', jar }),
    );
    expect(((await confirmed.json()) as GateStatus).verified).toBe(true);
    expect(a.service.calls.filter((c) => c.includes('get-status'))).toEqual([]);
  });

  it('a revocation delivered to A closes the gate on B', async () => {
    const { a, b } = instances();
    const jar = new CookieJar();
    const created = jar.store(
      await a.ageGate.handlers.POST(
        appRequest('/api/age-gate/session', { method: 'POST', jar, body: {} }),
      ),
    );
    const { id } = (await created.json()) as { id: string };
    await deliver(a.ageGate, pass(id), `msg_r1_${id}`);
    await deliver(
      a.ageGate,
      { eventType: 'Verification.Revoke', data: { verifications: [{ id, reason: 'fraud' }] } },
      `msg_r2_${id}`,
    );
    const confirmed = await b.handlers.POST(
      appRequest('/api/age-gate/confirm', { method: 'POST', jar }),
    );
    expect(await confirmed.json()).toMatchObject({ verified: false, failureReason: 'revoked' });
  });
});
