import { USAGE } from './usage';

/** One command's entry in `USAGE`: its command words (with `a|b` choices) and its lines. */
interface UsageEntry {
  words: string[][];
  lines: string[];
}

/** The entries of USAGE's command list, each from its two-space line to the next one. */
function usageEntries(): UsageEntry[] {
  const lines = USAGE.split('\n');
  const entries: UsageEntry[] = [];
  for (const line of lines.slice(lines.indexOf('Commands:') + 1)) {
    if (/^ {2}\S/.test(line)) {
      const words: string[][] = [];
      for (const word of line.trim().split(/\s+/)) {
        if (!/^[a-z][a-z-]*(\|[a-z][a-z-]*)*$/.test(word)) break;
        words.push(word.split('|'));
      }
      entries.push({ words, lines: [line] });
    } else if (/^ {3,}\S/.test(line) && entries.length > 0) {
      entries.at(-1)!.lines.push(line);
    } else if (line.trim() !== '') {
      break;
    }
  }
  return entries;
}

/** USAGE's lines after its command list: what holds for every command. */
const COMMON = USAGE.slice(USAGE.indexOf('\n\nEvery command') + 2);

/**
 * The usage of the command the words name (`keys create`), or of its whole group (`keys`): what
 * `ofage <words> --help` prints. Undefined when no command starts with these words.
 */
export function usageOf(words: string[]): string | undefined {
  const chosen = entriesOf(words)?.entries;
  if (!chosen) return undefined;
  const body = chosen.flatMap((e) =>
    e.lines.map((line, i) => (i === 0 ? `  ofage ${line.trimStart()}` : `      ${line}`)),
  );
  return ['Usage:', ...body, '', COMMON, '', 'ofage --help lists every command.'].join('\n');
}

/** The hint after a command-line error: where the usage is, instead of all of it. */
export function usageHint(words: string[]): string {
  const found = entriesOf(words);
  return found
    ? `Run \`ofage ${found.named} --help\` for its options.`
    : 'Run `ofage --help` for every command.';
}

/** The entries of the command the words name, else of their group; and the words that matched. */
function entriesOf(words: string[]): { entries: UsageEntry[]; named: string } | undefined {
  const [group, action] = words;
  if (!group) return undefined;
  const entries = usageEntries().filter((e) => e.words[0]?.includes(group));
  if (entries.length === 0) return undefined;
  const exact = entries.filter((e) => action !== undefined && e.words[1]?.includes(action));
  return exact.length > 0
    ? { entries: exact, named: `${group} ${action}` }
    : { entries, named: group };
}
