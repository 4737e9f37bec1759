import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The README, the plugin's README and every page under docs/. */
function pages(): string[] {
  const docs = fs
    .readdirSync(path.join(ROOT, 'docs'), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join(ROOT, 'docs', f));
  return [path.join(ROOT, 'README.md'), path.join(ROOT, 'packages/ofage/README.md'), ...docs];
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, -1 for repeats. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  let fence = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fence = !fence;
    const heading = !fence && /^#{1,6} (.+)$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    out.add(n ? `${slug}-${n}` : slug);
  }
  return out;
}

describe('the documentation', () => {
  it('every relative link reaches a file, and every #anchor a heading of it', () => {
    const broken: string[] = [];
    for (const page of pages()) {
      const text = fs.readFileSync(page, 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target!)) continue;
        const [file, anchor] = target!.split('#') as [string, string | undefined];
        const resolved = file ? path.resolve(path.dirname(page), file) : page;
        const where = `${path.relative(ROOT, page)} → ${target}`;
        if (!fs.existsSync(resolved)) {
          broken.push(`${where}: no such file`);
          continue;
        }
        if (anchor && !anchors(fs.readFileSync(resolved, 'utf8')).has(anchor)) {
          broken.push(`${where}: no such heading`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('the README stays short: at most 200 lines', () => {
    const lines = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8').split('\n').length;
    expect(lines).toBeLessThanOrEqual(200);
  });
});
