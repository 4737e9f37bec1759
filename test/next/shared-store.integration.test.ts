import { createClient } from '@redis/client';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GateStatus } from '../../src/protocol/gate-api';
import { ageGateProxy } from '../../src/next/age-gate-proxy';
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
    // Time passing is what is tested: Redis expires the entries by its own clock after 1 s.
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

  let app = 0;
  function instances() {
    // One app per test: the fake service numbers verification ids from 1 in each of them.
    const appPrefix = `${prefix}${++app}:`;
    const store = () => createRedisStore((args) => redis.sendCommand(args), { prefix: appPrefix });
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

  it('rate limits count across instances: a client spread over A and B meets one limit', async () => {
    const { a, b } = instances();
    const from = (gate: AgeGate) =>
      gate.handlers.POST(
        appRequest('/api/age-gate/session', {
          method: 'POST',
          body: {},
          headers: { 'x-forwarded-for': `198.51.100.${prefix.length}` },
        }),
      );
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await from(a.ageGate)).status);
    for (let i = 0; i < 6; i++) statuses.push((await from(b)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('revocation closes open gates: delivered to A, the guard on B denies at once and the proxy on B within revocationCheckInterval', async () => {
    const { a, b } = instances();
    const proxyB = ageGateProxy({ ...b.proxyOptions, protect: ['/spirits'] });
    const visit = (jar: CookieJar) =>
      proxyB(appRequest('/spirits/garden-gin?x=1', { jar }), undefined);

    // Two browsers verified on A: one will be revoked, the other not.
    const verify = async () => {
      const jar = new CookieJar();
      const created = jar.store(
        await a.ageGate.handlers.POST(
          appRequest('/api/age-gate/session', { method: 'POST', jar, body: {} }),
        ),
      );
      const { id } = (await created.json()) as { id: string };
      await deliver(a.ageGate, pass(id), `msg_v_${id}`);
      jar.store(
        await a.ageGate.handlers.POST(appRequest('/api/age-gate/confirm', { method: 'POST', jar })),
      );
      return { jar, id };
    };
    const revokedBrowser = await verify();
    const keptBrowser = await verify();
    expect(await visit(revokedBrowser.jar)).toBeUndefined();
    const withGuard = b.withAgeVerification(async () => new Response('order placed'));
    expect(
      (await withGuard(appRequest('/api/orders', { jar: revokedBrowser.jar }), {})).status,
    ).toBe(200);

    // The console revokes; the service delivers the webhook to instance A.
    const revoke = {
      eventType: 'Verification.Revoke',
      data: { verifications: [{ id: revokedBrowser.id, reason: 'fraud' }] },
    };
    expect((await deliver(a.ageGate, revoke, `msg_rv_${revokedBrowser.id}`)).status).toBe(200);

    // The guard on B (pages, route handlers, server functions) denies at once.
    expect(await b.getAgeVerification(appRequest('/spirits', { jar: revokedBrowser.jar }))).toEqual(
      { verified: false, reason: 'revoked' },
    );
    const denied = await withGuard(appRequest('/api/orders', { jar: revokedBrowser.jar }), {});
    expect(denied.status).toBe(401);
    expect(await denied.json()).toMatchObject({ error: 'AGE_VERIFICATION_REQUIRED' });

    // The proxy on B: once the fresh cookie is older than the bound (60 s), a page load goes
    // round the refresh route, which asks the store.
    a.clock.now += 60_000 + 1000;
    const stale = await visit(revokedBrowser.jar);
    expect(stale?.status).toBe(307);
    const refreshUrl = stale!.headers.get('location')!;
    expect(new URL(refreshUrl).pathname).toBe('/api/age-gate/refresh');
    const refused = revokedBrowser.jar.store(
      await b.handlers.GET(appRequest(refreshUrl, { jar: revokedBrowser.jar })),
    );
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe(
      'https://shop.test/age-gate?returnTo=%2Fspirits%2Fgarden-gin%3Fx%3D1',
    );
    expect(revokedBrowser.jar.cookies.has('__Host-ofage-verified')).toBe(false);
    expect((await visit(revokedBrowser.jar))?.headers.get('x-ofage-gate')).toBe('missing');

    // The browser that was not revoked goes round once and is back on its page.
    const kept = await visit(keptBrowser.jar);
    expect(kept?.status).toBe(307);
    const renewed = keptBrowser.jar.store(
      await b.handlers.GET(appRequest(kept!.headers.get('location')!, { jar: keptBrowser.jar })),
    );
    expect(renewed.headers.get('location')).toBe('https://shop.test/spirits/garden-gin?x=1');
    expect(await visit(keptBrowser.jar)).toBeUndefined();
  });

  it('revocation bound: a Redis that lost its data (restarted without persistence) reopens nothing: older cookies are confirmed with the service once, for every instance', async () => {
    const { a, b } = instances();
    const verified = async () => {
      const jar = new CookieJar();
      const created = jar.store(
        await a.ageGate.handlers.POST(
          appRequest('/api/age-gate/session', { method: 'POST', jar, body: {} }),
        ),
      );
      const { id } = (await created.json()) as { id: string };
      a.service.complete(id, {
        status: 'PASS',
        ageCategory: 'adult',
        method: 'id-document',
        age: { low: 30, high: 30 },
      });
      jar.store(
        await a.ageGate.handlers.POST(appRequest('/api/age-gate/confirm', { method: 'POST', jar })),
      );
      expect(await a.ageGate.getAgeVerification(appRequest('/', { jar }))).toMatchObject({
        verified: true,
      });
      return { jar, id };
    };
    const revoked = await verified();
    const kept = await verified();
    a.service.revoke(revoked.id);
    await deliver(
      a.ageGate,
      {
        eventType: 'Verification.Revoke',
        data: { verifications: [{ id: revoked.id, reason: 'fraud' }] },
      },
      `msg_flush_${revoked.id}`,
    );

    // Redis restarts empty: the revocation, and the store's own record of since when, are gone.
    const keys = await redis.keys(`${prefix}${app}:*`);
    expect(keys.length).toBeGreaterThan(0);
    await redis.del(keys);
    a.clock.now += 60_000;

    const asked = () => a.service.calls.filter((c) => c.endsWith('/get-status')).length;
    const before = asked();
    expect(await b.getAgeVerification(appRequest('/', { jar: revoked.jar }))).toEqual({
      verified: false,
      reason: 'revoked',
    });
    expect(await b.getAgeVerification(appRequest('/', { jar: kept.jar }))).toMatchObject({
      verified: true,
    });
    // A reads the answers B put into Redis: nobody asks twice.
    expect(await a.ageGate.getAgeVerification(appRequest('/', { jar: revoked.jar }))).toEqual({
      verified: false,
      reason: 'revoked',
    });
    expect(await a.ageGate.getAgeVerification(appRequest('/', { jar: kept.jar }))).toMatchObject({
      verified: true,
    });
    expect(asked() - before).toBe(2);
  });
});
