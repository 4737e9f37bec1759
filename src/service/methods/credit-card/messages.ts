/**
 * Widget text of the credit-card method beyond its name and description (which the widget's own
 * catalogs hold). `{name}` marks a value filled in by `format`; `de` must have every key of `en`.
 */
const en = {};
const de: typeof en = {};

export const creditCardMessages = { en, de };
