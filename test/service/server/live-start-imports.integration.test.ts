import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

/** Libraries only test mode uses: the test bank, the test wallet's issuer, specimens, test cards. */
const TEST_ONLY = ['oidc-provider', '@peculiar/x509', 'bwip-js', 'card-validator'];
/** The methods' heavy libraries: loaded in the worker threads only, never on the API's thread. */
const VISION = ['sharp', '@vladmandic/human', '@tensorflow/', 'tesseract.js', 'zxing-wasm'];

/**
 * A start serves live traffic before anyone asks for test mode: test-mode libraries load on
 * first use (a dynamic import), not with the modules that use them, and the vision stack never
 * loads on the API's thread. The child process records every package module it resolves.
 */
describe('starting the service', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-imports-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('loads no test-mode library and no vision library on the API’s thread', async () => {
    const record = path.join(dir, 'imports.txt');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        '--import',
        path.join(FIXTURES, 'record-imports.mjs'),
        path.join(FIXTURES, 'start-live-only.ts'),
        path.join(dir, 'data'),
      ],
      { env: { ...process.env, OFAGE_RECORD_IMPORTS: record }, timeout: 120_000 },
    );
    expect(JSON.parse(stdout)).toEqual({ health: 200 });
    const packages = new Set(
      fs
        .readFileSync(record, 'utf8')
        .split('\n')
        .map((url) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1])
        .filter((name): name is string => name !== undefined),
    );
    // The record works: the service's own dependencies are in it.
    expect(packages).toContain('kysely');
    for (const name of [...TEST_ONLY, ...VISION]) {
      expect([...packages].filter((p) => p.startsWith(name))).toEqual([]);
    }
  }, 120_000);
});
