import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GATE_FAILURE_MESSAGES } from '../../src/protocol/gate-api';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('docs/merchant/testing.md', () => {
  it("shows the example storefront's test file as it is (the file the suite runs)", () => {
    const page = fs.readFileSync(path.join(ROOT, 'docs/merchant/testing.md'), 'utf8');
    const section = page.slice(page.indexOf('## A complete example'));
    const block = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
    const file = fs.readFileSync(path.join(ROOT, 'example/tests/age-gate.test.ts'), 'utf8');
    expect(block).toBe(file);
  });
});

describe('docs/merchant/errors.md', () => {
  it('lists every reason a failed gate status can carry', () => {
    const page = fs.readFileSync(path.join(ROOT, 'docs/merchant/errors.md'), 'utf8');
    const start = page.indexOf('| `failureReason`');
    const table = page.slice(start, page.indexOf('\n\n', start));
    const listed = [...table.matchAll(/^\| `([a-z-]+)` +\|/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual(Object.keys(GATE_FAILURE_MESSAGES).sort());
  });
});

describe("README's 'Gate your own Next.js app'", () => {
  it('packs the plugin before it installs the tarball', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Gate your own Next.js app'));
    const lines = /```sh\n([\s\S]*?)```/.exec(section)![1]!.split('\n');
    const pack = lines.findIndex((l) => l.startsWith('npm run pack:plugin'));
    const install = lines.findIndex((l) => /^npm install \S+\.tgz/.test(l));
    expect(pack).toBeGreaterThanOrEqual(0);
    expect(install).toBeGreaterThan(pack);
  });
});
