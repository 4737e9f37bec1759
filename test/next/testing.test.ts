import { describe, expect, it } from 'vitest';
import { completeTestVerification } from '../../src/next/complete-test-verification';
import type { GateStatus } from '../../src/protocol/gate-api';
import { API_KEY, SERVICE_URL } from './fake-service';
import { CookieJar, appRequest, createGateFixture } from './gate-fixture';

describe('ofage/testing', () => {
  it('completeTestVerification drives a test-mode verification through the gate', async () => {
    const fixture = createGateFixture();
    const jar = new CookieJar();
    const created = jar.store(
      await fixture.ageGate.handlers.POST(
        appRequest('/api/age-gate/session', { method: 'POST', jar, body: {} }),
      ),
    );
    const { id } = (await created.json()) as { id: string };
    const result = await completeTestVerification({
      id,
      serviceUrl: SERVICE_URL,
      apiKey: API_KEY,
      fetch: fixture.service.fetch,
    });
    expect(result).toMatchObject({
      id,
      status: 'PASS',
      method: 'id-document',
      age: { low: 30, high: 30 },
    });
    const confirmed = await fixture.ageGate.handlers.POST(
      appRequest('/api/age-gate/confirm', { method: 'POST', jar }),
    );
    expect(((await confirmed.json()) as GateStatus).verified).toBe(true);
  });

  it('completes with FAIL and a default failure reason', async () => {
    const fixture = createGateFixture();
    const created = await fixture.ageGate.handlers.POST(
      appRequest('/api/age-gate/session', { method: 'POST', body: {} }),
    );
    const { id } = (await created.json()) as { id: string };
    const result = await completeTestVerification({
      id,
      status: 'FAIL',
      serviceUrl: SERVICE_URL,
      apiKey: API_KEY,
      fetch: fixture.service.fetch,
    });
    expect(result).toMatchObject({ status: 'FAIL', failureReason: 'age-criteria-not-met' });
  });
});
