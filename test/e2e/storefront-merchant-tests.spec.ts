import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startStorefrontEnvironment,
  type StorefrontEnvironment,
} from './storefront/storefront-environment';

const ROOT = path.resolve(import.meta.dirname, '../..');
const VITEST = path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
const CONFIG = path.join(import.meta.dirname, 'storefront', 'merchant-example.vitest.config.ts');

/** `npx vitest run` in the example app, with the app's settings; its output and exit code. */
function runMerchantTests(env: Record<string, string>): Promise<{ code: number; output: string }> {
  // Not the variables of the vitest that runs this file: the merchant's run is a run of its own.
  const own: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')),
  );
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [VITEST, 'run', '--config', CONFIG], {
      cwd: ROOT,
      env: { ...own, NODE_ENV: 'test', ...env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * docs/merchant/testing.md's example is the storefront's own test file,
 * `example/tests/age-gate.test.ts` (test/docs/merchant-docs.test.ts keeps the page and the file
 * the same): here it runs as a merchant runs it, against the storefront's production build and
 * the service in test mode, with the storefront's settings and the built `ofage/testing`.
 */
describe("the storefront's own tests of its gate (docs/merchant/testing.md)", () => {
  let env: StorefrontEnvironment;
  beforeAll(async () => {
    env = await startStorefrontEnvironment();
  }, 600_000);
  afterAll(async () => env?.close());

  it('pass: a visitor is sent to the gate, a minted cookie opens it, a test-mode pass opens it, a fail does not', async () => {
    const { code, output } = await runMerchantTests({
      ...env.storeSettings,
      APP_URL: env.storeUrl,
    });
    expect(code, output).toBe(0);
    expect(output).toMatch(/Tests\s+4 passed \(4\)/);
  }, 120_000);
});
