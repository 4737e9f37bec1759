import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../../src/service/logger';
import { claimDueEvents } from '../../../src/service/webhooks/claim-due-events';
import { parseRetryAfter } from '../../../src/service/webhooks/deliver-webhook-event';
import { enqueueWebhook } from '../../../src/service/webhooks/enqueue-webhook';
import { MAX_DELIVERY_WINDOW_MS } from '../../../src/service/webhooks/next-retry-delay';
import type { WebhookFetch, WebhookRequestInit } from '../../../src/service/webhooks/pinned-fetch';
import { testDatabases } from '../../support/databases';
import { waitFor } from '../../support/wait';
import { fakeClock, newSecret, passResult, seedProduct } from './support/fixtures';

const publicLookup = async () => [{ address: '93.184.216.34', family: 4 }];
import { useWebhookHarness } from './support/harness';

describe.each(testDatabases())('webhook delivery on $dialect', ({ open }) => {
  const h = useWebhookHarness(open);

  it('delivers an event whose two signatures verify, with the DESIGN.md headers and the exact body', async () => {
    const clock = fakeClock();
    const secret = newSecret();
    const receiver = await h.receiver([secret]);
    const { productId } = await seedProduct(h.db, { url: receiver.url, secret });
    const data = passResult();
    const id = await enqueueWebhook(
      h.db,
      { productId, mode: 'test', eventType: 'Verification.Result', data, verificationId: data.id },
      clock.now(),
    );
    expect(id).toMatch(/^msg_[0-9a-f]{32}$/);

    expect(await h.dispatcher({ now: clock.now }).runDue()).toBe(1);

    const [got] = receiver.received;
    expect(got).toMatchObject({ id, validHmac: true, validStandard: true });
    expect(got?.body).toBe(JSON.stringify({ eventType: 'Verification.Result', data }));
    expect(got?.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'ofage-webhooks/1',
      'x-event-type': 'Verification.Result',
      'x-signature-timestamp': String(Math.floor(clock.now() / 1000)),
      'webhook-timestamp': String(Math.floor(clock.now() / 1000)),
    });
    expect(await h.event(id!)).toMatchObject({
      state: 'delivered',
      delivered_at: clock.now(),
      attempt_count: 1,
      locked_until: null,
    });
  });

  it('the invalid signing mode fails verification at the receiver and is not retried', async () => {
    const clock = fakeClock();
    const secret = newSecret();
    const receiver = await h.receiver([secret]);
    const { productId } = await seedProduct(h.db, { url: receiver.url, secret });
    const id = await enqueueWebhook(
      h.db,
      { productId, mode: 'test', eventType: 'Test', data: { message: 'x' }, signing: 'invalid' },
      clock.now(),
    );
    const dispatcher = h.dispatcher({ now: clock.now });
    await dispatcher.runDue();

    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]).toMatchObject({ validHmac: false, validStandard: false });
    expect(receiver.received[0]?.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(await h.event(id!)).toMatchObject({ state: 'failed', attempt_count: 1 });
    clock.advance(60_000);
    expect(await dispatcher.runDue()).toBe(0);
  });

  it('is at-least-once: a receiver that fails twice is retried after 5 s and then 10 s, same id and body', async () => {
    const clock = fakeClock();
    const secret = newSecret();
    const receiver = await h.receiver([secret], (_w, i) =>
      i < 2 ? { status: 500, body: 'down' } : { status: 204 },
    );
    const { productId } = await seedProduct(h.db, { url: receiver.url, secret });
    const id = (await enqueueWebhook(
      h.db,
      { productId, mode: 'test', eventType: 'Test', data: { n: 1 } },
      clock.now(),
    ))!;
    const dispatcher = h.dispatcher({ now: clock.now });
    const t0 = clock.now();

    expect(await dispatcher.runDue()).toBe(1);
    expect(await h.event(id)).toMatchObject({
      state: 'pending',
      attempt_count: 1,
      next_attempt_at: t0 + 5_000,
    });
    clock.advance(4_999);
    expect(await dispatcher.runDue()).toBe(0);
    clock.advance(1);
    expect(await dispatcher.runDue()).toBe(1);
    expect(await h.event(id)).toMatchObject({
      state: 'pending',
      attempt_count: 2,
      next_attempt_at: t0 + 15_000,
    });
    clock.advance(9_999);
    expect(await dispatcher.runDue()).toBe(0);
    clock.advance(1);
    expect(await dispatcher.runDue()).toBe(1);

    expect(await h.event(id)).toMatchObject({
      state: 'delivered',
      attempt_count: 3,
      delivered_at: t0 + 15_000,
    });
    expect(receiver.received.map((w) => w.id)).toEqual([id, id, id]);
    expect(new Set(receiver.received.map((w) => w.body)).size).toBe(1);
    expect(receiver.received.every((w) => w.validHmac && w.validStandard)).toBe(true);
    // Each attempt is signed with its own timestamp.
    expect(
      receiver.received.map((w) => Number(w.headers['webhook-timestamp']) - t0 / 1000),
    ).toEqual([0, 5, 15]);
    expect((await h.attempts(id)).map((a) => a.status_code)).toEqual([500, 500, 204]);
  });

  it.each([
    [429, '120', 120_000],
    [503, '2', 5_000],
    [429, 'soon', 5_000],
    [503, '999999', 60 * 60 * 1000],
    [500, '120', 5_000],
  ])(
    'a %i with Retry-After: %s is retried after %i ms (never sooner than the schedule, at most an hour)',
    async (status, retryAfter, delay) => {
      const clock = fakeClock();
      const secret = newSecret();
      const receiver = await h.receiver([secret], () => ({
        status,
        headers: { 'Retry-After': retryAfter },
      }));
      const { productId } = await seedProduct(h.db, { url: receiver.url, secret });
      const id = (await h.enqueueTest(productId, clock.now()))!;
      expect(await h.dispatcher({ now: clock.now }).runDue()).toBe(1);
      expect(await h.event(id)).toMatchObject({
        state: 'pending',
        next_attempt_at: clock.now() + delay,
      });
    },
  );

  it('Retry-After as an HTTP date is honoured too', () => {
    const now = Date.UTC(2026, 0, 15, 12, 0, 0);
    expect(parseRetryAfter(new Date(now + 90_000).toUTCString(), now)).toBe(90_000);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('a receiver that hangs times out its attempt and is retried on schedule', async () => {
    const clock = fakeClock();
    const hanging = await h.receiver([newSecret()], () => 'hang');
    const { productId } = await seedProduct(h.db, { url: hanging.url });
    const id = (await h.enqueueTest(productId, clock.now()))!;
    expect(await h.dispatcher({ now: clock.now, timeoutMs: 300 }).runDue()).toBe(1);
    const [timedOut] = await h.attempts(id);
    expect(timedOut).toMatchObject({ status_code: null, error: 'timed out after 300 ms' });
    expect(await h.event(id)).toMatchObject({
      state: 'pending',
      next_attempt_at: clock.now() + 5_000,
    });
  });

  it('records every attempt with status, latency and a response excerpt truncated to 1 KB', async () => {
    const clock = fakeClock();
    const { productId } = await seedProduct(h.db, { url: 'https://hooks.merchant.example/ofage' });
    const id = (await h.enqueueTest(productId, clock.now()))!;
    // A public receiver; the request is answered here instead of leaving the machine.
    let calls = 0;
    const fetch: WebhookFetch = async () => {
      calls += 1;
      if (calls > 1) return new Response('thanks', { status: 200 });
      // A slow answer: the recorded latency (real time, not the fake clock) is what is checked.
      await new Promise((resolve) => setTimeout(resolve, 60));
      return new Response('é'.repeat(3_000), { status: 503 });
    };
    const dispatcher = h.dispatcher({ now: clock.now, fetch, lookup: publicLookup });
    await dispatcher.runDue();
    clock.advance(5_000);
    await dispatcher.runDue();

    const [first, second] = await h.attempts(id);
    expect(first).toMatchObject({ attempted_at: clock.now() - 5_000, status_code: 503 });
    expect(first!.error).toContain('503');
    expect(first!.latency_ms).toBeGreaterThanOrEqual(50);
    expect(Buffer.byteLength(first!.response_excerpt!, 'utf8')).toBeLessThanOrEqual(1_026);
    expect(first!.response_excerpt!.startsWith('é'.repeat(500))).toBe(true);
    expect(second).toMatchObject({
      attempted_at: clock.now(),
      status_code: 200,
      response_excerpt: 'thanks',
      error: null,
    });
  });

  it('records a refused connection as an attempt with its error', async () => {
    const clock = fakeClock();
    const closed = await h.receiver([newSecret()]);
    await closed.close();
    const { productId } = await seedProduct(h.db, { url: closed.url });
    const id = (await h.enqueueTest(productId, clock.now()))!;
    await h.dispatcher({ now: clock.now }).runDue();
    const [attempt] = await h.attempts(id);
    expect(attempt).toMatchObject({ status_code: null, response_excerpt: null });
    expect(attempt!.error).toContain('ECONNREFUSED');
  });

  it('gives up after about three days', async () => {
    const clock = fakeClock();
    const receiver = await h.receiver([newSecret()], () => ({ status: 500 }));
    const { productId } = await seedProduct(h.db, { url: receiver.url });
    const id = (await h.enqueueTest(productId, clock.now()))!;
    const dispatcher = h.dispatcher({ now: clock.now });
    const created = clock.now();

    for (let pass = 0; pass < 500; pass++) {
      await dispatcher.runDue();
      const row = await h.event(id);
      if (row.state !== 'pending') break;
      clock.advance(row.next_attempt_at - clock.now());
    }

    const row = await h.event(id);
    const attempts = await h.attempts(id);
    expect(row.state).toBe('failed');
    expect(attempts).toHaveLength(row.attempt_count);
    expect(receiver.received).toHaveLength(row.attempt_count);
    const lastAttemptAt = attempts.at(-1)!.attempted_at;
    expect(lastAttemptAt - created).toBeLessThanOrEqual(MAX_DELIVERY_WINDOW_MS);
    expect(lastAttemptAt - created).toBeGreaterThan(MAX_DELIVERY_WINDOW_MS - 60 * 60 * 1000);
    clock.advance(MAX_DELIVERY_WINDOW_MS);
    expect(await dispatcher.runDue()).toBe(0);
  });

  it("signs each attempt with the endpoint's current secrets", async () => {
    const clock = fakeClock();
    const oldSecret = newSecret();
    const newSecretValue = newSecret();
    // A receiver that has not switched to the new secret yet still verifies Standard Webhooks.
    const receiver = await h.receiver([oldSecret]);
    const { productId } = await seedProduct(h.db, { url: receiver.url, secret: oldSecret });
    const id = (await h.enqueueTest(productId, clock.now()))!;
    await h.db
      .updateTable('webhook_endpoints')
      .set({
        secret: newSecretValue,
        previous_secret: oldSecret,
        previous_secret_expires_at: clock.now() + 86_400_000,
      })
      .where('product_id', '=', productId)
      .execute();

    await h.dispatcher({ now: clock.now }).runDue();

    expect(receiver.received[0]).toMatchObject({ validStandard: true, validHmac: false });
    expect(receiver.received[0]?.headers['webhook-signature']?.toString().split(' ')).toHaveLength(
      2,
    );
    expect(await h.event(id)).toMatchObject({ url: receiver.url, state: 'pending' });
  });

  it('sends an event only to the URL it was created for: after the URL changes, queued retries go nowhere and say to replay', async () => {
    const clock = fakeClock();
    const secret = newSecret();
    const before = await h.receiver([secret], () => ({ status: 500 }));
    const after = await h.receiver([secret]);
    const { productId } = await seedProduct(h.db, { url: before.url, secret });
    const id = (await enqueueWebhook(
      h.db,
      { productId, mode: 'test', eventType: 'Verification.Result', data: passResult() },
      clock.now(),
    ))!;
    const dispatcher = h.dispatcher({ now: clock.now });
    await dispatcher.runDue();
    expect(before.received).toHaveLength(1);

    // The URL is changed (by the owner, or by someone who took over the account) while the
    // event waits for its retry: its result must not go to the new URL, nor again to the old.
    await h.db
      .updateTable('webhook_endpoints')
      .set({ url: after.url })
      .where('product_id', '=', productId)
      .execute();
    clock.advance(5_000);
    await dispatcher.runDue();

    expect(after.received).toHaveLength(0);
    expect(before.received).toHaveLength(1);
    expect(await h.event(id)).toMatchObject({ state: 'failed', url: before.url, attempt_count: 2 });
    expect((await h.attempts(id))[1]?.error).toBe(
      'the test-mode webhook URL changed after this event was created, so it was not sent (neither to the old URL nor to the new one); replay it to send it to the new URL',
    );
  });

  it('re-checks the target at every attempt: a stored loopback URL is not contacted unless the operator allows loopback now', async () => {
    const clock = fakeClock();
    const secret = newSecret();
    const receiver = await h.receiver([secret]);
    // Stored while loopback was allowed (or written past the console's check).
    const { productId } = await seedProduct(h.db, { url: receiver.url, secret });
    const id = (await h.enqueueTest(productId, clock.now()))!;
    await h.dispatcher({ now: clock.now, allowLoopback: false }).runDue();
    expect(receiver.received).toHaveLength(0);
    const [refused] = await h.attempts(id);
    expect(refused?.status_code).toBeNull();
    expect(refused?.error).toContain('OFAGE_ALLOW_LOOPBACK_WEBHOOKS');
  });

  it('keeps no response body from a target the live rules would refuse (an allowed loopback receiver)', async () => {
    const clock = fakeClock();
    const secret = newSecret();
    const receiver = await h.receiver([secret], () => ({
      status: 200,
      body: '<h1>internal admin</h1> token=abc',
    }));
    const { productId } = await seedProduct(h.db, { url: receiver.url, secret });
    const id = (await h.enqueueTest(productId, clock.now()))!;
    await h.dispatcher({ now: clock.now }).runDue();
    expect(receiver.received).toHaveLength(1);
    expect((await h.attempts(id))[0]).toMatchObject({ status_code: 200, response_excerpt: null });
  });

  it('stops signing with the previous secret once it has expired', async () => {
    const clock = fakeClock();
    const previous = newSecret();
    const current = newSecret();
    const receiver = await h.receiver([previous]);
    const { productId } = await seedProduct(h.db, {
      url: receiver.url,
      secret: current,
      previousSecret: previous,
      previousSecretExpiresAt: clock.now() - 1,
    });
    await h.enqueueTest(productId, clock.now());
    await h.dispatcher({ now: clock.now }).runDue();
    expect(receiver.received[0]).toMatchObject({ validStandard: false });
    expect(receiver.received[0]?.headers['webhook-signature']?.toString().split(' ')).toHaveLength(
      1,
    );
  });

  it('marks an event failed with a clear error when the webhook URL was removed', async () => {
    const clock = fakeClock();
    const receiver = await h.receiver([newSecret()]);
    const { productId } = await seedProduct(h.db, { url: receiver.url });
    const id = (await h.enqueueTest(productId, clock.now()))!;
    await h.db
      .updateTable('webhook_endpoints')
      .set({ url: null })
      .where('product_id', '=', productId)
      .execute();

    await h.dispatcher({ now: clock.now }).runDue();

    expect(receiver.received).toHaveLength(0);
    expect(await h.event(id)).toMatchObject({ state: 'failed', attempt_count: 1 });
    expect((await h.attempts(id))[0]?.error).toBe(
      'the test-mode webhook URL was removed, so this event was not sent; set a URL and replay it',
    );
  });

  it('a live hostname that resolves to a private address at delivery time is not contacted (DNS rebinding)', async () => {
    const clock = fakeClock();
    const url = 'https://hooks.merchant.example/ofage';
    const { productId } = await seedProduct(h.db, { url, mode: 'live' });
    const id = (await enqueueWebhook(
      h.db,
      { productId, mode: 'live', eventType: 'Test', data: {} },
      clock.now(),
    ))!;
    const fetch = vi.fn<WebhookFetch>();
    const lookup = vi.fn(async () => [{ address: '10.0.0.1', family: 4 }]);

    await h.dispatcher({ now: clock.now, fetch, lookup }).runDue();

    expect(lookup).toHaveBeenCalledWith('hooks.merchant.example', { all: true });
    expect(fetch).not.toHaveBeenCalled();
    const [attempt] = await h.attempts(id);
    expect(attempt?.error).toBe(
      'hooks.merchant.example resolves to a private address (10.0.0.1); live webhooks must reach a public address',
    );
    expect(await h.event(id)).toMatchObject({
      state: 'pending',
      next_attempt_at: clock.now() + 5_000,
    });
  });

  it('a live delivery is sent to the address that passed the check (pinned)', async () => {
    const clock = fakeClock();
    const url = 'https://hooks.merchant.example/ofage';
    const { productId } = await seedProduct(h.db, { url, mode: 'live' });
    const id = (await enqueueWebhook(
      h.db,
      { productId, mode: 'live', eventType: 'Test', data: {} },
      clock.now(),
    ))!;
    const calls: Array<[string, WebhookRequestInit]> = [];
    // Records instead of connecting: live deliveries in tests never leave the machine.
    const fetch: WebhookFetch = async (target, init) => {
      calls.push([target, init]);
      return new Response('ok', { status: 200 });
    };
    const lookup = async () => [{ address: '93.184.216.34', family: 4 }];

    await h.dispatcher({ now: clock.now, fetch, lookup }).runDue();

    expect(calls).toHaveLength(1);
    expect(calls[0]?.[0]).toBe(url);
    expect(calls[0]?.[1]).toMatchObject({
      method: 'POST',
      redirect: 'manual',
      pinned: { address: '93.184.216.34', family: 4 },
    });
    expect(await h.event(id)).toMatchObject({ state: 'delivered' });
  });

  it('a redirect is a failed attempt, not followed', async () => {
    const clock = fakeClock();
    const secret = newSecret();
    const receiver = await h.receiver([secret], () => ({
      status: 307,
      body: 'see http://169.254.169.254/',
    }));
    const { productId } = await seedProduct(h.db, { url: receiver.url, secret });
    const id = (await h.enqueueTest(productId, clock.now()))!;
    await h.dispatcher({ now: clock.now }).runDue();
    expect(receiver.received).toHaveLength(1);
    expect((await h.attempts(id))[0]).toMatchObject({ status_code: 307 });
    expect(await h.event(id)).toMatchObject({ state: 'pending' });
  });

  it('logs never contain the secret or the body', async () => {
    const clock = fakeClock();
    const secret = newSecret();
    const receiver = await h.receiver([secret], (_w, i) =>
      i === 0 ? { status: 500 } : { status: 200 },
    );
    const { productId } = await seedProduct(h.db, {
      url: `${receiver.url}?token=path-secret`,
      secret,
    });
    const lines: string[] = [];
    const log = (fields: object, message: string) =>
      lines.push(JSON.stringify({ ...fields, message }));
    await enqueueWebhook(
      h.db,
      { productId, mode: 'test', eventType: 'Test', data: { marker: 'body-marker-42' } },
      clock.now(),
    );
    const dispatcher = h.dispatcher({
      now: clock.now,
      logger: { info: log, warn: log, error: log },
    });
    await dispatcher.runDue();
    clock.advance(5_000);
    await dispatcher.runDue();

    expect(lines.length).toBe(2);
    const all = lines.join('\n');
    expect(all).not.toContain(secret);
    expect(all).not.toContain(secret.slice('whsec_'.length));
    expect(all).not.toContain('body-marker-42');
    expect(all).not.toContain('path-secret');
  });

  it('a restart mid-way loses nothing and does not resend what was acknowledged', async () => {
    const clock = fakeClock();
    const secret = newSecret();
    const instances: { first?: ReturnType<typeof h.dispatcher> } = {};
    let stopping: Promise<void> | undefined;
    const receiver = await h.receiver([secret], (_w, i) => {
      // The first instance is shut down while its second delivery is in flight.
      if (i === 1) stopping = instances.first?.stop();
      return { status: 200, body: 'ok', delayMs: 20 };
    });
    const { productId } = await seedProduct(h.db, { url: receiver.url, secret });
    const ids: string[] = [];
    for (let n = 0; n < 6; n++) {
      ids.push(
        (await enqueueWebhook(
          h.db,
          { productId, mode: 'test', eventType: 'Test', data: { n } },
          clock.now(),
        ))!,
      );
      clock.advance(1);
    }

    const first = h.dispatcher({ now: clock.now, concurrency: 1 });
    instances.first = first;
    expect(await first.runDue()).toBe(2);
    await stopping;
    const second = h.dispatcher({ now: clock.now });
    expect(await second.runDue()).toBe(4);
    clock.advance(MAX_DELIVERY_WINDOW_MS);
    expect(await second.runDue()).toBe(0);

    expect(receiver.received.map((w) => w.id).sort()).toEqual([...ids].sort());
    for (const id of ids)
      expect(await h.event(id)).toMatchObject({ state: 'delivered', attempt_count: 1 });
  });

  it('an event leased by an instance that died is delivered once the lease expires, and only then', async () => {
    const clock = fakeClock();
    const secret = newSecret();
    const receiver = await h.receiver([secret]);
    const { productId } = await seedProduct(h.db, { url: receiver.url, secret });
    const id = (await h.enqueueTest(productId, clock.now()))!;
    // The dead instance claimed the event and never recorded an attempt.
    const [claimed] = await claimDueEvents(h.db, h.handle.dialect, {
      now: clock.now(),
      leaseMs: 70_000,
      limit: 10,
    });
    expect(claimed?.id).toBe(id);

    const survivor = h.dispatcher({ now: clock.now });
    expect(await survivor.runDue()).toBe(0);
    clock.advance(70_000);
    expect(await survivor.runDue()).toBe(0);
    clock.advance(1);
    expect(await survivor.runDue()).toBe(1);
    expect(receiver.received.map((w) => w.id)).toEqual([id]);
    expect(await h.event(id)).toMatchObject({ state: 'delivered' });
  });

  it('start() runs in the background and nudge() sends at once', async () => {
    const secret = newSecret();
    const receiver = await h.receiver([secret]);
    const { productId } = await seedProduct(h.db, { url: receiver.url, secret });
    // Counts the dispatcher's answered queries: with no receiver paused or stalled, its first pass
    // is one claim, and once that is answered the pass has found nothing.
    let answered = 0;
    const db = h.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        answered += 1;
        return args.result;
      },
    });
    // The service's pino logger fits the dispatcher's logger type.
    const dispatcher = h.dispatcher({
      db,
      pollIntervalMs: 60_000,
      logger: createLogger('silent'),
    });
    dispatcher.start();
    await waitFor(() => answered > 0, { message: "the first pass's claim" });
    const id = await h.enqueueTest(productId, Date.now());
    dispatcher.nudge();
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), { timeout: 2_000 });
    await dispatcher.stop();
    expect(await h.event(id!)).toMatchObject({ state: 'delivered' });
  });
});
