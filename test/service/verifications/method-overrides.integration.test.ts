import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jurisdictionGroupKey, resolveJurisdiction } from '../../../src/service/policy';
import { testDialects } from '../../support/databases';
import { startTestService, type TestService } from '../../support/test-service';

const PERFORM = '/api/v1/age-verification/perform';

const groupOf = (code: string) => jurisdictionGroupKey(resolveJurisdiction(code)!);

describe.each(testDialects())('methods per jurisdiction group on $dialect', ({ dialect }) => {
  let t: TestService;

  beforeAll(async () => {
    t = await startTestService(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  async function setOverrides(overrides: Record<string, string[]>): Promise<void> {
    await t.service.ctx.db
      .updateTable('products')
      .set({ method_overrides: JSON.stringify(overrides) })
      .where('id', '=', t.product.id)
      .execute();
    t.service.invalidateCaches();
  }

  /** The methods stored on the verification that perform created for `jurisdiction`. */
  async function offered(jurisdiction: string): Promise<string[]> {
    const res = await t.call(PERFORM, {
      method: 'POST',
      json: { jurisdiction, criteria: { ageCategory: 'ADULT' } },
    });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const row = await t.service.ctx.db
      .selectFrom('verifications')
      .select('methods')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return JSON.parse(row.methods) as string[];
  }

  it("a GB group override replaces the product's list in GB only", async () => {
    const usBefore = await offered('US');
    await setOverrides({ [groupOf('GB')]: ['credit-card', 'age-key'] });

    expect(await offered('GB')).toEqual(['age-key', 'credit-card']);
    expect(await offered('US')).toEqual(usBefore);
    expect(usBefore).toContain('id-document');
  });

  it("a subdivision uses its country's group override", async () => {
    // US-CA has fewer regimes than US (state laws bind their states) but is in the US group.
    await setOverrides({ [groupOf('US')]: ['id-document'] });
    expect(groupOf('US-CA')).toBe(groupOf('US'));
    expect(await offered('US-CA')).toEqual(['id-document']);
    expect(await offered('GB')).toEqual([
      'age-key',
      'facial-age-estimation',
      'id-document',
      'digital-wallet',
      'credit-card',
      'bank-app',
    ]);
  });
});
