import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintVerifiedCookie } from '../../../src/next/mint-verified-cookie';
import { createApiKey } from '../../../src/service/keys/api-keys';
import {
  createProduct,
  getProduct,
  setAllowedOrigins,
} from '../../../src/service/products/products';
import type { RunningService } from '../../../src/service/server/run-service';
import { passInWidget } from '../../e2e/storefront/storefront-environment';
import { buildPagesOnce } from '../../e2e/support/build-pages-once';
import { launchChromium } from '../../e2e/support/widget-environment';
import { provisionDatabase, type ProvisionedDatabase } from '../../support/databases';
import { freePort } from '../../support/free-port';
import { createNewApp, installedVersion, packPlugin, type NewApp } from './create-new-app';
import { startAppService } from './start-app-service';
import { headerCombinations, ROUTER_HEADERS } from '../../support/router-headers';

/** A Next.js version the new apps are made with, and how its apps are laid out. */
export interface NewAppVersion {
  label: string;
  /** What `npm install next@…` gets. */
  next: string;
  /** The proxy's file name: `proxy.ts` from Next 16, `middleware.ts` before. */
  proxy: string;
  /** The `ofage init` app: TypeScript or JavaScript, with `src/` or without. */
  initApp: { typescript: boolean; src: boolean };
  /**
   * The init app's `nextConfig`: this version's partial prefetching (and Cache Components where
   * it has them) on. The by-hand app keeps `{}`, so each version is tested with both.
   */
  initConfig: string;
}

/** What the gated page shows: never in an answer to a request without a verification. */
const MARKER = 'The spirits cellar';

/** Next's other spellings of the gated page's path. */
const PATH_FORMS = [
  '/spirits.rsc',
  '/spirits.prefetch.rsc',
  '/spirits.segments/_tree.segment.rsc',
  '/spirits.segments/spirits/__PAGE__.segment.rsc',
  '/spirits.segments/_full.segment.rsc',
  '/_next/data/build/spirits.json',
  '/spirits/',
  '/Spirits',
  '/%73pirits',
];

/** Runs `task` over `items`, `width` at a time. */
async function inBatches<T>(items: T[], width: number, task: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += width) {
    await Promise.all(items.slice(i, i + width).map(task));
  }
}

/** The verified cookie and its fresh cookie, as the app's handlers would set them. */
async function verifiedCookies(url: string, secret: string) {
  return mintVerifiedCookie({
    secret,
    url,
    jurisdiction: 'US-CA',
    criteria: { ageCategory: 'ADULT' },
  });
}

const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/new-app');

export const stop = async (child: ChildProcess | undefined): Promise<void> => {
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
};

/**
 * Gate page → widget → a test-mode pass → Done → back on the gated page. If the page does not
 * come back, the error says where the browser went, what the gate showed and what the app's
 * server logged last (Next 15.5 apps have, rarely and only in full CI runs, stayed away).
 */
export async function verify(page: Page, storeUrl: string, appLog: () => string): Promise<void> {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  const answers: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${storeUrl}/api/`)) {
      answers.push(`${response.request().method()} ${response.url()} ${response.status()}`);
    }
  });
  await page.goto(`${storeUrl}/spirits`);
  await page.waitForURL(/\/age-gate\?returnTo=%2Fspirits$/);
  await page.getByRole('button', { name: 'Verify my age' }).click();
  const widget = page.frameLocator('iframe[title="Age verification"]');
  await passInWidget(widget);
  // The default <AgeGate> stays on the widget's result screen (its age key offer) until Done.
  await widget.getByRole('button', { name: 'Done' }).click();
  try {
    await page.waitForURL(`${storeUrl}/spirits`, { timeout: 60_000 });
  } catch (error) {
    const shown = await page
      .locator('body')
      .innerText({ timeout: 5_000 })
      .catch(() => '(unreadable)');
    throw new Error(
      [
        `not back on ${storeUrl}/spirits after Done`,
        `pages: ${visited.join(' → ')}`,
        `the app's API answers: ${answers.join('; ')}`,
        `the page shows: ${shown.slice(0, 600)}`,
        `the app's server log (end): ${appLog().slice(-1500)}`,
      ].join('\n'),
      { cause: error },
    );
  }
  await expect(page.getByRole('heading', { name: 'The spirits cellar' }).isVisible()).resolves.toBe(
    true,
  );
}

/**
 * Two fresh apps of one Next.js version, one integrated by hand and one by `ofage init`, built,
 * started and gated end to end (see new-app.spec.ts).
 */
