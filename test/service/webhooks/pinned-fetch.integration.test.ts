import { describe, expect, it } from 'vitest';
import { pinnedFetch } from '../../../src/service/webhooks/pinned-fetch';
import { newSecret } from './support/fixtures';
import { startReceiver } from './support/webhook-receiver';

describe('pinnedFetch', () => {
  it('connects to the pinned address, not to what the hostname resolves to', async () => {
    const receiver = await startReceiver([newSecret()], () => ({ status: 202, body: 'pinned' }));
    try {
      // `.invalid` never resolves (RFC 6761): reaching the receiver proves no lookup happened.
      const response = await pinnedFetch(`http://hooks.example.invalid:${receiver.port}/hook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(5_000),
        redirect: 'manual',
        pinned: { address: '127.0.0.1', family: 4 },
      });
      expect(response.status).toBe(202);
      expect(await response.text()).toBe('pinned');
      expect(receiver.received[0]?.headers.host).toBe(`hooks.example.invalid:${receiver.port}`);
    } finally {
      await receiver.close();
    }
  });

  it('gives up when the signal fires', async () => {
    const receiver = await startReceiver([newSecret()], () => 'hang');
    try {
      const signal = AbortSignal.timeout(200);
      await expect(
        pinnedFetch(receiver.url, {
          method: 'POST',
          headers: {},
          body: '{}',
          signal,
          redirect: 'manual',
        }),
      ).rejects.toThrow();
      expect(signal.aborted).toBe(true);
    } finally {
      await receiver.close();
    }
  });

  it('answers 204 without a body', async () => {
    const receiver = await startReceiver([newSecret()], () => ({ status: 204 }));
    try {
      const response = await pinnedFetch(receiver.url, {
        method: 'POST',
        headers: {},
        body: '{}',
        signal: AbortSignal.timeout(5_000),
        redirect: 'manual',
      });
      expect(response.status).toBe(204);
      expect(response.body).toBeNull();
    } finally {
      await receiver.close();
    }
  });
});
