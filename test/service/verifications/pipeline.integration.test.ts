import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setWebhookEndpoint } from '../../../src/service/products/set-webhook-endpoint';
import { recordEvidence } from '../../../src/service/verifications/record-evidence';
import { purgeExpired } from '../../../src/service/lifecycle/purge-expired';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';
import { startWebhookReceiver } from '../../support/webhook-receiver';

const PERFORM = '/api/v1/age-verification/perform';
const STATUS = '/api/v1/age-verification/get-status';

describe.each(testDialects())('verification pipeline on $dialect', ({ dialect }) => {
  let t: TestService;
  let clock = Date.now();
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let secret = '';

  beforeAll(async () => {
    t = await startTestService(dialect, {
      now: () => clock,
      env: { OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '1' },
    });
    receiver = await startWebhookReceiver(() => secret);
    secret = (
      await setWebhookEndpoint(
        t.service.ctx.db,
        t.product.id,
        'test',
        { url: receiver.url },
        clock,
        { allowLoopback: true },
      )
    ).secret;
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const create = async (
    body: object = { jurisdiction: 'GB', criteria: { ageCategory: 'ADULT' } },
  ) =>
    ((await (await t.call(PERFORM, { method: 'POST', json: body })).json()) as { id: string }).id;
  const status = async (id: string) =>
    (await (await t.call(`${STATUS}?id=${id}`)).json()) as Record<string, unknown>;

  it('an inconclusive attempt consumes one of three; the third exhausts the method', async () => {
    const id = await create({ jurisdiction: 'GB', criteria: { ageCategory: 'ADULT' } });
    const none = { method: 'credit-card', kind: 'none', assurance: 'high' } as const;
    const first = await recordEvidence(t.service.ctx, id, none);
    expect(first).toMatchObject({ decision: 'inconclusive', attemptsLeft: 2 });
    expect((await status(id)).status).toBe('IN_PROGRESS');
    await recordEvidence(t.service.ctx, id, none);
    const third = await recordEvidence(t.service.ctx, id, none);
    expect(third.attemptsLeft).toBe(0);
    await expect(recordEvidence(t.service.ctx, id, none)).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
  });

  it('ends FAIL max-attempts-exceeded when every offered method is exhausted', async () => {
    const id = await create();
    const row = await t.service.ctx.db
      .selectFrom('verifications')
      .select('methods')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const methods = JSON.parse(row.methods) as string[];
    let last;
    for (const method of methods) {
      for (let i = 0; i < 3; i++) {
        last = await recordEvidence(t.service.ctx, id, {
          method: method as 'credit-card',
          kind: 'none',
          assurance: 'high',
        });
      }
    }
    expect(last?.verification.status).toBe('FAIL');
    expect(await status(id)).toEqual({
      id,
      status: 'FAIL',
      failureReason: 'max-attempts-exceeded',
    });
  });

  it('a passIfOver below the challenge-age buffer is refused where estimation is offered, only', async () => {
    const low = {
      jurisdiction: 'US-CA',
      criteria: { ageCategory: 'ADULT' },
      options: { facialAgeEstimation: { passIfOver: 20, failIfUnder: 16 } },
    };
    const refused = await t.call(PERFORM, { method: 'POST', json: low });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'INVALID_INPUT',
      errorMessage: expect.stringContaining('must be at least 23 for US-CA'),
    });
    const shop = await t.addProduct('No cameras');
    await t.service.ctx.db
      .updateTable('products')
      .set({ enabled_methods: JSON.stringify(['id-document', 'digital-wallet']) })
      .where('id', '=', shop.product.id)
      .execute();
    t.service.invalidateCaches();
    const accepted = await t.call(PERFORM, { method: 'POST', key: shop.testKey, json: low });
    expect(accepted.status).toBe(200);
  });

  it('facial estimation between failIfUnder and passIfOver is inconclusive; above passes', async () => {
    const id = await create({
      jurisdiction: 'DE',
      criteria: { ageCategory: 'ADULT' },
      options: { facialAgeEstimation: { passIfOver: 25, failIfUnder: 18 } },
    });
    const est = (low: number, high: number) => ({
      method: 'facial-age-estimation' as const,
      kind: 'estimate' as const,
      ageLow: low,
      ageHigh: high,
      assurance: 'substantial' as const,
    });
    expect((await recordEvidence(t.service.ctx, id, est(21, 23))).decision).toBe('inconclusive');
    const pass = await recordEvidence(t.service.ctx, id, est(27, 31));
    expect(pass.decision).toBe('pass');
    expect(await status(id)).toEqual({
      id,
      status: 'PASS',
      method: 'facial-age-estimation',
      age: { low: 27, high: 31 },
      ageCategory: 'adult',
    });
  });

  it('an age_over_18 proof passes ADULT in GB but is only inconclusive for US-MS (21)', async () => {
    const over18 = {
      method: 'bank-app' as const,
      kind: 'threshold' as const,
      ageLow: 18,
      ageHigh: 100,
      assurance: 'high' as const,
    };
    const gb = await create({ jurisdiction: 'GB', criteria: { ageCategory: 'ADULT' } });
    expect((await recordEvidence(t.service.ctx, gb, over18)).decision).toBe('pass');
    const ms = await create({ jurisdiction: 'US-MS', criteria: { ageCategory: 'ADULT' } });
    expect((await recordEvidence(t.service.ctx, ms, over18)).decision).toBe('inconclusive');
  });

  it('fraud ends the verification without an age', async () => {
    const id = await create();
    await recordEvidence(t.service.ctx, id, {
      method: 'id-document',
      kind: 'exact',
      ageLow: 40,
      ageHigh: 40,
      assurance: 'high',
      fraudulent: true,
    });
    expect(await status(id)).toEqual({
      id,
      status: 'FAIL',
      failureReason: 'fraudulent-activity-detected',
    });
  });

  it('of two racing completions exactly one wins and one webhook is written', async () => {
    const id = await create();
    const exact = (age: number) => ({
      method: 'id-document' as const,
      kind: 'exact' as const,
      ageLow: age,
      ageHigh: age,
      assurance: 'high' as const,
    });
    const results = await Promise.allSettled([
      recordEvidence(t.service.ctx, id, exact(30)),
      recordEvidence(t.service.ctx, id, exact(12)),
    ]);
    const finals = await t.service.ctx.db
      .selectFrom('webhook_events')
      .selectAll()
      .where('verification_id', '=', id)
      .execute();
    expect(finals).toHaveLength(1);
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
    expect(['PASS', 'FAIL']).toContain((await status(id)).status);
  });

  it('a completion delivers a signed Verification.Result webhook matching get-status', async () => {
    const id = await create();
    await recordEvidence(t.service.ctx, id, {
      method: 'id-document',
      kind: 'exact',
      ageLow: 44,
      ageHigh: 44,
      assurance: 'high',
      dob: '1982-03-04',
    });
    const hook = await receiver.waitForMatch((w) => w.body.includes(id));
    expect(hook.validHmac && hook.validStandard).toBe(true);
    expect(hook.headers['x-event-type']).toBe('Verification.Result');
    // The webhook carries the get-status result plus `verificationId`, as the DOM message does.
    expect(JSON.parse(hook.body)).toEqual({
      eventType: 'Verification.Result',
      data: { ...(await status(id)), verificationId: id },
    });
  });

  it('a proven date of birth is kept and returned (includeDob) only when the product allows it', async () => {
    const dobEvidence = {
      method: 'id-document' as const,
      kind: 'exact' as const,
      ageLow: 44,
      ageHigh: 44,
      assurance: 'high' as const,
      dob: '1982-03-04',
    };
    const allowDob = async (allowed: boolean) => {
      await t.service.ctx.db
        .updateTable('products')
        .set({ allow_dob: allowed ? 1 : 0 })
        .where('id', '=', t.product.id)
        .execute();
      t.service.invalidateCaches();
    };
    const statusOf = async (id: string, query = '&includeDob=true') =>
      (await (await t.call(`${STATUS}?id=${id}${query}`)).json()) as Record<string, unknown>;
    const stored = async (id: string) =>
      (
        await t.service.ctx.db
          .selectFrom('verifications')
          .select('dob')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).dob;

    // Not allowed: never written, so allowing it later reveals nothing.
    const notKept = await create();
    await recordEvidence(t.service.ctx, notKept, dobEvidence);
    expect(await stored(notKept)).toBeNull();
    await allowDob(true);
    try {
      expect((await statusOf(notKept)).dob).toBeUndefined();

      const kept = await create();
      await recordEvidence(t.service.ctx, kept, dobEvidence);
      expect(await stored(kept)).toBe('1982-03-04');
      expect((await statusOf(kept)).dob).toBe('1982-03-04');
      expect((await statusOf(kept, '')).dob).toBeUndefined();
      // Withdrawn later: get-status stops returning it.
      await allowDob(false);
      expect((await statusOf(kept)).dob).toBeUndefined();
    } finally {
      await allowDob(false);
    }
  });

  it('PENDING verifications vanish after 14 days; opened ones stay', async () => {
    const pending = await create();
    const opened = await create();
    await recordEvidence(t.service.ctx, opened, {
      method: 'credit-card',
      kind: 'none',
      assurance: 'high',
    });
    clock += 14 * 24 * 3600 * 1000 + 1000;
    try {
      const gone = await t.call(`${STATUS}?id=${pending}`);
      expect(gone.status).toBe(400);
      await purgeExpired(t.service.ctx);
      const rows = await t.service.ctx.db
        .selectFrom('verifications')
        .select('id')
        .where('id', 'in', [pending, opened])
        .execute();
      expect(rows.map((r) => r.id)).toEqual([opened]);
    } finally {
      clock = Date.now();
    }
  });
});
