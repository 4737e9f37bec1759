import type { Kysely } from 'kysely';
import type { Dialect } from '../create-database';

/**
 * Adds the state age-verification statutes of Virginia, Mississippi and Arkansas to the
 * United States' regimes, which changes that jurisdiction group's key (the comma-joined regime
 * ids, policy `jurisdictionGroupKey`). Products that chose methods for the old US group keep their
 * choice under the new key. The keys are spelled out: a migration must not follow later data.
 */
export const RENAMED_GROUP_KEYS: Readonly<Record<string, string>> = {
  'US_COPPA,US_TX_HB1181,US_LA_ACT440,US_UT_SB287,US_APPSTORE':
    'US_COPPA,US_TX_HB1181,US_LA_ACT440,US_UT_SB287,US_APPSTORE,US_VA_SB1515,US_MS_SB2346,US_AR_ACT612',
};

interface ProductOverrides {
  id: string;
  method_overrides: string;
}

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  const typed = db as unknown as Kysely<{ products: ProductOverrides }>;
  const rows = await typed.selectFrom('products').select(['id', 'method_overrides']).execute();
  for (const row of rows) {
    const overrides = JSON.parse(row.method_overrides) as Record<string, unknown>;
    let changed = false;
    for (const [from, to] of Object.entries(RENAMED_GROUP_KEYS)) {
      if (from in overrides && !(to in overrides)) {
        overrides[to] = overrides[from];
        delete overrides[from];
        changed = true;
      }
    }
    if (changed) {
      await typed
        .updateTable('products')
        .set({ method_overrides: JSON.stringify(overrides) })
        .where('id', '=', row.id)
        .execute();
    }
  }
}
