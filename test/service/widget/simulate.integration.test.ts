import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setWebhookEndpoint } from '../../../src/service/products/set-webhook-endpoint';
import { handleSimulate } from '../../../src/service/widget/handlers/simulate';
import type { AttemptResponse } from '../../../src/service/methods/kit/widget-types';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';
import { perform, simulateRequest, STATUS } from './support';

describe.each(testDialects())('test-mode simulator on $dialect', ({ dialect }) => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService(dialect);
    // A webhook endpoint, so results write their outbox event (delivery itself is not tested here).
    await setWebhookEndpoint(
      t.service.ctx.db,
      t.product.id,
      'test',
      { url: 'http://127.0.0.1:9/hook' },
      Date.now(),
      { allowLoopback: true },
    );
  });
  afterAll(async () => t.close());

  const simulate = async (body: Record<string, unknown>) => {
    const res = await handleSimulate(t.service, simulateRequest(body));
    return { res, body: (await res.json()) as AttemptResponse & { error?: string } };
  };
  const status = async (id: string) =>
    (await (await t.call(`${STATUS}?id=${id}`)).json()) as Record<string, unknown>;
  const events = (id: string) =>
    t.service.ctx.db
      .selectFrom('webhook_events')
      .selectAll()
      .where('verification_id', '=', id)
      .execute();

  it('an adult ID document passes with its exact age, like a real completion', async () => {
    const v = await perform(t);
    const { res, body } = await simulate({
      token: v.token,
      method: 'id-document',
      outcome: 'adult',
    });
    expect(res.status).toBe(200);
    expect(body.decision).toBe('pass');
    const expected = {
      id: v.id,
      status: 'PASS',
      method: 'id-document',
      age: { low: 30, high: 30 },
      ageCategory: 'adult',
    };
    expect(body.state.result).toEqual({ ...expected, verificationId: v.id });
    expect(await status(v.id)).toEqual(expected);
    const [event, ...more] = await events(v.id);
    expect(more).toEqual([]);
    expect(JSON.parse(event!.payload)).toEqual({
      eventType: 'Verification.Result',
      data: { ...expected, verificationId: v.id },
    });
  });

  it('facial estimation reports a range and fails a child under failIfUnder', async () => {
    const v = await perform(t);
    const { body } = await simulate({
      token: v.token,
      method: 'facial-age-estimation',
      outcome: 'child',
    });
    expect(body.state.result).toMatchObject({
      status: 'FAIL',
      failureReason: 'age-criteria-not-met',
      method: 'facial-age-estimation',
      age: { low: 9, high: 11 },
    });
  });

  it('facial estimation between failIfUnder and passIfOver is inconclusive', async () => {
    const v = await perform(t);
    const { body } = await simulate({
      token: v.token,
      method: 'facial-age-estimation',
      outcome: 'custom',
      age: 20,
    });
    expect(body).toMatchObject({ decision: 'inconclusive', attemptsLeft: 2 });
    expect(body.state.status).toBe('IN_PROGRESS');
  });

  it.each(['age-key', 'digital-wallet', 'bank-app'])(
    '%s proves age_over_<threshold>: low = threshold, high = 100',
    async (method) => {
      const v = await perform(t, { jurisdiction: 'US-MS' });
      const { body } = await simulate({
        token: v.token,
        method,
        outcome: 'adult',
        ...(method === 'digital-wallet' ? { walletKind: 'eudi-wallet' } : {}),
      });
      expect(body.state.result).toMatchObject({
        status: 'PASS',
        method,
        age: { low: 21, high: 100 },
      });
    },
  );

  it('a credit card proves 18+ only: enough in US-CA, not offered where 21 is needed', async () => {
    const ca = await perform(t);
    const a = await simulate({ token: ca.token, method: 'credit-card', outcome: 'adult' });
    expect(a.body.state.result).toMatchObject({ status: 'PASS', age: { low: 18, high: 100 } });
    const ms = await perform(t, { jurisdiction: 'US-MS' });
    const b = await simulate({ token: ms.token, method: 'credit-card', outcome: 'adult' });
    expect(b.res.status).toBe(400);
    expect(b.body).toMatchObject({ errorMessage: expect.stringContaining('not offered') });
    const c = await simulate({ token: ms.token, method: 'bank-app', outcome: 'adult' });
    expect(c.body.state.methods.map((x) => x.method)).not.toContain('credit-card');
  });

  it('a teen with a threshold method is inconclusive, not a failure', async () => {
    const v = await perform(t);
    const { body } = await simulate({ token: v.token, method: 'age-key', outcome: 'teen' });
    expect(body).toMatchObject({ decision: 'inconclusive', attemptsLeft: 2 });
  });

  it('fraudulent ends FAIL fraudulent-activity-detected without an age', async () => {
    const v = await perform(t);
    await simulate({ token: v.token, method: 'id-document', outcome: 'fraudulent' });
    expect(await status(v.id)).toEqual({
      id: v.id,
      status: 'FAIL',
      failureReason: 'fraudulent-activity-detected',
    });
  });

  it('counts attempts: 3 per method, then the method refuses', async () => {
    const v = await perform(t);
    const left: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { body } = await simulate({
        token: v.token,
        method: 'id-document',
        outcome: 'inconclusive',
      });
      left.push(body.attemptsLeft);
    }
    expect(left).toEqual([2, 1, 0]);
    const fourth = await simulate({ token: v.token, method: 'id-document', outcome: 'adult' });
    expect(fourth.res.status).toBe(400);
    expect(fourth.body.error).toBe('INVALID_INPUT');
    const state = (
      await simulate({ token: v.token, method: 'credit-card', outcome: 'inconclusive' })
    ).body.state;
    expect(state.methods.find((m) => m.method === 'id-document')?.attemptsLeft).toBe(0);
    expect(state.status).toBe('IN_PROGRESS');
  });

  it('when every method is exhausted the verification ends FAIL max-attempts-exceeded', async () => {
    const v = await perform(t);
    let last: AttemptResponse | undefined;
    for (const method of last?.state.methods.map((m) => m.method) ?? [
      'age-key',
      'facial-age-estimation',
      'id-document',
      'digital-wallet',
      'credit-card',
      'bank-app',
    ]) {
      for (let i = 0; i < 3; i++) {
        last = (await simulate({ token: v.token, method, outcome: 'inconclusive' })).body;
      }
    }
    expect(last?.state.result).toEqual({
      id: v.id,
      verificationId: v.id,
      status: 'FAIL',
      failureReason: 'max-attempts-exceeded',
    });
    expect(await events(v.id)).toHaveLength(1);
  });

  it('a live verification refuses simulated outcomes and counts nothing', async () => {
    const v = await perform(t, {}, t.liveKey);
    const { res, body } = await simulate({
      token: v.token,
      method: 'id-document',
      outcome: 'adult',
    });
    expect(res.status).toBe(403);
    expect(body.error).toBe('FORBIDDEN');
    const row = await t.service.ctx.db
      .selectFrom('verifications')
      .select(['attempts', 'status'])
      .where('id', '=', v.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: '{}', status: 'PENDING' });
  });

  it('refuses a bad token, an unknown method and a custom outcome without age', async () => {
    const v = await perform(t);
    expect(
      (await simulate({ token: 'x', method: 'id-document', outcome: 'adult' })).res.status,
    ).toBe(401);
    expect(
      (await simulate({ token: v.token, method: 'palm-reading', outcome: 'adult' })).res.status,
    ).toBe(400);
    expect(
      (await simulate({ token: v.token, method: 'id-document', outcome: 'custom' })).res.status,
    ).toBe(400);
    const notJson = await handleSimulate(
      t.service,
      new Request('http://localhost/api/widget/simulate', { method: 'POST', body: '{' }),
    );
    expect(notJson.status).toBe(400);
  });

  it('a finished verification accepts no further attempt', async () => {
    const v = await perform(t);
    await simulate({ token: v.token, method: 'id-document', outcome: 'adult' });
    const again = await simulate({ token: v.token, method: 'credit-card', outcome: 'child' });
    expect(again.res.status).toBe(400);
    expect((await status(v.id)).status).toBe('PASS');
  });
});
