import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { AgeGateConfig } from '../../src/next/age-gate-config';
import type * as CreateAgeGateModule from '../../src/next/create-age-gate';
import { mintVerifiedCookie } from '../../src/next/mint-verified-cookie';
import { processMemoryStore } from '../../src/next/process-memory-store';
import { signWebhook } from '../client/sign-webhook';
import { waitFor } from '../support/wait';
import { APP, WEBHOOK_SECRET, createGateFixture, deliverWebhook } from './gate-fixture';
import { API_KEY, SERVICE_URL, createFakeService } from './fake-service';

/*
 * Next evaluates the merchant's `lib/age-gate.ts`, and this package with it, once per bundle
 * layer: the route handlers that receive the webhook hold one copy, the pages, layouts and server
 * actions another. `vi.resetModules()` between two imports gives two such copies in one process.
 */
async function twoCopies(): Promise<[typeof CreateAgeGateModule, typeof CreateAgeGateModule]> {
  vi.resetModules();
  const routes = await import('../../src/next/create-age-gate');
  vi.resetModules();
  const pages = await import('../../src/next/create-age-gate');
  expect(routes.createAgeGate).not.toBe(pages.createAgeGate);
  return [routes, pages];
}

/** A production-like configuration: the real clock, no store given. */
function config(secret: string): AgeGateConfig {
  return {
    serviceUrl: SERVICE_URL,
    apiKey: API_KEY,
    appUrl: APP,
    secret,
    webhookSecret: WEBHOOK_SECRET,
    jurisdiction: 'US-CA',
    criteria: { ageCategory: 'ADULT' },
    env: {},
  };
}

const newSecret = () => randomBytes(32).toString('base64url');

function revoke(handlers: { POST: (r: Request) => Promise<Response> }, verificationId: string) {
  const body = JSON.stringify({
    eventType: 'Verification.Revoke',
    data: { verifications: [{ id: verificationId, reason: 'fraud' }] },
  });
  return handlers.POST(
    new Request(`${APP}/api/age-gate/webhook`, {
      method: 'POST',
      headers: signWebhook(WEBHOOK_SECRET, body, { id: `msg_${randomUUID()}` }),
      body,
    }),
  );
}

async function browser(secret: string) {
  // A token's iat is in whole seconds: one minted in the second this worker started reads as
  // minted before the store existed and goes to the service, which this fake does not know.
  // These tests are about cookies minted after the start, so they wait for the next second.
  await waitFor(() => Math.floor(Date.now() / 1000) * 1000 >= performance.timeOrigin, {
    timeout: 2_000,
    message: "the first whole second after the worker's start",
  });
  const cookie = await mintVerifiedCookie({
    secret,
    url: APP,
    jurisdiction: 'US-CA',
    criteria: { ageCategory: 'ADULT' },
    verificationId: randomUUID(),
  });
  const verificationId = JSON.parse(
    Buffer.from(cookie.value.split('.')[1]!, 'base64url').toString(),
  ).verificationId as string;
  const request = () =>
    new Request(`${APP}/checkout`, { headers: { cookie: cookie.cookieHeader } });
  return { token: cookie.value, verificationId, request };
}

describe('the default store is one per process, whatever copies of the gate Next bundles', () => {
  it('revocation bound: a revocation received by the route handlers’ copy denies at once in the pages’ and server actions’ copy', async () => {
    const [routes, pages] = await twoCopies();
    const secret = newSecret();
    const routeGate = routes.createAgeGate(config(secret));
    const pageGate = pages.createAgeGate(config(secret));
    const visitor = await browser(secret);
    const placeOrder = pageGate.withAgeVerification(async () => new Response('order placed'));

    expect(await pageGate.getAgeVerification(visitor.request())).toMatchObject({ verified: true });
    expect((await revoke(routeGate.handlers, visitor.verificationId)).status).toBe(200);

    expect(await pageGate.getAgeVerification(visitor.request())).toEqual({
      verified: false,
      reason: 'revoked',
    });
    expect((await placeOrder(visitor.request(), {})).status).toBe(401);
    expect(await pageGate.verifyToken(visitor.token)).toEqual({ valid: false, reason: 'revoked' });
  });

  it('a verification bound to an account by one copy cannot be bound to another account by the other', async () => {
    const [routes, pages] = await twoCopies();
    const secret = newSecret();
    const routeGate = routes.createAgeGate(config(secret));
    const pageGate = pages.createAgeGate(config(secret));
    const visitor = await browser(secret);

    // next-auth's jwt callback runs in its route handler and, through getServerSession, in pages.
    expect(await routeGate.bindToAccount(visitor.token, 'alice')).toEqual(expect.any(String));
    expect(await pageGate.bindToAccount(visitor.token, 'mallory')).toBeUndefined();
  });

  it('gates with other secrets keep their own store: they accept none of each other’s cookies', async () => {
    const [routes, pages] = await twoCopies();
    const first = routes.createAgeGate(config(newSecret()));
    const secondSecret = newSecret();
    const second = pages.createAgeGate(config(secondSecret));
    const visitor = await browser(secondSecret);

    expect((await revoke(first.handlers, visitor.verificationId)).status).toBe(200);
    expect(await second.getAgeVerification(visitor.request())).toMatchObject({ verified: true });

    // The stores themselves: same secrets, one store; other secrets, another.
    const key = `k-${randomUUID()}`;
    await processMemoryStore([secondSecret]).set(key, 'v', 60);
    expect(await processMemoryStore([secondSecret]).get(key)).toBe('v');
    expect(await processMemoryStore([newSecret()]).get(key)).toBeUndefined();
  });

  it('a gate with an injected clock (a test’s) keeps a store of its own', async () => {
    const a = createGateFixture();
    const b = createGateFixture();
    const event = {
      eventType: 'Verification.Revoke',
      data: { verifications: [{ id: randomUUID(), reason: 'fraud' }] },
    };
    expect((await deliverWebhook(a.ageGate, event, { id: 'msg_clock' })).status).toBe(200);
    // The same delivery id is new to the other gate: nothing was shared.
    expect(await (await deliverWebhook(b.ageGate, event, { id: 'msg_clock' })).json()).toEqual({
      received: true,
    });
  });

  it('revocation bound: it has kept everything since the process started; a cookie minted before, by the process a restart replaced, is confirmed with the service', async () => {
    const service = createFakeService();
    const secret = newSecret();
    const gate = (await twoCopies())[1].createAgeGate({ ...config(secret), fetch: service.fetch });
    const mint = async (now: number) => {
      const minted = await mintVerifiedCookie({
        secret,
        url: APP,
        now: () => now,
        jurisdiction: 'US-CA',
        criteria: { ageCategory: 'ADULT' },
        verificationId: randomUUID(),
      });
      const { verificationId } = JSON.parse(
        Buffer.from(minted.value.split('.')[1]!, 'base64url').toString(),
      ) as { verificationId: string };
      const request = () =>
        new Request(`${APP}/checkout`, { headers: { cookie: minted.cookieHeader } });
      return { verificationId, request };
    };

    // Minted a minute before this process started, and revoked while it was down.
    const before = await mint(performance.timeOrigin - 60_000);
    service.revoke(before.verificationId);
    expect(await gate.getAgeVerification(before.request())).toEqual({
      verified: false,
      reason: 'revoked',
    });
    expect(service.calls).toEqual(['GET /api/v1/age-verification/get-status']);

    // Minted since: any revocation of it reaches this store; nobody is asked.
    const since = await mint(Date.now());
    expect(await gate.getAgeVerification(since.request())).toMatchObject({ verified: true });
    expect(service.calls).toHaveLength(1);
  });
});
