import type { ServiceContext } from '../context';
import type { VerificationRow } from '../db/schema';
import { isWidgetLocale } from '../methods/kit/i18n/page-locale';

/**
 * Keeps the language the person picked in the widget's switcher (`lang` in the widget page's
 * URL) on the verification, so that every later page of it speaks that language whatever opens
 * it: the phone a QR code hands off to, the browser a bank app comes back in, the result page.
 * Returns the row as it now is. A `lang` that is not one of the widget's is not a choice.
 */
export async function keepPickedLocale(
  ctx: ServiceContext,
  row: VerificationRow,
  picked: string | null,
): Promise<VerificationRow> {
  if (!isWidgetLocale(picked) || row.picked_locale === picked) return row;
  await ctx.db
    .updateTable('verifications')
    .set({ picked_locale: picked })
    .where('id', '=', row.id)
    .execute();
  return { ...row, picked_locale: picked };
}
