import { describe, expect, it, vi } from 'vitest';
import type { GateStatus } from '../../src/protocol/gate-api';
import { CookieJar, NOW, appRequest, createGateFixture, deliverWebhook } from './gate-fixture';

const TS = NOW / 1000;

const deliver = (
  fixture: ReturnType<typeof createGateFixture>,
  event: unknown,
  options?: Parameters<typeof deliverWebhook>[2],
) => deliverWebhook(fixture.ageGate, event, options);

const result = (id: string) => ({
  eventType: 'Verification.Result',
  data: {
    id,
    status: 'PASS',
    ageCategory: 'adult',
    method: 'age-key',
    age: { low: 21, high: 100 },
  },
});

describe('POST /api/age-gate/webhook', () => {
  it('accepts a signed delivery, stores the result and calls onResult once', async () => {
    const onResult = vi.fn();
    const fixture = createGateFixture({ onResult });
    const response = await deliver(fixture, result('2b1c1e57-8d0b-4a8e-9d62-0d6c7c6b8e11'));
    expect(response.status).toBe(200);
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult.mock.calls[0]![0]).toMatchObject({ status: 'PASS', ageCategory: 'adult' });
  });

  it('accepts the legacy hmac-only scheme', async () => {
    const fixture = createGateFixture();
    const response = await deliver(fixture, result('2b1c1e57-8d0b-4a8e-9d62-0d6c7c6b8e11'), {
      scheme: 'hmac',
    });
    expect(response.status).toBe(200);
  });

  it('bad signature: 401 and onResult is not called', async () => {
    const onResult = vi.fn();
    const fixture = createGateFixture({ onResult });
    const response = await deliver(fixture, result('2b1c1e57-8d0b-4a8e-9d62-0d6c7c6b8e11'), {
      secret: 'whsec_' + btoa('someone-elses-secret-0123456789ab'),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'UNAUTHORIZED' });
    expect(onResult).not.toHaveBeenCalled();
  });

  it('old timestamp: a replayed delivery from 6 minutes ago is rejected', async () => {
    const onResult = vi.fn();
    const fixture = createGateFixture({ onResult });
    const response = await deliver(fixture, result('2b1c1e57-8d0b-4a8e-9d62-0d6c7c6b8e11'), {
      timestamp: TS - 360,
    });
    expect(response.status).toBe(401);
    expect(onResult).not.toHaveBeenCalled();
  });

  it('duplicate delivery: a retry with the same webhook-id is acknowledged but not handled twice', async () => {
    const onResult = vi.fn();
    const fixture = createGateFixture({ onResult });
    const event = result('2b1c1e57-8d0b-4a8e-9d62-0d6c7c6b8e11');
    expect((await deliver(fixture, event, { id: 'msg_1' })).status).toBe(200);
    const again = await deliver(fixture, event, { id: 'msg_1' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it('a failing onResult answers 500 and lets the retry be handled', async () => {
    const onResult = vi
      .fn()
      .mockRejectedValueOnce(new Error('db down'))
      .mockResolvedValue(undefined);
    const fixture = createGateFixture({ onResult });
    const event = result('2b1c1e57-8d0b-4a8e-9d62-0d6c7c6b8e11');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await deliver(fixture, event, { id: 'msg_2' })).status).toBe(500);
    expect((await deliver(fixture, event, { id: 'msg_2' })).status).toBe(200);
    expect(onResult).toHaveBeenCalledTimes(2);
  });

  it('a stored webhook result confirms the bound id without a get-status call', async () => {
    const fixture = createGateFixture();
    const jar = new CookieJar();
    const created = jar.store(
      await fixture.ageGate.handlers.POST(
        appRequest('/api/age-gate/session', { method: 'POST', jar, body: {} }),
      ),
    );
    const { id } = (await created.json()) as { id: string };
    await deliver(fixture, result(id));
    const confirmed = jar.store(
      await fixture.ageGate.handlers.POST(
        appRequest('/api/age-gate/confirm', { method: 'POST', jar }),
      ),
    );
    expect(((await confirmed.json()) as GateStatus).verified).toBe(true);
    expect(fixture.service.calls.filter((c) => c.includes('get-status'))).toEqual([]);
  });

  it('a webhook result for one browser does not verify another browser', async () => {
    const fixture = createGateFixture();
    const jar = new CookieJar();
    const created = await fixture.ageGate.handlers.POST(
      appRequest('/api/age-gate/session', { method: 'POST', jar, body: {} }),
    );
    const { id } = (await created.json()) as { id: string };
    await deliver(fixture, result(id));
    const other = new CookieJar();
    const confirmed = await fixture.ageGate.handlers.POST(
      appRequest('/api/age-gate/confirm', { method: 'POST', jar: other }),
    );
    expect(((await confirmed.json()) as GateStatus).verified).toBe(false);
  });

  it('a revoked verification no longer confirms', async () => {
    const fixture = createGateFixture();
    const jar = new CookieJar();
    const created = jar.store(
      await fixture.ageGate.handlers.POST(
        appRequest('/api/age-gate/session', { method: 'POST', jar, body: {} }),
      ),
    );
    const { id } = (await created.json()) as { id: string };
    await deliver(fixture, result(id), { id: 'msg_a' });
    await deliver(
      fixture,
      { eventType: 'Verification.Revoke', data: { verifications: [{ id, reason: 'fraud' }] } },
      { id: 'msg_b' },
    );
    const confirmed = await fixture.ageGate.handlers.POST(
      appRequest('/api/age-gate/confirm', { method: 'POST', jar }),
    );
    expect(await confirmed.json()).toMatchObject({ verified: false, failureReason: 'revoked' });
  });

  it('revocation bound: a result that says `revoked` (a replay after the revocation) closes the gate like a Verification.Revoke', async () => {
    const fixture = createGateFixture();
    const jar = new CookieJar();
    const created = jar.store(
      await fixture.ageGate.handlers.POST(
        appRequest('/api/age-gate/session', { method: 'POST', jar, body: {} }),
      ),
    );
    const { id } = (await created.json()) as { id: string };
    fixture.service.complete(id, {
      status: 'PASS',
      ageCategory: 'adult',
      method: 'age-key',
      age: { low: 21, high: 100 },
    });
    jar.store(
      await fixture.ageGate.handlers.POST(
        appRequest('/api/age-gate/confirm', { method: 'POST', jar }),
      ),
    );
    expect((await fixture.ageGate.getAgeVerification(appRequest('/', { jar }))).verified).toBe(
      true,
    );

    const replayed = {
      eventType: 'Verification.Result',
      data: {
        id,
        verificationId: id,
        status: 'FAIL',
        revoked: { at: '2026-06-01T12:00:00.000Z', reason: 'fraud' },
      },
    };
    expect((await deliver(fixture, replayed, { id: 'msg_replayed' })).status).toBe(200);
    expect(await fixture.ageGate.getAgeVerification(appRequest('/', { jar }))).toEqual({
      verified: false,
      reason: 'revoked',
    });
  });

  it('answers 404 saying which env var to set when no webhook secret is configured', async () => {
    const fixture = createGateFixture({ webhookSecret: undefined });
    const response = await deliver(fixture, result('2b1c1e57-8d0b-4a8e-9d62-0d6c7c6b8e11'));
    expect(response.status).toBe(404);
    expect(((await response.json()) as { errorMessage: string }).errorMessage).toContain(
      'OFAGE_WEBHOOK_SECRET',
    );
  });
});
