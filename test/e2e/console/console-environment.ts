import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { loadConfig } from '../../../src/service/config/load-config';
import { runService, type RunningService } from '../../../src/service/server/run-service';
import { provisionDatabase, type ProvisionedDatabase } from '../../support/databases';
import { startWebhookReceiver } from '../../support/webhook-receiver';
import { buildPagesOnce } from '../support/build-pages-once';
import { launchChromium } from '../support/widget-environment';
import { freePort } from '../../support/free-port';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../../test-results/console');

export interface ConsoleEnvironment {
  url: string;
  running: RunningService;
  browser: Browser;
  receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  /** The secret the receiver checks signatures with (set it once the console reveals it). */
  receiverSecret: { value: string };
  shot(page: Page, name: string): Promise<void>;
  close(): Promise<void>;
}

/** The built service (widget + console) on a fresh SQLite database, a webhook receiver, Chromium. */
export async function startConsoleEnvironment(): Promise<ConsoleEnvironment> {
  await buildPagesOnce();
  const db: ProvisionedDatabase = await provisionDatabase('sqlite');
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const config = loadConfig({
    // Open sign-up and a webhook receiver on this machine, as with `npm start`.
    OFAGE_OPEN_SIGNUP: '1',
    OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '1',
    OFAGE_DATA_DIR: db.dataDir,
    OFAGE_LOG_LEVEL: 'silent',
    PORT: String(port),
    HOST: '127.0.0.1',
    OFAGE_PUBLIC_URL: url,
  });
  const running = await runService(config, { pages: { dev: false }, detached: true });
  const receiverSecret = { value: 'not yet known' };
  const receiver = await startWebhookReceiver(() => receiverSecret.value);
  const browser = await launchChromium();
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return {
    url,
    running,
    browser,
    receiver,
    receiverSecret,
    async shot(page, name) {
      const width = page.viewportSize()?.width ?? 0;
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`),
        fullPage: true,
      });
    },
    async close() {
      await browser.close();
      await receiver.close();
      await running.stop();
      await db.dispose();
    },
  };
}
