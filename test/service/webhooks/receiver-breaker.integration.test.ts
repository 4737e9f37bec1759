import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { enqueueWebhook } from '../../../src/service/webhooks/enqueue-webhook';
import {
  MAX_DELIVERY_WINDOW_MS,
  nextRetryDelay,
} from '../../../src/service/webhooks/next-retry-delay';
import { sendTestWebhook } from '../../../src/service/webhooks/send-test-webhook';
import { testDatabases } from '../../support/databases';
import { fakeClock, newSecret, seedProduct } from './support/fixtures';
import { useWebhookHarness } from './support/harness';
import { verifyHmacHeader } from './support/webhook-receiver';

/** Real attempts to a receiver that never answers end after this (real) time. */
const TIMEOUT_MS = 200;
/** The harness draws every jitter at 0.5: the schedule's and the cool-down's. */
const delay = (attempt: number) => nextRetryDelay(attempt, () => 0.5);
const NOT_SENT =
  /^not sent: http:\/\/127\.0\.0\.1:\d+ did not answer the last \d+ attempts in time, so deliveries to it are paused until /;

/**
 * A receiver on 127.0.0.1 that is down — accepts the connection, never answers — until `up` is
 * set, then answers 200 to a valid signature and 401 to anything else. It counts connections,
 * not requests: an attempt that times out before its body arrived was still sent.
 */
