import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of `.dependency-cruiser.mjs` (docs/architecture.md "Layers") run by `npm run
 * lint:layers` against a small synthetic tree: a clean one passes, and each forbidden shape (a
 * folder cycle, a method importing the widget, a core module reaching the service registry)
 * fails with its rule's name. `npm run check` runs the same rules over the real `src/`.
 */

const root = path.resolve(import.meta.dirname, '../..');
const depcruise = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const run = promisify(execFile);

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** The layered tree: kit below the methods, the registry above them, the widget on top. */
const CLEAN: Record<string, string> = {
  'src/service/methods/kit/method-definition.ts':
    'export interface MethodDefinition { id: string }',
  'src/service/methods/card/definition.ts':
    "import type { MethodDefinition } from '../kit/method-definition';\n" +
    "export const card: MethodDefinition = { id: 'card' };",
  'src/service/methods/registry.ts':
    "import { card } from './card/definition';\nexport const METHODS = [card];",
  'src/service/widget/picker.ts':
    "import { METHODS } from '../methods/registry';\nexport const names = METHODS.map((m) => m.id);",
  'src/service/service-registry.ts': 'export const getService = () => ({});',
  'src/service/next/routes.ts':
    "import { getService } from '../service-registry';\nexport const GET = () => getService();",
};

let dir: string;

async function cruise(files: Record<string, string>): Promise<Violation[]> {
  const tree = fs.mkdtempSync(path.join(dir, 'tree-'));
  fs.copyFileSync(path.join(root, '.dependency-cruiser.mjs'), path.join(tree, 'layers.mjs'));
  fs.writeFileSync(
    path.join(tree, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler' } }),
  );
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.writeFileSync(path.join(tree, file), text);
  }
  const { stdout } = await run(
    process.execPath,
    [depcruise, 'src', '--config', 'layers.mjs', '--output-type', 'json', '--no-cache'],
    { cwd: tree, maxBuffer: 16 * 1024 * 1024 },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const result = JSON.parse(stdout) as {
    summary: { violations: Violation[] };
  };
  return result.summary.violations;
}

const rulesOf = (violations: Violation[]): string[] =>
  [...new Set(violations.map((v) => v.rule.name))].sort();

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-layers-'));
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('layer rules', () => {
  it('pass a tree that depends one way', async () => {
    expect(await cruise(CLEAN)).toEqual([]);
  });

  it('fail a cycle between two folders', async () => {
    const violations = await cruise({
      ...CLEAN,
      'src/service/methods/card/widget-link.ts':
        "import { names } from '../../widget/picker';\nexport const first = names[0];",
    });
    expect(rulesOf(violations)).toEqual(['methods-not-widget', 'no-folder-cycle']);
  });

  it('fail a cycle that does not touch the widget', async () => {
    const violations = await cruise({
      ...CLEAN,
      'src/service/verifications/create.ts':
        "import { METHODS } from '../methods/registry';\nexport const count = METHODS.length;",
      'src/service/methods/kit/evidence.ts':
        "import { count } from '../../verifications/create';\nexport const n = count;",
    });
    expect(rulesOf(violations)).toEqual(['no-folder-cycle']);
  });

  it('fail a method that imports the widget shell, even for a type', async () => {
    const violations = await cruise({
      ...CLEAN,
      'src/service/widget/types/answer.ts': 'export type Answer = { ok: boolean };',
      'src/service/methods/card/answer.ts':
        "import type { Answer } from '../../widget/types/answer';\nexport const a: Answer = { ok: true };",
    });
    expect(rulesOf(violations)).toEqual(['methods-not-widget']);
  });

  it('fail the widget reaching past the registry into a method', async () => {
    const violations = await cruise({
      ...CLEAN,
      'src/service/widget/card-name.ts':
        "import { card } from '../methods/card/definition';\nexport const id = card.id;",
    });
    expect(rulesOf(violations)).toEqual(['registry-not-past']);
  });

  it('fail core code that reaches the global service registry', async () => {
    const violations = await cruise({
      ...CLEAN,
      'src/service/verifications/lookup.ts':
        "import { getService } from '../service-registry';\nexport const lookup = () => getService();",
    });
    expect(rulesOf(violations)).toEqual(['registry-from-bindings-only']);
  });

  it('fail the plugin importing the service', async () => {
    const violations = await cruise({
      ...CLEAN,
      'src/next/handler.ts':
        "import { METHODS } from '../service/methods/registry';\nexport const n = METHODS.length;",
    });
    expect(rulesOf(violations)).toEqual(['plugin-not-service']);
  });
});
