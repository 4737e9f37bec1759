import { listProducts } from '../../products/products';
import type { CliCommand } from './command';

/** `ofage products list`: every product with its live and test origins. */
export const productsListCommand: CliCommand = {
  database: true,
  run: async ({ db, print }) => {
    const products = await listProducts(db);
    print(
      products
        .map(
          (p) =>
            `${p.id}  ${p.name}  live origins: ${p.allowedOrigins.live.join(' ') || '-'}  test origins: ${p.allowedOrigins.test.join(' ') || '-'}`,
        )
        .join('\n') || 'no products',
      products,
    );
    return 0;
  },
};
