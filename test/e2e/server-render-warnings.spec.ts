import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startWidgetEnvironment, type WidgetEnvironment } from './support/widget-environment';

/**
 * Under Node 20, rendering the widget in the test process printed React's
 * "does not support ArrayBuffer.prototype.detached" warning (React's development server build
 * runs here, since NODE_ENV is `test`). `runService` installs the missing getter first.
 */
describe('the service renders its pages without React environment warnings', () => {
  let env: WidgetEnvironment;
  const errors = vi.spyOn(console, 'error');
  beforeAll(async () => {
    env = await startWidgetEnvironment();
  }, 300_000);
  afterAll(async () => {
    errors.mockRestore();
    await env?.close();
  });

  it('renders the widget without the ArrayBuffer.prototype.detached warning', async () => {
    const { url } = await env.perform();
    const page = await env.browser.newPage();
    try {
      await page.goto(env.merchant.embedUrl(url));
      await page.frameLocator('#widget').getByText('TEST MODE').first().waitFor();
    } finally {
      await page.close();
    }
    const said = errors.mock.calls.map((args) => args.map(String).join(' '));
    expect(said.filter((line) => line.includes('ArrayBuffer.prototype.detached'))).toEqual([]);
    expect(Object.prototype.hasOwnProperty.call(ArrayBuffer.prototype, 'detached')).toBe(true);
  });
});
