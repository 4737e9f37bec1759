import type { ServiceContext } from '../context';
import { toProduct, type Product } from '../products/products';
import type { Account } from './accounts';
import { notFound } from './console-error';

/**
 * The product, if `account` owns it. Every console read and change starts here: another
 * account's product and a product that does not exist give the same `not_found`.
 */
export async function ownedProduct(
  ctx: ServiceContext,
  account: Account,
  productId: unknown,
): Promise<Product> {
  if (typeof productId !== 'string' || productId.length > 100) throw notFound('the product');
  const row = await ctx.db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', productId)
    .where('owner_account_id', '=', account.id)
    .executeTakeFirst();
  if (!row) throw notFound('the product');
  return toProduct(row);
}

export async function listOwnedProducts(ctx: ServiceContext, account: Account): Promise<Product[]> {
  const rows = await ctx.db
    .selectFrom('products')
    .selectAll()
    .where('owner_account_id', '=', account.id)
    .orderBy('created_at', 'asc')
    .execute();
  return rows.map(toProduct);
}
