import type { SupportedLocale } from '../../protocol/locales';
import type { AgeGateLabels } from '../age-gate-props';
import { en } from './en';
import { bg } from './bg';
import { hr } from './hr';
import { cs } from './cs';
import { da } from './da';
import { nl } from './nl';
import { et } from './et';
import { fi } from './fi';
import { fr } from './fr';
import { de } from './de';
import { el } from './el';
import { hu } from './hu';
import { ga } from './ga';
import { it } from './it';
import { lv } from './lv';
import { lt } from './lt';
import { mt } from './mt';
import { pl } from './pl';
import { pt } from './pt';
import { ro } from './ro';
import { sk } from './sk';
import { sl } from './sl';
import { es } from './es';
import { sv } from './sv';
import { ar } from './ar';
import { he } from './he';
import { ja } from './ja';
import { ko } from './ko';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';
import { tr } from './tr';
import { uk } from './uk';
import { nb } from './nb';
import { hi } from './hi';
import { id } from './id';
import { th } from './th';
import { vi } from './vi';
import { ptBR } from './pt-BR';

/**
 * The `<AgeGate>` card's text in every language of the service. Not imported by the card itself:
 * only the chosen language's labels reach the browser.
 */
export const AGE_GATE_CATALOGS: Readonly<Record<SupportedLocale, AgeGateLabels>> = {
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
