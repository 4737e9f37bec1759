import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceContext } from '../../../src/service/context';
import { recordFaceSignal } from '../../../src/service/methods/facial-age-estimation/face-settings';
import { openMethodSession } from '../../../src/service/methods/kit/method-sessions';
import { purgeExpired } from '../../../src/service/lifecycle/purge-expired';
import { insertPendingEvent } from '../../../src/service/webhooks/insert-pending-event';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';
import { perform, SET_STATUS } from '../widget/support';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The scheduled purge on each database, everything it must remove and
 * everything it must keep, measured on the rows themselves after one run.
 */
describe.each(testDialects())('retention on $dialect', ({ dialect }) => {
  let t: TestService;
  let ctx: ServiceContext;
  let clock = Date.now();

  beforeAll(async () => {
    t = await startTestService(dialect, { now: () => clock });
    ctx = t.service.ctx;
  });
  afterAll(async () => t?.close());

  const finish = async (id: string, key = t.testKey) => {
    const res = await t.call(SET_STATUS, {
      method: 'POST',
      key,
      json: { id, status: 'PASS', method: 'id-document', age: { low: 30, high: 30 } },
    });
    expect(res.status).toBe(200);
  };
  const ids = async (table: 'verifications' | 'verification_events' | 'face_signals') => {
    const column = table === 'verifications' ? 'id' : 'verification_id';
    const rows = await ctx.db
      .selectFrom(table)
      .select(`${column} as v` as 'id')
      .execute();
    return new Set(rows.map((r) => (r as unknown as { v: string }).v));
  };

  it('removes expired PENDING sessions, results past their product retention, their events, expired method sessions and orphaned face signals — and nothing else', async () => {
    const start = clock;
    // A product that keeps results one day, beside the first one's 90-day default.
    const brief = await t.addProduct('Brief store');
    await ctx.db
      .updateTable('products')
      .set({ retention_days: 1 })
      .where('id', '=', brief.product.id)
      .execute();

    const stalePending = await perform(t);
    const keptResult = await perform(t);
    await finish(keptResult.id);
    const briefResult = await perform(t, {}, brief.testKey);
    await finish(briefResult.id, brief.testKey);
    await recordFaceSignal(ctx, stalePending.id, 'unusable');
    await recordFaceSignal(ctx, keptResult.id, 'spoof');
    const expiringSession = await openMethodSession(ctx, {
      method: 'facial-age-estimation',
      purpose: 'face-attempt',
      verificationId: keptResult.id,
      data: {},
      ttlMs: 60_000,
    });

    // Fifteen days on: past the 14-day PENDING expiry and the one-day retention, within 90 days.
    clock = start + 15 * DAY;
    const freshPending = await perform(t);
    const liveSession = await openMethodSession(ctx, {
      method: 'facial-age-estimation',
      purpose: 'face-attempt',
      verificationId: freshPending.id,
      data: {},
      ttlMs: 60_000,
    });
    expect((await ids('verification_events')).has(briefResult.id)).toBe(true);

    const deleted = await purgeExpired(ctx);

    expect(deleted).toBe(2);
    const verifications = await ids('verifications');
    expect(verifications.has(stalePending.id)).toBe(false);
    expect(verifications.has(briefResult.id)).toBe(false);
    expect(verifications.has(keptResult.id)).toBe(true);
    expect(verifications.has(freshPending.id)).toBe(true);
    const events = await ids('verification_events');
    expect(events.has(stalePending.id)).toBe(false);
    expect(events.has(briefResult.id)).toBe(false);
    expect(events.has(keptResult.id)).toBe(true);
    // The kept verification's signal is 15 days old: past the signals' own 15 days, it goes too.
    const signals = await ids('face_signals');
    expect(signals.has(stalePending.id)).toBe(false);
    const sessions = await ctx.db
      .selectFrom('method_sessions' as never)
      .select('id' as never)
      .execute();
    const sessionIds = sessions.map((r) => (r as { id: string }).id);
    expect(sessionIds).not.toContain(expiringSession.id);
    expect(sessionIds).toContain(liveSession.id);

    // The survivors answer as before; a second run removes nothing more.
    const status = await t.call(
      `/api/v1/age-verification/get-status?id=${encodeURIComponent(keptResult.id)}`,
    );
    expect(status.status).toBe(200);
    expect(await purgeExpired(ctx)).toBe(0);

    // The 90-day product's result goes once its 90 days are over.
    clock = start + 91 * DAY;
    expect(await purgeExpired(ctx)).toBeGreaterThanOrEqual(1);
    expect((await ids('verifications')).has(keptResult.id)).toBe(false);
    clock = Date.now();
  });

  it('a signal of a verification that is gone is removed at the next purge, one of a live verification is kept', async () => {
    const live = await perform(t);
    await recordFaceSignal(ctx, live.id, 'unusable');
    await recordFaceSignal(ctx, 'a-verification-that-was-deleted', 'spoof');
    await purgeExpired(ctx);
    const signals = await ids('face_signals');
    expect(signals.has(live.id)).toBe(true);
    expect(signals.has('a-verification-that-was-deleted')).toBe(false);
  });

  it('removes delivered and failed webhook events past the retention with their attempts, and keeps pending ones and those within it', async () => {
    const start = clock;
    const brief = await t.addProduct('Webhook store');
    await ctx.db
      .updateTable('products')
      .set({ retention_days: 1 })
      .where('id', '=', brief.product.id)
      .execute();
    const event = async (id: string, state: 'pending' | 'delivered' | 'failed') => {
      await insertPendingEvent(
        ctx.db,
        {
          id,
          product_id: brief.product.id,
          mode: 'test',
          verification_id: null,
          event_type: 'Test',
          payload: '{}',
          url: 'https://shop.example/webhook',
          signing: 'sign',
          endpoint_id: null,
        },
        clock,
      );
      await ctx.db.updateTable('webhook_events').set({ state }).where('id', '=', id).execute();
      await ctx.db
        .insertInto('webhook_attempts')
        .values({
          event_id: id,
          attempted_at: clock,
          status_code: 200,
          latency_ms: 5,
          response_excerpt: null,
          error: null,
        })
        .execute();
    };
    await event('msg_old_delivered', 'delivered');
    await event('msg_old_failed', 'failed');
    await event('msg_old_pending', 'pending');
    clock = start + 2 * DAY;
    await event('msg_new_delivered', 'delivered');

    await purgeExpired(ctx);

    const events = await ctx.db
      .selectFrom('webhook_events')
      .select('id')
      .where('product_id', '=', brief.product.id)
      .execute();
    expect(events.map((e) => e.id).sort()).toEqual(['msg_new_delivered', 'msg_old_pending']);
    const attempts = await ctx.db
      .selectFrom('webhook_attempts')
      .select('event_id')
      .where('event_id', 'in', ['msg_old_delivered', 'msg_old_failed', 'msg_new_delivered'])
      .execute();
    expect(attempts.map((a) => a.event_id)).toEqual(['msg_new_delivered']);
    clock = Date.now();
  });

  it('a purge stopped half way leaves whole verifications, with their events, and the next run ends it', async () => {
    const start = clock;
    const brief = await t.addProduct('Interrupted store');
    await ctx.db
      .updateTable('products')
      .set({ retention_days: 1 })
      .where('id', '=', brief.product.id)
      .execute();
    const made: string[] = [];
    for (let i = 0; i < 30; i++) {
      const v = await perform(t, {}, brief.testKey);
      await finish(v.id, brief.testKey);
      made.push(v.id);
    }
    clock = start + 2 * DAY;
    let batches = 0;
    const crash = purgeExpired(ctx, {
      firstBatch: 10,
      budgetMs: 0,
      pause: () => (++batches === 2 ? Promise.reject(new Error('stopped')) : Promise.resolve()),
    });
    await expect(crash).rejects.toThrow('stopped');

    const left = await ctx.db
      .selectFrom('verifications')
      .select('id')
      .where('id', 'in', made)
      .execute();
    // Two batches of 10 went whole; the other verifications are untouched, events and all.
    expect(left).toHaveLength(10);
    const events = await ctx.db
      .selectFrom('verification_events')
      .select('verification_id')
      .where('verification_id', 'in', made)
      .execute();
    expect(new Set(events.map((e) => e.verification_id))).toEqual(new Set(left.map((v) => v.id)));

    expect(await purgeExpired(ctx)).toBe(10);
    const after = await ctx.db
      .selectFrom('verifications')
      .select('id')
      .where('id', 'in', made)
      .execute();
    expect(after).toEqual([]);
    clock = Date.now();
  });
});
