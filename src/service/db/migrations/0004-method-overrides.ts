import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../create-database';

/**
 * Enabled methods per jurisdiction group: a JSON object from the policy's group
 * key to a method list. Existing products get `{}`, so every group keeps the product's list.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('method_overrides', 'text', (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
}
