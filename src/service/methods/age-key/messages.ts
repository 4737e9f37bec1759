import type { KitMessages, WidgetLocale } from '../kit/i18n/locales';
import { es } from './i18n/es';
import { fr } from './i18n/fr';
import { bg } from './i18n/bg';
import { hr } from './i18n/hr';
import { cs } from './i18n/cs';
import { da } from './i18n/da';
import { nl } from './i18n/nl';
import { et } from './i18n/et';
import { fi } from './i18n/fi';
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
import { sv } from './i18n/sv';
import { ar } from './i18n/ar';
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

/**
 * The age key's name and description in the method picker, merged into the widget catalog like
 * every method's text (its ceremony text is in `age-key-messages.ts`, which its widget part and
 * the result panel read directly). `de` must have every key of `en`.
 */
const en = {
  'method.age-key': 'Age key',
  'describe.age-key': 'Use a passkey that already proves your age',
};
const de: typeof en = {
  'method.age-key': 'Altersschlüssel',
  'describe.age-key': 'Einen Passkey nutzen, der Ihr Alter bereits belegt',
};

export const ageKeyMethodMessages = {
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
} satisfies Record<WidgetLocale, typeof en>;

/** What this method's widget part reads from the catalog: the kit's text and its own. */
export type AgeKeyWidgetMessages = KitMessages & (typeof ageKeyMethodMessages)['en'];
