import type { en } from './en';

/** The languages the widget speaks; every catalog (shell and methods) has each of them. */
export const WIDGET_LOCALES = ['en', 'de'] as const;
export type WidgetLocale = (typeof WIDGET_LOCALES)[number];

/**
 * The text that the kit's components and every method's widget part may use: the shell's
 * catalog. A method's widget part adds its own (`MethodWidgetProps<KitMessages & typeof …>`).
 */
export type KitMessages = typeof en;

/**
 * A method's own widget text in every widget language (`de` has every key of `en`), merged into
 * the catalog the widget page sends. Keys are the method's own (`method.<id>`,
 * `describe.<id>`, then its prefix: `bank…`, `id.…`), so no two methods share one.
 */
export type MethodMessages = Readonly<Record<WidgetLocale, Readonly<Record<string, string>>>>;
