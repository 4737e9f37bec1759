import fs from 'node:fs';
import path from 'node:path';

const DOCS = path.resolve(import.meta.dirname, '../../../docs');

export interface IntegrationFile {
  /** Path in the merchant's app, from the section heading, e.g. `app/age-gate/page.tsx`. */
  path: string;
  /** The first code block under that heading. */
  code: string;
}

const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/**
 * The merchant quick start page, wherever it is: the docs index (`docs/README.md`) links it as
 * "Merchant quick start".
 */
export function quickStartPath(): string {
  const index = fs.readFileSync(path.join(DOCS, 'README.md'), 'utf8');
  const link = /\[Merchant quick start\]\(([^)#]+)\)/.exec(index);
  if (!link) throw new Error('docs/README.md does not link the "Merchant quick start"');
  return path.resolve(DOCS, link[1]!);
}

/**
 * The integration as the merchant quick start gives it: in its "## The four files, by hand"
 * section, every `### \`<path>\`` heading of a source file and the first code block under it;
 * and the number of files its first sentence announces ("Four files and …"). The new-app test
 * writes exactly these files, so the page cannot drift from what works.
 */
export function quickStartFiles(page = fs.readFileSync(quickStartPath(), 'utf8')): {
  announced: number | undefined;
  files: IntegrationFile[];
} {
  const start = page.indexOf('\n## The four files, by hand');
  if (start < 0) throw new Error('the quick start has no "## The four files, by hand" section');
  const end = page.indexOf('\n## ', start + 1);
  const section = page.slice(start, end < 0 ? undefined : end);
  const intro = /\n\n(\w+) files and/.exec(section);
  const files: IntegrationFile[] = [];
  const headings = [...section.matchAll(/^### `([^`]+\.(?:tsx?|jsx?))`\s*$/gm)];
  for (const [i, heading] of headings.entries()) {
    const body = section.slice(heading.index, headings[i + 1]?.index ?? section.length);
    const block = /^```(?:ts|tsx|js|jsx)\n([\s\S]*?)^```/m.exec(body);
    if (!block) throw new Error(`quick start: no code block under ${heading[1]}`);
    files.push({ path: heading[1]!, code: block[1]! });
  }
  return { announced: intro ? NUMBERS[intro[1]!.toLowerCase()] : undefined, files };
}
