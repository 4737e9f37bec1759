import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of `.dependency-cruiser.mjs` (docs/architecture.md "Layers") run by `npm run
 * lint:layers` against a small synthetic tree: a clean one passes, and each forbidden shape (a
 * folder cycle, a file cycle, a method importing the widget, a core module reaching the service
 * registry) fails with its rule's name. `npm run check` runs the same rules over the real `src/`.
 */

const root = path.resolve(import.meta.dirname, '../..');

type Violation = ICruiseResult['summary']['violations'][number];

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

/** Writes `files` into a fresh folder and checks it with the project's rules, in process. */
async function check(files: Record<string, string>): Promise<Violation[]> {
  const tree = fs.mkdtempSync(path.join(dir, 'tree-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.writeFileSync(path.join(tree, file), text);
  }
  const { tsConfig: _, ...options } = await extractDepcruiseOptions(
    path.join(root, '.dependency-cruiser.mjs'),
  );
  const result = await cruise(['src'], { ...options, baseDir: tree, validate: true });
  return (result.output as ICruiseResult).summary.violations;
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
    expect(await check(CLEAN)).toEqual([]);
  });

  it('fail a cycle between two folders', async () => {
    const violations = await check({
      ...CLEAN,
      'src/service/methods/card/widget-link.ts':
        "import { names } from '../../widget/picker';\nexport const first = names[0];",
    });
    expect(rulesOf(violations)).toEqual(['methods-not-widget', 'no-folder-cycle']);
  });

  it('fail a cycle that does not touch the widget', async () => {
    const violations = await check({
      ...CLEAN,
      'src/service/verifications/create.ts':
        "import { METHODS } from '../methods/registry';\nexport const count = METHODS.length;",
      'src/service/methods/kit/evidence.ts':
        "import { count } from '../../verifications/create';\nexport const n = count;",
    });
    expect(rulesOf(violations)).toEqual(['no-folder-cycle']);
  });

  it('fail two files of one folder that import each other, even for a type', async () => {
    const violations = await check({
      ...CLEAN,
      'src/service/methods/card/card-limits.ts':
        "import type { Card } from './card-reader';\nexport const limit = (c: Card) => c.digits;",
      'src/service/methods/card/card-reader.ts':
        "import { limit } from './card-limits';\nexport type Card = { digits: number };\n" +
        'export const read = (c: Card) => limit(c);',
    });
    expect(rulesOf(violations)).toEqual(['no-file-cycle']);
  });

  it('fail a method that imports the widget shell, even for a type', async () => {
    const violations = await check({
      ...CLEAN,
      'src/service/widget/types/answer.ts': 'export type Answer = { ok: boolean };',
      'src/service/methods/card/answer.ts':
        "import type { Answer } from '../../widget/types/answer';\nexport const a: Answer = { ok: true };",
    });
    expect(rulesOf(violations)).toEqual(['methods-not-widget']);
  });

  it('fail the widget reaching past the registry into a method', async () => {
    const violations = await check({
      ...CLEAN,
      'src/service/widget/card-name.ts':
        "import { card } from '../methods/card/definition';\nexport const id = card.id;",
    });
    expect(rulesOf(violations)).toEqual(['registry-not-past']);
  });

  it('fail core code that reaches the global service registry', async () => {
    const violations = await check({
      ...CLEAN,
      'src/service/verifications/lookup.ts':
        "import { getService } from '../service-registry';\nexport const lookup = () => getService();",
    });
    expect(rulesOf(violations)).toEqual(['registry-from-bindings-only']);
  });

  it('fail the plugin importing the service', async () => {
    const violations = await check({
      ...CLEAN,
      'src/next/handler.ts':
        "import { METHODS } from '../service/methods/registry';\nexport const n = METHODS.length;",
    });
    expect(rulesOf(violations)).toEqual(['plugin-not-service']);
  });
});
