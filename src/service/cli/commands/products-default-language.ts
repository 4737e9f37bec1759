import { WIDGET_LOCALES } from '../../methods/kit/i18n/locales';
import { isWidgetLocale } from '../../methods/kit/i18n/page-locale';
import { getProduct } from '../../products/products';
import type { CliCommand } from './command';
import { UsageError } from './usage-error';

/**
 * `ofage products default-language --product <id> [--language <tag>|none]`: the language of the
 * product's pages when neither the verification nor the browser names one the service speaks
 * (the console's "Default language" setting). Without --language, shows it.
 */
export const productsDefaultLanguageCommand: CliCommand = {
  database: true,
  run: async ({ db, flags, now, need, audit, print }) => {
    const productId = need(flags.product, '--product <id>');
    const product = await getProduct(db, productId);
    if (!product) throw new UsageError(`no product ${productId}: see \`ofage products list\``);
    let language = product.defaultLocale;
    if (flags.language !== undefined) {
      const given = flags.language.trim();
      if (given !== 'none' && !isWidgetLocale(given)) {
        throw new UsageError(`--language: none, or one of ${WIDGET_LOCALES.join(' ')}`);
      }
      language = given === 'none' ? null : given;
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('products')
          .set({ default_locale: language, updated_at: now })
          .where('id', '=', productId)
          .execute();
        await audit(
          productId,
          { action: 'product.updated', detail: `default language: ${language ?? '(none)'}` },
          trx,
        );
      });
    }
    print(
      `default language: ${language ?? 'none (English)'}${flags.language === undefined ? '' : '\n(a running service picks this up within 5 seconds)'}`,
      { productId, defaultLanguage: language },
    );
    return 0;
  },
};
