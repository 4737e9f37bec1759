import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../src/service/seed/seed-demo';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';

describe.each(testDialects())('seedDemo on $dialect', ({ dialect }) => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService(dialect);
  });
  afterAll(async () => t.close());

  it('is idempotent: one Demo store, the same key and secret, origins only grow', async () => {
    const first = await seedDemo(t.service.ctx, { allowedOrigins: ['http://localhost:3001'] });
    const second = await seedDemo(t.service.ctx, { allowedOrigins: ['https://shop.example'] });
    expect(second.product.id).toBe(first.product.id);
    expect(second.apiKey).toBe(first.apiKey);
    expect(second.webhookSecret).toBe(first.webhookSecret);
    expect(second.product.allowedOrigins).toEqual([
      'http://localhost:3001',
      'https://shop.example',
    ]);
    const demos = await t.service.ctx.db
      .selectFrom('products')
      .select('id')
      .where('name', '=', 'Demo store')
      .execute();
    expect(demos).toHaveLength(1);
    const res = await t.call('/api/v1/age-verification/perform', {
      method: 'POST',
      key: second.apiKey,
      json: { jurisdiction: 'US', criteria: { ageCategory: 'ADULT' } },
    });
    expect(res.status).toBe(200);
  });
});
