import { parse } from '@formatjs/icu-messageformat-parser';
import { addCompiledMessages, type CompiledMessage } from './format';

/**
 * Compiles the messages of a catalog that have ICU arguments with FormatJS's parser (server
 * side), makes them known to this process's `format`, and returns them by text: what a page
 * sends the browser with its catalog. Throws on a message that is not valid ICU MessageFormat.
 */
export function compileMessages(
  catalog: Readonly<Record<string, string>>,
): Record<string, CompiledMessage> {
  const out: Record<string, CompiledMessage> = {};
  for (const text of Object.values(catalog)) {
    if (text.includes('{') || text.includes("'")) out[text] = parse(text);
  }
  addCompiledMessages(out);
  return out;
}
