import { getProduct } from '../../products/products';
import type { CliCommand } from './command';
import { UsageError } from './usage-error';

/**
 * `ofage products age-key-providers --product <id> [--providers all|none|<client id>,…]`: whose
 * age keys the product's gates accept besides the service's own verifications. Without
 * --providers, shows the choice.
 */
export const productsAgeKeyProvidersCommand: CliCommand = {
  database: true,
  run: async ({ db, flags, now, need, audit, print }) => {
    const { checkAgeKeyProviders, describeAgeKeyProviders } =
      await import('../../oidc/vouching/age-key-providers');
    const productId = need(flags.product, '--product <id>');
    const product = await getProduct(db, productId);
    if (!product) throw new UsageError(`no product ${productId}: see \`ofage products list\``);
    let providers = product.ageKeyProviders;
    if (flags.providers !== undefined) {
      const given = flags.providers.trim();
      try {
        providers = await checkAgeKeyProviders(
          db,
          given === 'all' || given === 'none' ? given : given.split(','),
        );
      } catch (error) {
        throw new UsageError((error as Error).message);
      }
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('products')
          .set({
            age_key_providers: providers === null ? null : JSON.stringify(providers),
            updated_at: now,
          })
          .where('id', '=', productId)
          .execute();
        await audit(
          productId,
          {
            action: 'product.updated',
            detail: `age keys accepted from ${describeAgeKeyProviders(providers)}`,
          },
          trx,
        );
      });
    }
    print(
      `age keys accepted from ${describeAgeKeyProviders(providers)}${flags.providers === undefined ? '' : '\n(a running service picks this up within 5 seconds)'}`,
      { productId, ageKeyProviders: providers },
    );
    return 0;
  },
};
