import fs from 'node:fs';
import path from 'node:path';

const README = path.resolve(import.meta.dirname, '../../../README.md');

export interface IntegrationFile {
  /** Path in the merchant's app, from the section heading, e.g. `app/age-gate/page.tsx`. */
  path: string;
  /** The first code block under that heading. */
  code: string;
}

const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/**
 * The merchant integration as the README gives it: in the "Merchant integration" section, every
 * `### \`<path>\`` heading and the first code block under it; and the number of files its first
 * sentence announces ("Four files and …"). The new-app test writes exactly these files, so the
 * README cannot drift from what works.
 */
export function readmeIntegration(readme = fs.readFileSync(README, 'utf8')): {
  announced: number | undefined;
  files: IntegrationFile[];
} {
  const start = readme.indexOf('\n## Merchant integration');
  if (start < 0) throw new Error('README has no "## Merchant integration" section');
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const intro = /\n\n(\w+) files and/.exec(section);
  const files: IntegrationFile[] = [];
  const headings = [...section.matchAll(/^### `([^`]+\.(?:tsx?|jsx?))`\s*$/gm)];
  for (const [i, heading] of headings.entries()) {
    const body = section.slice(heading.index, headings[i + 1]?.index ?? section.length);
    const block = /^```(?:ts|tsx|js|jsx)\n([\s\S]*?)^```/m.exec(body);
    if (!block) throw new Error(`README: no code block under ${heading[1]}`);
    files.push({ path: heading[1]!, code: block[1]! });
  }
  return { announced: intro ? NUMBERS[intro[1]!.toLowerCase()] : undefined, files };
}
