import { listProducts } from '../../products/products';
import type { CliCommand } from './command';

/** `ofage products list`: every product with its allowed origins. */
export const productsListCommand: CliCommand = {
  database: true,
  run: async ({ db, print }) => {
    const products = await listProducts(db);
    print(
      products
        .map((p) => `${p.id}  ${p.name}  origins: ${p.allowedOrigins.join(' ') || '-'}`)
        .join('\n') || 'no products',
      products,
    );
    return 0;
  },
};
