import { listProducts } from '../../products/products';
import type { CliCommand } from './command';

/**
 * `ofage products list`: every product with its live and test origins; none, it says which
 * database it read, so a command run in the wrong folder shows it.
 */
export const productsListCommand: CliCommand = {
  database: true,
  run: async ({ db, handle, print }) => {
    const products = await listProducts(db);
    print(
      products
        .map(
          (p) =>
            `${p.id}  ${p.name}  live origins: ${p.allowedOrigins.live.join(' ') || '-'}  test origins: ${p.allowedOrigins.test.join(' ') || '-'}`,
        )
        .join('\n') ||
        `no products in ${handle.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}, ${handle.location}`,
      products,
    );
    return 0;
  },
};
