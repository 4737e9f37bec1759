import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/service/console/accounts';
import { createProduct } from '../../src/service/products/products';
import { startWebhookReceiver } from '../support/webhook-receiver';
import { startConsoleEnvironment, type ConsoleEnvironment } from './console/console-environment';

const PASSWORD = 'correct horse battery staple 42';

describe('webhook endpoints in the console, in Chromium', () => {
  let env: ConsoleEnvironment;
  beforeAll(async () => {
    env = await startConsoleEnvironment();
  }, 300_000);
  afterAll(async () => {
    await env?.close();
  });

  it('adds an endpoint per app, tests one with its own secret, shows its own log, removes another', async () => {
    const ctx = env.running.service.ctx;
    const account = await createAccount(ctx, { email: 'hooks@shop.example', password: PASSWORD });
    const product = await createProduct(
      ctx.db,
      { name: 'Two apps', ownerAccountId: account.id },
      ctx.now(),
    );
    let blogSecret = '';
    const blog = await startWebhookReceiver(() => blogSecret);
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      page.on('dialog', (d) => void d.accept());
      await page.goto(`${env.url}/console/sign-in`);
      await page.fill('input[name=email]', 'hooks@shop.example');
      await page.fill('input[name=password]', PASSWORD);
      await page.click('button[type=submit]');
      await page.waitForURL(`${env.url}/console`);
      const developers = `${env.url}/console/products/${product.id}/developers?mode=test`;
      await page.goto(developers);

      const add = async (url: string, label: string) => {
        await page.fill('[data-testid=add-webhook-endpoint] input[name=url]', url);
        await page.fill('[data-testid=add-webhook-endpoint] input[name=label]', label);
        await page.click('[data-testid=add-webhook-endpoint] button[type=submit]');
      };
      const rows = page.locator('[data-testid=webhook-endpoint-row]');
      await add(env.receiver.url, 'storefront');
      await expect
        .poll(() => page.textContent('[data-testid=add-webhook-endpoint] [role=status]'))
        .toMatch(/Endpoint we_test_\S+ added/);
      await page.reload();
      await add(blog.url, 'blog');
      await expect
        .poll(() => page.textContent('[data-testid=add-webhook-endpoint] [role=status]'))
        .toMatch(/Endpoint we_[0-9a-f]{24} added/);
      await page.reload();
      expect(await rows.count()).toBe(2);
      const [storefrontId, blogId] = await rows.evaluateAll((trs) =>
        trs.map((tr) => tr.getAttribute('data-endpoint-id')!),
      );
      expect(await rows.nth(1).textContent()).toContain('blog');

      // The same URL again is refused, naming its endpoint.
      await add(blog.url, 'again');
      await expect
        .poll(() => page.textContent('[data-testid=add-webhook-endpoint] [role=alert]'))
        .toContain(`is already endpoint ${blogId}`);

      // The blog's own secret, revealed on its row, is what its receiver checks with.
      const blogRow = rows.nth(1);
      await blogRow.locator('[data-testid=reveal-endpoint-secret] button[type=submit]').click();
      const secret = blogRow.locator('[data-testid=secret-value]');
      await secret.waitFor();
      blogSecret = (await secret.textContent())!;
      expect(blogSecret).toMatch(/^whsec_/);
      await blogRow.locator('[data-testid=test-endpoint] button[type=submit]').click();
      const answer = blogRow.locator('[data-testid=test-endpoint] [role=status]');
      await answer.waitFor({ timeout: 15_000 });
      expect(await answer.textContent()).toContain('accepted the valid signature');
      expect(env.receiver.received).toEqual([]);

      // Each endpoint's delivery log: the blog's has the two test events, the storefront's none.
      await page.goto(`${developers}&endpoint=${blogId}#delivery-log`);
      expect(await page.locator('[data-testid=delivery-row]').count()).toBe(2);
      await page.goto(`${developers}&endpoint=${storefrontId}#delivery-log`);
      expect(await page.locator('[data-testid=delivery-row]').count()).toBe(0);

      await page.goto(developers);
      await rows.nth(0).locator('[data-testid=remove-endpoint] button[type=submit]').click();
      await expect
        .poll(async () => {
          await page.reload();
          return rows.count();
        })
        .toBe(1);
      expect(await rows.nth(0).getAttribute('data-endpoint-id')).toBe(blogId);

      // Live endpoints pass the live rules: public https only.
      await page.goto(`${env.url}/console/products/${product.id}/developers?mode=live`);
      for (const url of ['http://shop.example.com/hook', 'https://10.0.0.7/hook']) {
        await add(url, 'bad');
        await expect
          .poll(() => page.textContent('[data-testid=add-webhook-endpoint] [role=alert]'))
          .toBeTruthy();
        await page.reload();
      }
      expect(await rows.count()).toBe(0);
    } finally {
      await context.close();
      await blog.close();
    }
  }, 180_000);
});
