import { getProduct, setAllowedOrigins } from '../../products/products';
import type { CliCommand } from './command';
import { UsageError } from './usage-error';

/** `ofage products origins list|add|remove --product <id> [--origin …]...` */
export const productsOriginsCommand: CliCommand = {
  database: true,
  run: async ({ db, flags, positionals, now, need, audit, print }) => {
    const productId = need(flags.product, '--product <id>');
    const product = await getProduct(db, productId);
    if (!product) throw new UsageError(`no product ${productId}: see \`ofage products list\``);
    const sub = positionals[2] ?? 'list';
    let origins = product.allowedOrigins;
    if (sub === 'add' || sub === 'remove') {
      const given = await parseOriginsLikeConsole(
        need(flags.origin?.join(' '), '--origin <origin>'),
      );
      const next =
        sub === 'add' ? [...origins, ...given] : origins.filter((o) => !given.includes(o));
      if (sub === 'remove' && next.length === origins.length)
        throw new UsageError(`none of ${given.join(' ')} is an allowed origin of this product`);
      origins = await setAllowedOrigins(
        db,
        productId,
        await parseOriginsLikeConsole(next.join(' ')),
        now,
      );
      await audit(productId, {
        action: 'product.updated',
        detail: `allowed origins ${sub === 'add' ? '+' : '−'} ${given.join(' ')}`,
      });
    } else if (sub !== 'list') {
      throw new UsageError(`unknown command "products origins ${sub}": use list, add or remove`);
    }
    print(
      origins.length
        ? `${origins.join('\n')}${sub === 'list' ? '' : '\n(a running service picks this up within 5 seconds)'}`
        : 'no allowed origins: the widget cannot be embedded',
      { productId, allowedOrigins: origins },
    );
    return 0;
  },
};

/** Origins validated exactly as the console validates them (exact origins, at most 50). */
async function parseOriginsLikeConsole(text: string): Promise<string[]> {
  const { parseOrigins } = await import('../../console/product-settings');
  try {
    return parseOrigins(text);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}
