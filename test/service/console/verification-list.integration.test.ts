import { describe, expect, it } from 'vitest';
import { listProductVerifications } from '../../../src/service/console/list-verifications';
import { createVerification } from '../../../src/service/lifecycle/create-verification';
import { testDialects } from '../../support/databases';
import { useConsoleHarness } from './support';

describe.each(testDialects())('console verification list on $dialect', ({ dialect }) => {
  const start = useConsoleHarness(dialect);

  it('pages newest first with a cursor: every verification once, stable under new arrivals', async () => {
    const h = await start();
    const alice = await h.tenant('alice@example.com');
    const key = { keyId: alice.keyId, productId: alice.product.id, mode: 'test' as const };
    const perform = async (jurisdiction: string) =>
      (
        await createVerification(h.service.ctx, alice.product, key, {
          jurisdiction,
          criteria: { ageCategory: 'ADULT' },
        })
      ).id;
    // Eight more, two of them created in the same millisecond (the id breaks the tie).
    const ids = [alice.verificationId];
    for (let i = 0; i < 8; i++) {
      if (i !== 4) h.clock.advance(1000);
      ids.push(await perform(i % 2 ? 'DE' : 'US-TX'));
    }
    const list = (options: { limit?: number; before?: string }, filter = {}) =>
      listProductVerifications(h.service, alice.account, alice.product.id, filter, options);

    const seen: string[] = [];
    let page = await list({ limit: 4 });
    expect(page.rows).toHaveLength(4);
    seen.push(...page.rows.map((r) => r.id));
    // A verification arriving now does not shift the next page.
    h.clock.advance(1000);
    const late = await perform('GB');
    while (page.older) {
      page = await list({ limit: 4, before: page.older });
      seen.push(...page.rows.map((r) => r.id));
    }
    expect(new Set(seen).size).toBe(ids.length);
    expect(seen.sort()).toEqual([...ids].sort());
    expect((await list({ limit: 4 })).rows[0]!.id).toBe(late);

    // Filters and paging combine; a malformed cursor starts from the newest.
    const us = await list({ limit: 3 }, { jurisdiction: 'US' });
    expect(us.rows.every((r) => r.jurisdiction.startsWith('US'))).toBe(true);
    const rest = await list({ limit: 3, before: us.older! }, { jurisdiction: 'US' });
    expect(rest.rows.length + us.rows.length).toBe(5);
    expect(rest.older).toBeUndefined();
    expect((await list({ limit: 2, before: "1' OR 1=1 --" })).rows[0]!.id).toBe(late);
  });

  it("another product's cursor shows none of that product's verifications", async () => {
    const h = await start();
    const alice = await h.tenant('alice@example.com');
    const mallory = await h.tenant('mallory@example.com');
    const page = await listProductVerifications(
      h.service,
      mallory.account,
      mallory.product.id,
      {},
      { before: `${Date.now() + 1e9}.${alice.verificationId}` },
    );
    expect(page.rows.map((r) => r.id)).toEqual([mallory.verificationId]);
  });
});