export function describeNewApps({ label, next, proxy, initApp, initConfig }: NewAppVersion): void {
  describe(`new ${label} apps`, () => {
    let work: string;
    let byHand: NewApp;
    let inited: NewApp;
    let db: ProvisionedDatabase;
    let running: RunningService;
    let handStore: (ChildProcess & { log: () => string }) | undefined;
    let initStore: (ChildProcess & { log: () => string }) | undefined;
    let handUrl: string;
    let handPort: number;
    let initUrl: string;
    let handProduct: string;
    let initProduct: string;
    let initKey: string;
    let handSecret: string;
    let initSecret: string;
    let serviceUrl: string;
    let initOutput: string;
    let browser: Browser;
    const tag = label.replace(/\W+/g, '-').toLowerCase();

    beforeAll(async () => {
      work = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-pack-'));
      const [tarball] = await Promise.all([packPlugin(work), buildPagesOnce()]);

      db = await provisionDatabase('sqlite');
      const initPort = await freePort();
      handPort = await freePort();
      handUrl = `http://localhost:${handPort}`;
      initUrl = `http://localhost:${initPort}`;
      ({ running, serviceUrl } = await startAppService(db));
      const { ctx } = running.service;
      const now = Date.now();
      const hand = await createProduct(
        ctx.db,
        { name: 'New shop', allowedOrigins: { test: [handUrl] } },
        now,
      );
      handProduct = hand.id;
      const handKey = (await createApiKey(ctx.db, { productId: hand.id, mode: 'test' }, now)).key;
      // The init app's product knows nothing of it yet: ofage init registers it.
      const init = await createProduct(ctx.db, { name: 'Corner Store' }, now);
      initProduct = init.id;
      initKey = (await createApiKey(ctx.db, { productId: init.id, mode: 'test' }, now)).key;
      running.service.invalidateCaches();

      const react = installedVersion('react');
      [byHand, inited] = await Promise.all([
        createNewApp({ next, react, tarball, typescript: true, src: false }),
        createNewApp({ next, react, tarball, ...initApp, nextConfig: initConfig }),
      ]);
      byHand.writeQuickStart(proxy);
      const result = await inited.ofageInit([
        '--service',
        serviceUrl,
        '--api-key',
        initKey,
        '--protect',
        '/spirits',
        '--app-url',
        initUrl,
      ]);
      initOutput = result.stdout;
      if (result.code !== 0)
        throw new Error(`ofage init failed (${result.code}):\n${result.stdout}\n${result.stderr}`);

      await Promise.all([byHand.build(), inited.build()]);
      handSecret = randomBytes(32).toString('base64url');
      initSecret = /^OFAGE_SECRET=(.+)$/m.exec(
        fs.readFileSync(path.join(inited.dir, '.env.local'), 'utf8'),
      )![1]!;
      const handEnv = {
        OFAGE_SERVICE_URL: serviceUrl,
        OFAGE_API_KEY: handKey,
        OFAGE_SECRET: handSecret,
      };
      [handStore, initStore] = await Promise.all([
        byHand.start(handPort, handEnv),
        // Everything it needs is in the .env.local that ofage init wrote.
        inited.start(initPort, {}),
      ]);
      browser = await launchChromium();
      fs.mkdirSync(SHOTS, { recursive: true });
    }, 1_800_000);

    afterAll(async () => {
      await browser?.close().catch(() => undefined);
      await Promise.all([stop(handStore), stop(initStore)]);
      await running?.stop();
      await db?.dispose();
      for (const dir of [work, byHand?.dir, inited?.dir]) {
        if (dir) fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    it('has a single copy of next, react and react-dom', async () => {
      const names = ['next', 'react', 'react-dom'];
      const single = Object.fromEntries(names.map((name) => [name, [`node_modules/${name}`]]));
      for (const copies of await Promise.all([byHand, inited].map((app) => app.copiesOf(names)))) {
        expect(copies).toEqual(single);
      }
    });

    it('installs nothing of the service and runs nothing at install: jose, zod and server-only', async () => {
      expect(fs.readdirSync(path.join(byHand.dir, 'node_modules', 'ofage')).sort()).toEqual([
        'README.md',
        'bin',
        'dist',
        'package.json',
      ]);
      for (const name of ['better-sqlite3', 'pg', 'kysely', 'pino', 'tsx', '@simplewebauthn']) {
        expect(fs.existsSync(path.join(byHand.dir, 'node_modules', name)), name).toBe(false);
      }
      const manifest = JSON.parse(
        fs.readFileSync(path.join(byHand.dir, 'node_modules', 'ofage', 'package.json'), 'utf8'),
      ) as { scripts?: unknown; bin?: Record<string, string> };
      expect(manifest.scripts).toBeUndefined();
      expect(manifest.bin).toEqual({ ofage: './bin/ofage.js' });
      expect(byHand.installLog).not.toMatch(/prepare|install script/i);
    });

    it('by hand: the quick start’s files gate a page end to end', async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        await verify(await context.newPage(), handUrl, () => handStore?.log() ?? '');
      } finally {
        await context.close();
      }
    }, 120_000);

    it('ofage init: wrote the integration for this app and registered its origin and webhook', async () => {
      const ext = initApp.typescript ? 'ts' : 'js';
      const base = initApp.src ? 'src/' : '';
      for (const file of [
        `${base}lib/age-gate.${ext}`,
        `${base}app/api/age-gate/[...ofage]/route.${ext}`,
        `${base}${proxy.replace(/\.ts$/, `.${ext}`)}`,
        `${base}app/age-gate/page.${initApp.typescript ? 'tsx' : 'js'}`,
      ]) {
        expect(fs.existsSync(path.join(inited.dir, file)), file).toBe(true);
        expect(initOutput).toContain(`created  ${file}`);
      }
      const env = fs.readFileSync(path.join(inited.dir, '.env.local'), 'utf8');
      expect(env).toMatch(/^OFAGE_SECRET=[A-Za-z0-9_-]{43}$/m);
      expect(env).toContain(`OFAGE_APP_URL=${initUrl}`);
      expect(env).toMatch(/^OFAGE_WEBHOOK_SECRET=whsec_/m);
      const product = await getProduct(running.service.ctx.db, initProduct);
      expect(product!.allowedOrigins).toEqual({ test: [initUrl], live: [] });
    });

    it('ofage init: the app gates a page end to end; the gate photographed light and dark', async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('console', (m) => {
          // The new app has no favicon: the browser's own request for it is not the gate's.
          if (m.type() === 'error' && !m.location().url.endsWith('/favicon.ico'))
            errors.push(m.text());
        });
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(`${initUrl}/age-gate?returnTo=%2Fspirits`);
        await page.getByRole('button', { name: 'Verify my age' }).waitFor();
        await expect(page.getByText('Corner Store', { exact: true }).isVisible()).resolves.toBe(
          true,
        );
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await page.screenshot({ path: path.join(SHOTS, `${tag}-init-gate-${scheme}.png`) });
        }
        // Server-rendered and hydrated without a mismatch (React logs one as an error).
        expect(errors).toEqual([]);
        await page.emulateMedia({ colorScheme: 'light' });
        await verify(page, initUrl, () => initStore?.log() ?? '');
      } finally {
        await context.close();
      }
    }, 120_000);

    it('ofage init again: nothing changes, nothing is registered twice', async () => {
      const again = await inited.ofageInit(['--protect', '/spirits']);
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).not.toMatch(/^\s+(created|replaced)/m);
      expect(again.stdout).toContain('.env.local (unchanged)');
      const product = await getProduct(running.service.ctx.db, initProduct);
      expect(product!.allowedOrigins).toEqual({ test: [initUrl], live: [] });
    });

    it(`prefetch bypass: no header combination and no form of the path opens the gated page without a verification (init app: ${initConfig}; by hand: {})`, async () => {
      const requests: { app: string; path: string; headers: Record<string, string> }[] = [];
      for (const app of [handUrl, initUrl]) {
        for (const { index, headers } of headerCombinations()) {
          requests.push({ app, path: index % 2 ? '/spirits?_rsc=1a2b3' : '/spirits', headers });
        }
        for (const path of PATH_FORMS) {
          for (const headers of [{}, ...ROUTER_HEADERS]) requests.push({ app, path, headers });
        }
      }
      const opened: string[] = [];
      await inBatches(requests, 8, async ({ app, path: target, headers }) => {
        const response = await fetch(app + target, { headers, redirect: 'manual' });
        const body = await response.text();
        const location = response.headers.get('location');
        const toGate =
          response.status === 307 &&
          location !== null &&
          new URL(location, app).pathname === '/age-gate';
        const held =
          target.startsWith('/spirits?') || target === '/spirits'
            ? toGate || (response.status === 204 && body === '')
            : response.status !== 200;
        if (!held || body.includes(MARKER)) {
          opened.push(
            `${app}${target} ${JSON.stringify(headers)} → ${response.status} ${location ?? ''}`,
          );
        }
      });
      expect(opened.slice(0, 10), `${opened.length} of ${requests.length} requests`).toEqual([]);

      // The same requests with a verification get the page: the gate, not the headers, decided.
      for (const [app, secret] of [
        [handUrl, handSecret],
        [initUrl, initSecret],
      ] as const) {
        const { cookieHeader } = await verifiedCookies(app, secret);
        const asked: Record<string, string>[] = [
          {},
          { purpose: 'prefetch' },
          { 'sec-fetch-dest': 'empty' },
        ];
        for (const headers of asked) {
          const response = await fetch(`${app}/spirits`, {
            headers: { ...headers, cookie: cookieHeader },
            redirect: 'manual',
          });
          expect(response.status, `${app} ${JSON.stringify(headers)}`).toBe(200);
          expect(await response.text()).toContain(MARKER);
        }
      }
    }, 300_000);

    it('a <Link> prefetched before the visitor verified opens the page once they have: no stale redirect in the router', async () => {
      for (const [app, secret] of [
        [handUrl, handSecret],
        [initUrl, initSecret],
      ] as const) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        try {
          const page = await context.newPage();
          const prefetchOfSpirits = () =>
            page.waitForResponse(
              (r) =>
                r.url().startsWith(`${app}/spirits`) &&
                r.request().headers()['next-router-prefetch'] === '1',
              { timeout: 60_000 },
            );
          let prefetched = prefetchOfSpirits();
          await page.goto(`${app}/`);
          // The router's prefetch of the gated page: an empty answer, nothing to cache.
          expect((await prefetched).status(), app).toBe(204);
          await page.getByRole('link', { name: 'Spirits' }).click();
          await page.waitForURL(`${app}/age-gate?returnTo=%2Fspirits`);

          prefetched = prefetchOfSpirits();
          await page.goto(`${app}/`);
          await prefetched;
          // Verified meanwhile (in another tab, say): the link on this page, prefetched before,
          // now opens the cellar.
          const { setCookies } = await verifiedCookies(app, secret);
          await context.addCookies(
            setCookies.map((cookie) => {
              const pair = cookie.split(';')[0]!;
              const at = pair.indexOf('=');
              return { name: pair.slice(0, at), value: pair.slice(at + 1), url: app };
            }),
          );
          await page.getByRole('link', { name: 'Spirits' }).click();
          await page.getByRole('heading', { name: MARKER }).waitFor({ timeout: 30_000 });
          expect(page.url()).toBe(`${app}/spirits`);
        } finally {
          await context.close();
        }
      }
    }, 180_000);

    it('production: an origin missing from the allowed origins gets a plain sentence, the fix in the console', async () => {
      await setAllowedOrigins(
        running.service.ctx.db,
        handProduct,
        'test',
        ['https://elsewhere.example'],
        Date.now(),
        { allowLoopbackLive: false },
      );
      running.service.invalidateCaches();
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        const logged: string[] = [];
        page.on('console', (message) => logged.push(message.text()));
        await page.goto(`${handUrl}/age-gate?returnTo=%2Fspirits`);
        await page.getByRole('button', { name: 'Verify my age' }).click();
        // The service refuses the frame (CSP frame-ancestors): Chromium fires load, nothing posts.
        const gate = page.locator('[data-ofage-error="WIDGET_UNRESPONSIVE"]');
        await gate.waitFor({ timeout: 25_000 });
        await expect(gate.getByRole('alert').textContent()).resolves.toBe(
          'The verification could not be shown here. Please continue in this window.',
        );
        expect(logged.join('\n')).toContain(`add ${handUrl} to "Allowed embedding origins"`);
        await expect(
          gate.getByRole('button', { name: 'Having trouble? Continue in this window' }).isVisible(),
        ).resolves.toBe(true);
      } finally {
        await context.close();
        await setAllowedOrigins(
          running.service.ctx.db,
          handProduct,
          'test',
          [handUrl],
          Date.now(),
          {
            allowLoopbackLive: false,
          },
        );
        running.service.invalidateCaches();
      }
    }, 60_000);

    it('development: opened on 127.0.0.1 while localhost is allowed, the gate names the origin and the setting', async () => {
      await stop(handStore);
      handStore = await byHand.start(
        handPort,
        {
          OFAGE_SERVICE_URL: serviceUrl,
          OFAGE_API_KEY: (
            await createApiKey(
              running.service.ctx.db,
              { productId: handProduct, mode: 'test' },
              Date.now(),
            )
          ).key,
          OFAGE_SECRET: randomBytes(32).toString('base64url'),
        },
        'dev',
      );
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        const site = `http://127.0.0.1:${handPort}`;
        await page.goto(`${site}/age-gate?returnTo=%2Fspirits`, { timeout: 240_000 });
        await page.getByRole('button', { name: 'Verify my age' }).click({ timeout: 240_000 });
        const gate = page.locator('[data-ofage-error="WIDGET_UNRESPONSIVE"]');
        // Told by the gate route's diagnosis as the widget opens: no waiting out the frame's silence.
        await gate.waitFor({ timeout: 60_000 });
        const said = await gate.getByRole('alert').textContent();
        expect(said).toContain(
          `${site} is not an allowed embedding origin of the product "New shop" in test mode`,
        );
        expect(said).toContain(`(allowed: ${handUrl})`);
        expect(said).toContain(`Add ${site} to "Test origins" under "Allowed embedding origins"`);
        expect(said).toContain(`or open this app at ${handUrl} instead`);
        await page.screenshot({ path: path.join(SHOTS, `${tag}-dev-origin-not-allowed.png`) });
      } finally {
        await context.close();
      }
    }, 600_000);
  });
}
