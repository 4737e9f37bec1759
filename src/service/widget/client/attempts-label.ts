import { format } from '../../methods/kit/i18n/format';
import type { WidgetMessages } from '../i18n/messages';

/** "2 attempts left", "1 attempt left" or "No attempts left", by the locale's plural rules. */
export function attemptsLabel(locale: string, m: WidgetMessages, left: number): string {
  return format(locale, m.attemptsLeft, { n: left });
}
