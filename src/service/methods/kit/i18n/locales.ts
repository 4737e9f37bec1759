import type { en } from './en';

/** The languages the widget speaks; every catalog (shell and methods) has each of them. */
export const WIDGET_LOCALES = ['en', 'de'] as const;
export type WidgetLocale = (typeof WIDGET_LOCALES)[number];

/**
 * The text that the kit's components and every method's widget part may use: the shell's
 * catalog. A method's widget part adds its own (`MethodWidgetProps<KitMessages & typeof …>`).
 */
export type KitMessages = typeof en;
