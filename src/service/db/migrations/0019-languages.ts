import type { Kysely } from 'kysely';
import type { Dialect } from '../create-database';

/**
 * The shopper's language (issue 34):
 *
 * - `products.default_locale`: the language the product's pages speak when neither the
 *   verification nor the browser names one the service speaks (a console setting).
 * - `verifications.picked_locale`: the language the person picked in the widget's switcher, kept
 *   on the verification so that every page of it speaks that language from then on, on whatever
 *   device: the phone a QR code hands off to, the bank app's return, the result page.
 *
 * Expand only: two nullable columns. The previous version never reads them; its pages go on
 * choosing as before (the switcher's `lang` in the URL, the request, the browser).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('products').addColumn('default_locale', 'text').execute();
  await db.schema.alterTable('verifications').addColumn('picked_locale', 'text').execute();
}
