import {
  LOCALE_DIRECTIONS,
  SUPPORTED_LOCALES,
  textDirection,
  type SupportedLocale,
} from '../../../../protocol/locales';
import type { en } from './en';

export { LOCALE_DIRECTIONS, textDirection };

export type ServiceLocale = SupportedLocale;

/** The languages the widget speaks: every one of the service's. */
export const WIDGET_LOCALES = SUPPORTED_LOCALES;
export type WidgetLocale = ServiceLocale;

/**
 * The text that the kit's components and every method's widget part may use: the shell's
 * catalog. A method's widget part adds its own (`MethodWidgetProps<KitMessages & typeof …>`).
 */
export type KitMessages = typeof en;

/**
 * A method's own widget text in every widget language (each has every key of `en`), merged into
 * the catalog the widget page sends. Keys are the method's own (`method.<id>`,
 * `describe.<id>`, then its prefix: `bank…`, `id.…`), so no two methods share one.
 */
export type MethodMessages = Readonly<Record<WidgetLocale, Readonly<Record<string, string>>>>;
