/**
 * What a method's widget part needs before its first call, sent with the widget page (so nothing
 * secret): e.g. the card check's currency. From `MethodDefinition.widgetSettings`; its own file
 * so that the widget's page model and the method definitions can name it without importing each
 * other.
 */
export type MethodWidgetSettings = Readonly<Record<string, string | number | boolean>>;
