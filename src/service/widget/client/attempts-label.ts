import { format } from '../../methods/kit/i18n/format';
import type { WidgetMessages } from '../i18n/messages';

/** "2 attempts left", "1 attempt left" or "No attempts left". */
export function attemptsLabel(m: WidgetMessages, left: number): string {
  if (left === 0) return m.noAttemptsLeft;
  return left === 1 ? m.attemptsLeftOne : format(m.attemptsLeft, { n: left });
}
