import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineDiff } from '../../src/init/line-diff';

/** Applies a unified diff to `before`, as `patch` would: the hunks in order, their context checked. */
function apply(before: string, diff: string): string {
  const lines = before.replace(/\n$/, '').split('\n');
  const out: string[] = [];
  let at = 0;
  const body = diff.split('\n').slice(2);
  for (let i = 0; i < body.length; i++) {
    const header = /^@@ -(\d+),\d+ \+\d+,\d+ @@$/.exec(body[i]!);
    if (!header) throw new Error(`not a hunk header: ${body[i]}`);
    const start = Number(header[1]) - 1;
    out.push(...lines.slice(at, start));
    at = start;
    for (i++; i < body.length && !body[i]!.startsWith('@@'); i++) {
      const [kind, text] = [body[i]![0], body[i]!.slice(1)];
      if (kind !== '+' && lines[at] !== text) throw new Error(`context differs at ${at + 1}`);
      if (kind === ' ') out.push(lines[at++]!);
      else if (kind === '-') at++;
      else out.push(text);
    }
    i--;
  }
  return `${[...out, ...lines.slice(at)].join('\n')}\n`;
}

const LABELS = { before: 'proxy.ts', after: 'proxy.ts (with the age gate)' };

describe('lineDiff', () => {
  it('shows a change as git does: context, the removed line, then its replacement', () => {
    const before = 'a\nb\nexport function proxy() {}\nc\nd\ne\nf\ng\nh\ni\n';
    const after =
      "import x from 'y';\na\nb\nfunction proxy() {}\nc\nd\ne\nf\ng\nh\ni\nexport default x;\n";
    expect(lineDiff(before, after, LABELS)).toBe(
      [
        '--- proxy.ts',
        '+++ proxy.ts (with the age gate)',
        '@@ -1,6 +1,7 @@',
        "+import x from 'y';",
        ' a',
        ' b',
        '-export function proxy() {}',
        '+function proxy() {}',
        ' c',
        ' d',
        ' e',
        '@@ -8,3 +9,4 @@',
        ' g',
        ' h',
        ' i',
        '+export default x;',
      ].join('\n'),
    );
  });

  it('is a patch that turns the old text into the new one', () => {
    const text = fc
      .array(fc.constantFrom('a', 'b', 'c', 'export', '}', ''), { maxLength: 30 })
      .map((lines) => `${lines.join('\n')}\n`);
    fc.assert(
      fc.property(text, text, (before, after) => {
        expect(apply(before, lineDiff(before, after, LABELS))).toBe(after);
      }),
      { numRuns: 500 },
    );
  });
});