async function switchableReceiver(
  secret: string,
  onCleanup: (cleanup: () => Promise<void>) => void,
) {
  const state = { up: false, connections: 0, delivered: [] as string[] };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (!state.up) return;
      const valid = verifyHmacHeader(secret, req.headers, Buffer.concat(chunks).toString('utf8'));
      if (valid) state.delivered.push(String(req.headers['webhook-id']));
      res.writeHead(valid ? 200 : 401).end();
    });
  });
  server.on('connection', () => {
    state.connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onCleanup(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, state };
}

describe.each(testDatabases())('receiver circuit breaker on $dialect', ({ open }) => {
  const h = useWebhookHarness(open);

  it('opens after three timeouts in a row: attempts are recorded as not sent, on schedule, without contacting the receiver; half-opens after the cool-down with one probe; closes when the probe is answered', async () => {
    const clock = fakeClock(Date.now());
    const secret = newSecret();
    const receiver = await switchableReceiver(secret, h.onCleanup);
    const { productId } = await seedProduct(h.db, { url: receiver.url, secret });
    const t0 = clock.now();
    const id = (await h.enqueueTest(productId, t0))!;
    // Cool-downs (jitter 0.5): 75 s, then 150 s.
    const dispatcher = h.dispatcher({
      now: clock.now,
      timeoutMs: TIMEOUT_MS,
      breakerThreshold: 3,
      breakerCoolDownMs: 100_000,
      breakerMaxCoolDownMs: 3_600_000,
    });
    const next = async () => {
      clock.advance((await h.event(id)).next_attempt_at - clock.now());
      expect(await dispatcher.runDue()).toBe(1);
    };

    // Three real attempts time out (the first at once, then after 5 s and 10 s).
    expect(await dispatcher.runDue()).toBe(1);
    await next();
    await next();
    expect(receiver.state.connections).toBe(3);
    const opened = clock.now();

    // Paused until opened + 75 s: the next two scheduled attempts are recorded, not sent.
    await next();
    await next();
    expect(receiver.state.connections).toBe(3);
    let attempts = await h.attempts(id);
    expect(attempts).toHaveLength(5);
    for (const skipped of attempts.slice(3)) {
      expect(skipped.error).toMatch(NOT_SENT);
      expect(skipped.error).toContain(new Date(opened + 75_000).toISOString());
      expect(skipped).toMatchObject({ status_code: null, latency_ms: 0 });
    }

    // The cool-down is over when the sixth attempt falls due: one probe goes out, and times out.
    expect(clock.now() + delay(5)).toBeGreaterThan(opened + 75_000);
    await next();
    expect(receiver.state.connections).toBe(4);
    const reopened = clock.now();
    // Paused again, for longer (150 s); the schedule's next step (180 s) is past that.
    expect(delay(6)).toBeGreaterThan(150_000);

    // The receiver is back: the next probe is answered and delivers the event.
    receiver.state.up = true;
    await next();
    expect(receiver.state.connections).toBe(5);
    expect(await h.event(id)).toMatchObject({ state: 'delivered', attempt_count: 7 });
    expect(clock.now() - reopened).toBe(delay(6));

    // Every attempt, sent or not, kept the retry schedule.
    attempts = await h.attempts(id);
    const gaps = attempts.slice(1).map((a, i) => a.attempted_at - attempts[i]!.attempted_at);
    expect(gaps).toEqual([1, 2, 3, 4, 5, 6].map(delay));
    expect(attempts.map((a) => a.status_code)).toEqual([null, null, null, null, null, null, 200]);
    expect(attempts.map((a) => (NOT_SENT.test(a.error ?? '') ? 'paused' : a.error))).toEqual([
      `timed out after ${TIMEOUT_MS} ms`,
      `timed out after ${TIMEOUT_MS} ms`,
      `timed out after ${TIMEOUT_MS} ms`,
      'paused',
      'paused',
      `timed out after ${TIMEOUT_MS} ms`,
      null,
    ]);
  });

  it('a dead receiver: each event keeps its retry schedule for three days and then fails; once the receiver answers again, the rest is delivered at once', async () => {
    const clock = fakeClock(Date.now());
    const secret = newSecret();
    const receiver = await switchableReceiver(secret, h.onCleanup);
    const { productId } = await seedProduct(h.db, { url: receiver.url, secret });
    const enqueue = async (n: number) =>
      (await enqueueWebhook(
        h.db,
        { productId, mode: 'test', eventType: 'Test', data: { n } },
        clock.now(),
      ))!;
    const first = await enqueue(1);
    const created = clock.now();
    // Probes at most every 6 hours, so three days cost a dozen real timeouts, not seventy.
    const dispatcher = h.dispatcher({
      now: clock.now,
      timeoutMs: TIMEOUT_MS,
      breakerMaxCoolDownMs: 6 * 60 * 60 * 1000,
    });
    const pending = () =>
      h.db
        .selectFrom('webhook_events')
        .select(['id', 'next_attempt_at'])
        .where('state', '=', 'pending')
        .orderBy('next_attempt_at')
        .execute();
    const runUntil = async (done: () => Promise<boolean>) => {
      for (let pass = 0; pass < 1000 && !(await done()); pass++) {
        await dispatcher.runDue();
        const [soonest] = await pending();
        if (soonest) clock.advance(Math.max(0, soonest.next_attempt_at - clock.now()));
      }
    };

    // Two more events, created a day and two days later, for the receiver's return.
    let second: string | undefined;
    let third: string | undefined;
    await runUntil(async () => {
      if (!second && clock.now() - created >= 24 * 60 * 60 * 1000) second = await enqueue(2);
      if (!third && clock.now() - created >= 48 * 60 * 60 * 1000) third = await enqueue(3);
      return (await h.event(first)).state !== 'pending';
    });

    const row = await h.event(first);
    const attempts = await h.attempts(first);
    expect(row.state).toBe('failed');
    expect(attempts).toHaveLength(row.attempt_count);
    // The schedule held: every gap is the schedule's, until the three-day window closed.
    const gaps = attempts.slice(1).map((a, i) => a.attempted_at - attempts[i]!.attempted_at);
    expect(gaps).toEqual(gaps.map((_, i) => delay(i + 1)));
    const lastAttemptAt = attempts.at(-1)!.attempted_at;
    expect(lastAttemptAt - created).toBeLessThanOrEqual(MAX_DELIVERY_WINDOW_MS);
    expect(lastAttemptAt + delay(attempts.length) - created).toBeGreaterThan(
      MAX_DELIVERY_WINDOW_MS,
    );
    // Most of them were not sent; the receiver was only probed now and then.
    // (Sending every attempt of the three events would be about 250 requests.)
    const sent = attempts.filter((a) => !NOT_SENT.test(a.error ?? ''));
    expect(sent.length).toBeGreaterThanOrEqual(3);
    expect(sent.length).toBeLessThan(attempts.length / 2);
    expect(receiver.state.connections).toBeLessThan(50);

    // The receiver comes back. Within one cool-down a probe (whichever event is due first) is
    // delivered and brings the other forward: both are delivered, each sent once.
    receiver.state.up = true;
    expect(second && third).toBeTruthy();
    const back = clock.now();
    await runUntil(
      async () =>
        (await h.event(second!)).state !== 'pending' && (await h.event(third!)).state !== 'pending',
    );
    expect(await h.event(second!)).toMatchObject({ state: 'delivered' });
    expect(await h.event(third!)).toMatchObject({ state: 'delivered' });
    expect(clock.now() - back).toBeLessThanOrEqual(6 * 60 * 60 * 1000);
    expect(receiver.state.delivered.sort()).toEqual([second, third].sort());
  }, 60_000);

  it('a paused receiver still gets an explicit "send test webhook" (it is how a merchant checks it is back), and answering it resumes deliveries', async () => {
    const clock = fakeClock(Date.now());
    const secret = newSecret();
    const receiver = await switchableReceiver(secret, h.onCleanup);
    const { productId } = await seedProduct(h.db, { url: receiver.url, secret });
    const id = (await h.enqueueTest(productId, clock.now()))!;
    const dispatcher = h.dispatcher({
      now: clock.now,
      timeoutMs: TIMEOUT_MS,
      breakerCoolDownMs: 100_000,
    });
    for (let n = 0; n < 3; n++) {
      clock.advance((await h.event(id)).next_attempt_at - clock.now());
      await dispatcher.runDue();
    }
    // Paused: the next scheduled attempt is not sent.
    clock.advance((await h.event(id)).next_attempt_at - clock.now());
    await dispatcher.runDue();
    expect((await h.attempts(id)).at(-1)?.error).toMatch(NOT_SENT);
    expect(receiver.state.connections).toBe(3);

    receiver.state.up = true;
    const result = await sendTestWebhook({
      db: h.db,
      productId,
      mode: 'test',
      now: clock.now(),
      dispatcher,
    });
    expect(result).toMatchObject({ ok: true, passed: true });
    // The answer closed the circuit and brought the queued event forward: delivered now.
    await dispatcher.runDue();
    expect(await h.event(id)).toMatchObject({ state: 'delivered' });
  });

  it('a row written before receivers were recorded (no receiver) is still claimed and delivered', async () => {
    const clock = fakeClock();
    // A receiver that timed out, so the next claim carries a list of receivers to leave out.
    const dead = await h.receiver([newSecret()], () => 'hang');
    const other = await seedProduct(h.db, { url: dead.url });
    await h.enqueueTest(other.productId, clock.now());
    const dispatcher = h.dispatcher({ now: clock.now, timeoutMs: TIMEOUT_MS });
    expect(await dispatcher.runDue()).toBe(1);

    const secret = newSecret();
    const receiver = await h.receiver([secret]);
    const { productId } = await seedProduct(h.db, { url: receiver.url, secret });
    const id = (await h.enqueueTest(productId, clock.now()))!;
    await h.db.updateTable('webhook_events').set({ receiver: null }).where('id', '=', id).execute();
    expect(await dispatcher.runDue()).toBe(1);
    expect(await h.event(id)).toMatchObject({ state: 'delivered' });
  });
});
