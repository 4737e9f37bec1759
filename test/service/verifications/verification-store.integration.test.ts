import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/service/db/create-database';
import type { NewVerificationRow } from '../../../src/service/db/schema';
import { createProduct } from '../../../src/service/products/products';
import { createVerificationStore } from '../../../src/service/verifications/verification-store';
import { testDatabases } from '../../support/databases';

describe.each(testDatabases())('the verification store on $dialect', ({ open }) => {
  let handle: DatabaseHandle & { dataDir: string };
  let productId: string;
  beforeAll(async () => {
    handle = await open();
    productId = (await createProduct(handle.db, { name: 'Store' }, Date.now())).id;
  });
  afterAll(async () => handle.close());

  /** A PENDING row whose every column set says which row it is. */
  const row = (n: number): NewVerificationRow => ({
    id: randomUUID(),
    product_id: productId,
    mode: n % 2 === 0 ? 'test' : 'live',
    status: 'PENDING',
    jurisdiction: `US-${n}`,
    criteria_category: n % 3 === 0 ? null : 'ADULT',
    criteria_age: n % 3 === 0 ? 18 + n : null,
    threshold: 18 + n,
    flow: 'age-assurance',
    redirect_url: n % 4 === 0 ? null : `https://shop.example/${n}`,
    locale: null,
    face_pass_if_over: 25 + n,
    face_fail_if_under: 10 + n,
    methods: JSON.stringify([`m${n}`]),
    attempts: '{}',
    subject_hash: `subject-${n}`,
    // The result columns are left out: they default to null.
    created_at: 1_000 + n,
    expires_at: 2_000 + n,
    short_link_hash: `hash-${n}`,
  });

  it('stores each row of batches of every size with its own values (the insert is compiled once per size)', async () => {
    const store = createVerificationStore(handle.db);
    const rows: NewVerificationRow[] = [];
    // Batches of 3, 1, 3 (the compiled query of 3 again, with other values) and 5.
    for (const size of [3, 1, 3, 5]) {
      const batch = Array.from({ length: size }, (_, i) => row(rows.length + i));
      rows.push(...batch);
      await Promise.all(batch.map((r) => store.insert(r)));
    }
    // A row whose keys come in another order is the same row.
    const reordered = row(rows.length);
    rows.push(reordered);
    await store.insert(Object.fromEntries(Object.entries(reordered).reverse()) as typeof reordered);
    for (const expected of rows) {
      expect(await store.load(expected.id)).toMatchObject(expected);
    }
  });

  it('one bad row of a batch fails only its own insert', async () => {
    const store = createVerificationStore(handle.db);
    const good = [row(100), row(101)];
    await store.insert(good[0]!);
    // The same id again cannot be inserted; its neighbours in the batch still are.
    const batch = [row(102), { ...row(103), id: good[0]!.id }, good[1]!];
    const results = await Promise.allSettled(batch.map((r) => store.insert(r)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await store.load(batch[0]!.id)).toMatchObject({ jurisdiction: 'US-102' });
    expect(await store.load(good[1]!.id)).toMatchObject({ jurisdiction: 'US-101' });
    expect(await store.load(good[0]!.id)).toMatchObject({ jurisdiction: 'US-100' });
  });
});
