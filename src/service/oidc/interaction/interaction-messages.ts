import { chooseLocale, matchLocale } from '../../../protocol/choose-locale';
import { compileMessages } from '../../methods/kit/i18n/compile-messages';
import { WIDGET_LOCALES, type WidgetLocale } from '../../methods/kit/i18n/locales';
import { bg } from './i18n/bg';
import { hr } from './i18n/hr';
import { cs } from './i18n/cs';
import { da } from './i18n/da';
import { nl } from './i18n/nl';
import { et } from './i18n/et';
import { fi } from './i18n/fi';
import { fr } from './i18n/fr';
import { el } from './i18n/el';
import { hu } from './i18n/hu';
import { ga } from './i18n/ga';
import { it } from './i18n/it';
import { lv } from './i18n/lv';
import { lt } from './i18n/lt';
import { mt } from './i18n/mt';
import { pl } from './i18n/pl';
import { pt } from './i18n/pt';
import { ro } from './i18n/ro';
import { sk } from './i18n/sk';
import { sl } from './i18n/sl';
import { es } from './i18n/es';
import { sv } from './i18n/sv';
import { ar } from './i18n/ar';
import { de } from './i18n/de';
import { en, type InteractionMessages } from './i18n/en';
import { he } from './i18n/he';
import { ja } from './i18n/ja';
import { ko } from './i18n/ko';
import { zhCN } from './i18n/zh-CN';
import { zhTW } from './i18n/zh-TW';
import { tr } from './i18n/tr';
import { uk } from './i18n/uk';
import { nb } from './i18n/nb';
import { hi } from './i18n/hi';
import { id } from './i18n/id';
import { th } from './i18n/th';
import { vi } from './i18n/vi';
import { ptBR } from './i18n/pt-BR';

/** The languages of the age-key pages: the widget's. */
export const INTERACTION_LOCALES = WIDGET_LOCALES;
export type InteractionLocale = WidgetLocale;

export type { InteractionMessages } from './i18n/en';

export const interactionMessages: Readonly<Record<InteractionLocale, InteractionMessages>> = {
  bg,
  hr,
  cs,
  da,
  nl,
  en,
  et,
  fi,
  fr,
  de,
  el,
  hu,
  ga,
  it,
  lv,
  lt,
  mt,
  pl,
  pt,
  ro,
  sk,
  sl,
  es,
  sv,
  ar,
  he,
  ja,
  ko,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  tr,
  uk,
  nb,
  hi,
  id,
  th,
  vi,
  'pt-BR': ptBR,
};

// The pages are formatted on the server, which compiles their messages once.
for (const catalog of Object.values(interactionMessages)) compileMessages(catalog);

/** The reasons a key is refused that have words of their own (`refusal.*`). */
export type RefusalReason = 'unknown-key' | 'revoked' | 'user-verification' | 'challenge';

/** What the person reads when a key was refused; an unknown reason reads as "did not work". */
export function refusalText(m: InteractionMessages, reason: string): string {
  const key = `refusal.${reason}`;
  return key in m ? m[key as `refusal.${RefusalReason}`] : m['script.failed'];
}

/**
 * The pages' language: the first of the relying party's `ui_locales` (OpenID Connect Core
 * §3.1.2.1) that the widget speaks, otherwise the browser's `Accept-Language`, otherwise the
 * default language of the relying party's product, otherwise English.
 */
export function interactionLocale(
  uiLocales: unknown,
  acceptLanguage: string | undefined,
  productDefault: string | null = null,
): InteractionLocale {
  const asked = typeof uiLocales === 'string' ? uiLocales.split(' ').filter(Boolean) : [];
  for (const tag of asked) {
    const found = matchLocale([tag], INTERACTION_LOCALES);
    if (found) return found;
  }
  return chooseLocale(INTERACTION_LOCALES, {
    acceptLanguage: acceptLanguage ?? null,
    productDefault,
  });
}
