import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintVerifiedCookie } from '../../../src/next/mint-verified-cookie';
import { createApiKey } from '../../../src/service/keys/api-keys';
import { createProduct } from '../../../src/service/products/products';
import type { RunningService } from '../../../src/service/server/run-service';
import { signWebhook } from '../../client/sign-webhook';
import { buildPagesOnce } from '../../e2e/support/build-pages-once';
import { launchChromium } from '../../e2e/support/widget-environment';
import { provisionDatabase, type ProvisionedDatabase } from '../../support/databases';
import { freePort } from '../../support/free-port';
import {
  createNewApp,
  installedVersion,
  packPlugin,
  PAGES_PROPS_MARKER,
  type NewApp,
} from './create-new-app';
import { stop, verify } from './describe-new-apps';
import { startAppService } from './start-app-service';

/** A Next.js version the Pages Router app is made with. */
export interface PagesRouterAppVersion {
  label: string;
  next: string;
  /** The proxy file `ofage init` writes: `proxy` from Next 16, `middleware` before. */
  proxy: 'proxy' | 'middleware';
  typescript: boolean;
  src: boolean;
}

/**
 * A fresh Pages Router app (no app/) with the plugin's tarball: `npx ofage init` writes the
 * Pages Router integration, `next build`, `next start`, then in Chromium the gated page opens
 * after a test-mode verification; a client-side `<Link>` before verifying gets no props; the
 * pages/api webhook route accepts a signed delivery and refuses a forged one.
 */
