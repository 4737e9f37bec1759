import type { ProductsTable } from '../db/schema';
import type { Product } from '../products/products';
import type { Account } from './accounts';
import { recordAudit } from './audit-log';
import type { ConsoleDeps } from './console-deps';
import { ownedProduct } from './owned-product';

/**
 * Writes a change to a product the account owns together with its `product.updated` audit entry
 * (one transaction), then drops the service's caches so the API sees the change at once.
 */
export async function saveProductChange(
  deps: ConsoleDeps,
  account: Account,
  product: Product,
  change: Partial<Omit<ProductsTable, 'id' | 'created_at' | 'updated_at'>>,
  detail: string,
): Promise<Product> {
  const now = deps.ctx.now();
  await deps.ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('products')
      .set({ ...change, updated_at: now })
      .where('id', '=', product.id)
      .execute();
    await recordAudit(
      trx,
      { account, productId: product.id, action: 'product.updated', detail },
      now,
    );
  });
  deps.invalidateCaches();
  return ownedProduct(deps.ctx, account, product.id);
}
