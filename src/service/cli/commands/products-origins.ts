import { checkOrigins } from '../../products/allowed-origins';
import { getProduct, setAllowedOrigins } from '../../products/products';
import type { CliCommand } from './command';
import { UsageError } from './usage-error';

/**
 * `ofage products origins list|add|remove --product <id> [--mode test|live] [--origin …]...`:
 * one mode's embedding origins (test unless `--mode live`), checked by that mode's rule.
 */
export const productsOriginsCommand: CliCommand = {
  database: true,
  run: async ({ db, config, flags, mode, positionals, now, need, audit, print }) => {
    const productId = need(flags.product, '--product <id>');
    const product = await getProduct(db, productId);
    if (!product) throw new UsageError(`no product ${productId}: see \`ofage products list\``);
    const rules = { allowLoopbackLive: config.allowLoopbackLiveOrigins };
    const sub = positionals[2] ?? 'list';
    let origins = product.allowedOrigins[mode];
    if (sub === 'add' || sub === 'remove') {
      const given = checkedOrigins(
        mode,
        need(flags.origin?.join(' '), '--origin <origin>'),
        rules,
        sub,
      );
      const next =
        sub === 'add' ? [...origins, ...given] : origins.filter((o) => !given.includes(o));
      if (sub === 'remove' && next.length === origins.length)
        throw new UsageError(`none of ${given.join(' ')} is a ${mode} origin of this product`);
      origins = await setAllowedOrigins(db, productId, mode, next, now, rules);
      await audit(productId, {
        action: 'product.updated',
        detail: `${mode} origins ${sub === 'add' ? '+' : '−'} ${given.join(' ')}`,
      });
    } else if (sub !== 'list') {
      throw new UsageError(`unknown command "products origins ${sub}": use list, add or remove`);
    }
    print(
      origins.length
        ? `${mode} origins:\n${origins.join('\n')}${sub === 'list' ? '' : '\n(a running service picks this up within 5 seconds)'}`
        : `no ${mode} origins: the widget of ${mode} verifications cannot be embedded`,
      { productId, mode, allowedOrigins: origins },
    );
    return 0;
  },
};

/**
 * The `--origin` values (repeated, or separated by spaces or commas), each checked by the mode's
 * rule; an origin to remove need only be exact, so one the rule now refuses can still go.
 */
function checkedOrigins(
  mode: 'test' | 'live',
  text: string,
  rules: { allowLoopbackLive: boolean },
  sub: 'add' | 'remove',
): string[] {
  const items = text.split(/[\s,]+/).filter(Boolean);
  try {
    return checkOrigins(sub === 'add' ? mode : 'test', items, rules);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}