export function describePagesRouterApp(version: PagesRouterAppVersion): void {
  const { label, next, proxy, typescript, src } = version;
  describe(`a Pages Router app on ${label}`, () => {
    let work: string;
    let app: NewApp;
    let db: ProvisionedDatabase;
    let running: RunningService;
    let store: (ChildProcess & { log: () => string }) | undefined;
    let url: string;
    let initOutput: string;
    let env: string;
    let browser: Browser;

    beforeAll(async () => {
      work = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-pack-'));
      const [tarball] = await Promise.all([packPlugin(work), buildPagesOnce()]);
      db = await provisionDatabase('sqlite');
      const appPort = await freePort();
      url = `http://localhost:${appPort}`;
      const service = await startAppService(db);
      running = service.running;
      const { ctx } = running.service;
      const product = await createProduct(ctx.db, { name: 'Pages Cellar' }, Date.now());
      const key = (await createApiKey(ctx.db, { productId: product.id, mode: 'test' }, Date.now()))
        .key;
      running.service.invalidateCaches();

      app = await createNewApp({
        next,
        react: installedVersion('react'),
        tarball,
        typescript,
        src,
        router: 'pages',
      });
      const result = await app.ofageInit([
        '--service',
        service.serviceUrl,
        '--api-key',
        key,
        '--protect',
        '/spirits',
        '--app-url',
        url,
      ]);
      initOutput = result.stdout;
      if (result.code !== 0)
        throw new Error(`ofage init failed (${result.code}):\n${result.stdout}\n${result.stderr}`);
      await app.build();
      env = fs.readFileSync(path.join(app.dir, '.env.local'), 'utf8');
      store = await app.start(appPort, {});
      browser = await launchChromium();
    }, 1_800_000);

    afterAll(async () => {
      await browser?.close().catch(() => undefined);
      await stop(store);
      await running?.stop();
      await db?.dispose();
      for (const dir of [work, app?.dir]) {
        if (dir) fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    it('ofage init wrote the Pages Router integration', () => {
      const base = src ? 'src/' : '';
      const ext = typescript ? 'ts' : 'js';
      for (const file of [
        `${base}lib/age-gate.${ext}`,
        `${base}pages/api/age-gate/[...ofage].${ext}`,
        `${base}${proxy}.${ext}`,
        `${base}pages/age-gate.${typescript ? 'tsx' : 'js'}`,
      ]) {
        expect(initOutput).toContain(`created  ${file}`);
      }
      expect(initOutput).toContain('Pages Router');
      expect(fs.existsSync(path.join(app.dir, base, 'app'))).toBe(false);
    });

    it('gated page → gate → widget → test-mode pass → Done → the page, with its props', async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        page.on('console', (m) => {
          if (m.type() === 'error' && /hydrat|window is not defined/i.test(m.text()))
            errors.push(m.text());
        });
        await verify(page, url, () => store?.log() ?? '');
        // <AgeGate> server-rendered by the Pages Router and hydrated without a mismatch.
        expect(errors).toEqual([]);
        await expect(page.getByText(`${PAGES_PROPS_MARKER} (US-CA)`).isVisible()).resolves.toBe(
          true,
        );
      } finally {
        await context.close();
      }
    }, 180_000);

    it('a client-side <Link> to a gated page before verifying gets no props: its /_next/data JSON is gated', async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        const data: string[] = [];
        page.on('response', (response) => {
          if (!response.url().includes('/_next/data/')) return;
          data.push(response.url());
          void response
            .text()
            .then((body) => data.push(body))
            .catch(() => undefined);
        });
        for (const [name, slug] of [
          ['Spirits', 'spirits'], // the proxy and withAgeGate
          ['Reserve', 'reserve'], // withAgeGate alone
        ] as const) {
          await page.goto(`${url}/`);
          await page.getByRole('link', { name }).click();
          await page.waitForURL(`${url}/age-gate?returnTo=%2F${slug}`);
          await page.getByRole('button', { name: 'Verify my age' }).waitFor();
        }
        expect(data.some((entry) => entry.includes('/_next/data/'))).toBe(true);
        expect(data.join('\n')).not.toContain(PAGES_PROPS_MARKER);

        // Verified meanwhile (another tab, say): the same <Link> now opens the page with its
        // props; no redirect kept from before by the router.
        const { setCookies } = await mintVerifiedCookie({
          secret: /^OFAGE_SECRET=(.+)$/m.exec(env)![1]!,
          url,
          jurisdiction: 'US-CA',
          criteria: { ageCategory: 'ADULT' },
        });
        await context.addCookies(
          setCookies.map((cookie) => {
            const pair = cookie.split(';')[0]!;
            const at = pair.indexOf('=');
            return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
          }),
        );
        await page.goto(`${url}/`);
        await page.getByRole('link', { name: 'Spirits' }).click();
        await page.getByText(`${PAGES_PROPS_MARKER} (US-CA)`).waitFor({ timeout: 30_000 });
        expect(page.url()).toBe(`${url}/spirits`);

        // Asked directly without a verification, with and without the data header.
        const buildId = fs.readFileSync(path.join(app.dir, '.next', 'BUILD_ID'), 'utf8').trim();
        for (const target of ['spirits', 'reserve']) {
          for (const headers of [{}, { 'x-nextjs-data': '1' }] as Record<string, string>[]) {
            const response = await fetch(`${url}/_next/data/${buildId}/${target}.json`, {
              headers,
              redirect: 'manual',
            });
            expect(await response.text(), `${target} ${JSON.stringify(headers)}`).not.toContain(
              PAGES_PROPS_MARKER,
            );
          }
        }
      } finally {
        await context.close();
      }
    }, 180_000);

    it('pages/api webhook route: a signed delivery is accepted, a forged signature refused', async () => {
      const secret = /^OFAGE_WEBHOOK_SECRET=(.+)$/m.exec(env)![1]!;
      const body = JSON.stringify({
        eventType: 'Verification.Result',
        data: {
          id: randomUUID(),
          status: 'PASS',
          ageCategory: 'adult',
          method: 'age-key',
          age: { low: 21, high: 100 },
        },
      });
      const deliver = (signingSecret: string) =>
        fetch(`${url}/api/age-gate/webhook`, {
          method: 'POST',
          headers: signWebhook(signingSecret, body, { id: `msg_${randomUUID()}` }),
          body,
        });
      const good = await deliver(secret);
      expect(good.status, await good.clone().text()).toBe(200);
      const forged = await deliver(`whsec_${Buffer.from('x'.repeat(32)).toString('base64')}`);
      expect(forged.status).toBe(401);
      expect(await forged.json()).toMatchObject({ error: 'UNAUTHORIZED' });
    });
  });
}
