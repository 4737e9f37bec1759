import type { ServiceContext } from '../../context';
import data from './data/country-currencies.json' with { type: 'json' };

const BY_COUNTRY: Readonly<Record<string, string>> = data.currencies;

/**
 * The currency the card check names for a verification ("a check of $0.00"): the deployment's
 * OFAGE_CARD_CURRENCY when set, otherwise the currency of the verification's country
 * (`US-CA` → USD, `DE` → EUR, from the Unicode CLDR: `data/country-currencies.json`). `undefined`
 * for a country without one of its own (Antarctica): the widget then writes the amount bare.
 */
export function checkCurrency(
  ctx: Pick<ServiceContext, 'config'>,
  jurisdiction: string,
): string | undefined {
  return ctx.config.card.currency ?? BY_COUNTRY[jurisdiction.slice(0, 2).toUpperCase()];
}
