import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/service/cli/main';
import { createAccount } from '../../src/service/console/accounts';
import { createProduct } from '../../src/service/products/products';
import { startConsoleEnvironment, type ConsoleEnvironment } from './console/console-environment';

const OWNER = { email: 'rotation@shop.example', password: 'purple monkey dishwasher' };

/**
 * `ofage console-secret rotate` while someone works in the console: their session goes on, and
 * the form they had open before the rotation saves after it (its CSRF token was made with the
 * previous secret). `--end-sessions` signs them out.
 */
describe('console secret rotation in Chromium', () => {
  let env: ConsoleEnvironment;
  beforeAll(async () => {
    env = await startConsoleEnvironment();
  }, 300_000);
  afterAll(async () => env?.close());

  const rotate = async (...flags: string[]) => {
    const err: string[] = [];
    const code = await runCli(['console-secret', 'rotate', ...flags], {
      stdout: () => undefined,
      stderr: (l) => err.push(l),
      env: { OFAGE_DATA_DIR: env.running.service.ctx.config.dataDir, OFAGE_LOG_LEVEL: 'silent' },
    });
    expect({ code, err }).toEqual({ code: 0, err: [] });
  };

  it('keeps the signed-in session and an open form across the rotation; --end-sessions signs out', async () => {
    const { ctx } = env.running.service;
    const account = await createAccount(ctx, OWNER);
    const product = await createProduct(
      ctx.db,
      { name: 'Rotation shop', ownerAccountId: account.id },
      Date.now(),
    );
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${env.url}/console/sign-in`);
    await page.fill('input[name=email]', OWNER.email);
    await page.fill('input[name=password]', OWNER.password);
    await page.click('button[type=submit]');
    await page.waitForURL(`${env.url}/console`);

    // The settings form is open (its CSRF token made with the secret of now) when the secret
    // rotates; it is sent after.
    await page.goto(`${env.url}/console/products/${product.id}`);
    await page.getByLabel('Test origins').fill('http://localhost:3001');
    await rotate();
    await page.click('[data-testid=product-settings] button[type=submit]');
    await expect
      .poll(() => page.textContent('[data-testid=product-settings] [role=status]'))
      .toContain('Saved');

    // The session cookie sealed before the rotation still opens the console, page after page.
    await page.goto(`${env.url}/console`);
    expect(page.url()).toBe(`${env.url}/console`);
    expect(await page.textContent('header')).toContain(OWNER.email);
    await page.goto(`${env.url}/console/products/${product.id}`);
    expect(await page.getByLabel('Test origins').inputValue()).toBe('http://localhost:3001');

    await rotate('--end-sessions');
    await page.goto(`${env.url}/console`);
    await page.waitForURL(/\/console\/sign-in/);
    await context.close();
  });
});
