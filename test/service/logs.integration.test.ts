import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/service/logger';
import { setWebhookEndpoint } from '../../src/service/products/set-webhook-endpoint';
import { startTestService, type TestService } from '../support/test-service';
import { waitFor } from '../support/wait';

describe('structured logs never contain a secret', () => {
  const lines: string[] = [];
  let t: TestService;
  let receiver: http.Server;
  let webhookSecret = '';

  beforeAll(async () => {
    const logger = createLogger('trace', { write: (line: string) => void lines.push(line) });
    t = await startTestService('sqlite', {
      logger,
      env: { OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '1' },
    });
    // A receiver that fails, so delivery logs warnings and schedules retries.
    receiver = http.createServer((_req, res) => {
      res.writeHead(500);
      res.end('nope');
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook/${'tok'.repeat(5)}`;
    webhookSecret = (
      await setWebhookEndpoint(t.service.ctx.db, t.product.id, 'test', { url }, Date.now(), {
        allowLoopback: true,
      })
    ).secret;
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((r) => receiver.close(() => r()));
  });

  it('through authentication failures, completions and failed deliveries', async () => {
    const perform = await t.call('/api/v1/age-verification/perform', {
      method: 'POST',
      json: { jurisdiction: 'US', criteria: { ageCategory: 'ADULT' } },
    });
    const { id } = (await perform.json()) as { id: string };
    await t.call('/api/v1/age-verification/perform', {
      method: 'POST',
      key: `${t.testKey}x`,
      json: {},
    });
    await t.call('/api/v1/test/set-age-verification-status', {
      method: 'POST',
      json: { id, status: 'PASS' },
    });
    // The failed delivery is logged once its attempt is recorded.
    await waitFor(
      async () =>
        (await t.service.ctx.db.selectFrom('webhook_attempts').select('id').execute()).length > 0,
      { message: 'the first webhook attempt' },
    );
    const all = lines.join('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(all).not.toContain(t.testKey);
    expect(all).not.toContain(t.testKey.slice(11));
    expect(all).not.toContain(webhookSecret);
    expect(all).not.toContain(webhookSecret.slice(6));
  });
});
