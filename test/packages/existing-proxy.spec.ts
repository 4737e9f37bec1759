import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintVerifiedCookie } from '../../src/next/mint-verified-cookie';
import { createApiKey } from '../../src/service/keys/api-keys';
import { createProduct } from '../../src/service/products/products';
import type { RunningService } from '../../src/service/server/run-service';
import { passInWidget } from '../e2e/storefront/storefront-environment';
import { buildPagesOnce } from '../e2e/support/build-pages-once';
import { launchChromium } from '../e2e/support/widget-environment';
import { AUTH_JS, CLERK, NEXT_15, NEXT_INTL, PLAIN, type ProxyShape } from '../init/proxy-shapes';
import { provisionDatabase, type ProvisionedDatabase } from '../support/databases';
import { freePort } from '../support/free-port';
import { INTL_SHOP, MARKER, PLAIN_SHOP } from './existing-proxy/shop-files';
import { createNewApp, installedVersion, packPlugin, type NewApp } from './new-app/create-new-app';
import { startAppService } from './new-app/start-app-service';

/**
 * `ofage init` into apps that already have a proxy, the five shapes of issue 33 with the real
 * packages: next-intl's createMiddleware, Auth.js's auth(…) wrapper, Clerk's clerkMiddleware, a
 * plain function with its own matcher and redirects (Next 16), and a middleware.ts on Next 15.5.
 * One app per Next version, the shapes swapped in turn: each written as the package documents
 * it, `npx ofage init --yes` edits it, then `next build` (which type-checks it), `next start`,
 * and requests: the gate holds the gated page until a verification, then the page opens, and
 * the proxy's own behaviour (a header it sets, a redirect it makes) is there as before. The
 * next-intl app, whose gate page init puts in [locale], is verified end to end in Chromium.
 *
 * Clerk runs without Clerk's servers: with a live key pair of a made-up instance and no session
 * cookie, clerkMiddleware decides "signed out" locally, and auth.protect() redirects to the
 * instance's sign-in page; nothing is fetched.
 */
const SHOTS = path.resolve(import.meta.dirname, '../../test-results/existing-proxy');
const CLERK_ENV = {
  NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: `pk_live_${Buffer.from('clerk.shop.example$').toString('base64')}`,
  CLERK_SECRET_KEY: 'sk_live_ofageTestNotARealKey0123456789abcdef',
};
const AUTH_ENV = {
  AUTH_SECRET: 'ofage-test-auth-secret-0123456789abcdefghij',
  AUTH_TRUST_HOST: 'true',
};

interface Scenario {
  shape: ProxyShape;
  shop: Record<string, string>;
  env?: Record<string, string>;
  /** The shape's own behaviour, after ofage init, on the running app. */
  ownBehaviour: (url: string, cookie: string) => Promise<void>;
}

const get = (url: string, cookie?: string) =>
  fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });

const stop = async (child: ChildProcess | undefined): Promise<void> => {
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
};

/** Everything a previous shape left in the app, so that each starts from its own files. */
function clear(app: NewApp): void {
  for (const entry of [
    'app',
    'src',
    'lib',
    'i18n',
    'messages',
    'auth.ts',
    'proxy.ts',
    'middleware.ts',
    '.env.local',
    'next.config.ts',
  ]) {
    fs.rmSync(path.join(app.dir, entry), { recursive: true, force: true });
  }
}

function write(app: NewApp, files: Record<string, string>): void {
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(app.dir, file)), { recursive: true });
    fs.writeFileSync(path.join(app.dir, file), content);
  }
}

function describeExistingProxies(options: {
  label: string;
  next: string;
  dependencies: Record<string, string>;
  scenarios: Scenario[];
  /** Verify in Chromium, gate to page, in this shape's app. */
  browserFor?: ProxyShape;
}): void {
  describe(`ofage init into an existing proxy, ${options.label}`, () => {
    let work: string;
    let app: NewApp;
    let db: ProvisionedDatabase;
    let running: RunningService;
    let serviceUrl: string;
    let testKey: string;
    let browser: Browser | undefined;
    let server: (ChildProcess & { log: () => string }) | undefined;

    beforeAll(async () => {
      work = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-pack-'));
      const [tarball] = await Promise.all([packPlugin(work), buildPagesOnce()]);
      db = await provisionDatabase('sqlite');
      ({ running, serviceUrl } = await startAppService(db));
      const { ctx } = running.service;
      const product = await createProduct(ctx.db, { name: 'Corner Store' }, Date.now());
      testKey = (await createApiKey(ctx.db, { productId: product.id, mode: 'test' }, Date.now()))
        .key;
      running.service.invalidateCaches();
      const started = Date.now();
      app = await createNewApp({
        next: options.next,
        react: installedVersion('react'),
        tarball,
        typescript: true,
        src: false,
        dependencies: options.dependencies,
      });
      console.log(
        `${options.label}: app installed in ${Math.round((Date.now() - started) / 1000)} s`,
      );
      if (options.browserFor) browser = await launchChromium();
    }, 900_000);

    afterAll(async () => {
      await stop(server);
      await browser?.close().catch(() => undefined);
      await running?.stop();
      await db?.dispose();
      for (const dir of [work, app?.dir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
    });

    for (const scenario of options.scenarios) {
      const { shape } = scenario;
      it(`${shape.name}: ofage init edits it; it builds, gates, and keeps its own behaviour`, async () => {
        const started = Date.now();
        clear(app);
        write(app, { ...scenario.shop, ...shape.support, [shape.file]: shape.source });
        const port = await freePort();
        const url = `http://localhost:${port}`;
        const init = await app.ofageInit([
          '--service',
          serviceUrl,
          '--api-key',
          testKey,
          '--protect',
          '/spirits',
          '--app-url',
          url,
          '--yes',
        ]);
        expect(init.code, `${init.stdout}\n${init.stderr}`).toBe(0);
        expect(init.stdout).toContain(`edited   ${shape.file}: the age gate runs first, then `);
        expect(init.stdout).toMatch(/checked with TypeScript \d/);

        const building = Date.now();
        await app.build(scenario.env);
        const built = Date.now();
        server = await app.start(port, scenario.env ?? {}, 'start', 'localhost');
        try {
          const secret = /^OFAGE_SECRET=(.+)$/m.exec(
            fs.readFileSync(path.join(app.dir, '.env.local'), 'utf8'),
          )![1]!;
          const { cookieHeader } = await mintVerifiedCookie({
            secret,
            url,
            jurisdiction: 'US-CA',
            criteria: { ageCategory: 'ADULT' },
          });

          // The gate runs first: no verification, no page.
          const held = await get(`${url}/spirits`);
          expect(held.status).toBe(307);
          expect(new URL(held.headers.get('location')!, url).pathname).toBe('/age-gate');
          expect(await held.text()).not.toContain(MARKER);
          // Verified, the page opens (and the merchant's proxy has run on it).
          const open = await get(`${url}/spirits`, cookieHeader);
          expect(
            open.status,
            `${open.headers.get('location')} ${open.headers.get('x-ofage-gate')}\n${server.log().slice(-2000)}`,
          ).toBe(200);
          expect(await open.text()).toContain(MARKER);
          // The gate's page answers, whatever the merchant's proxy does around it.
          const gatePage = await get(`${url}/age-gate?returnTo=%2Fspirits`);
          expect(gatePage.status, server.log().slice(-2000)).toBe(200);
          expect(await gatePage.text()).toContain('Corner Store');

          await scenario.ownBehaviour(url, cookieHeader);

          if (options.browserFor === shape) {
            const context = await browser!.newContext({ viewport: { width: 1280, height: 900 } });
            try {
              const page = await context.newPage();
              await page.goto(`${url}/spirits`);
              await page.waitForURL(/\/age-gate\?returnTo=%2Fspirits$/);
              await page.getByRole('button', { name: 'Verify my age' }).waitFor();
              fs.mkdirSync(SHOTS, { recursive: true });
              await page.screenshot({
                path: path.join(SHOTS, 'next-intl-gate-page-in-locale.png'),
              });
              await page.getByRole('button', { name: 'Verify my age' }).click();
              const widget = page.frameLocator('iframe[title="Age verification"]');
              await passInWidget(widget);
              await widget.getByRole('button', { name: 'Done' }).click();
              await page.waitForURL(`${url}/spirits`, { timeout: 60_000 });
              await page.getByRole('heading', { name: MARKER }).waitFor();
            } finally {
              await context.close();
            }
          }
        } finally {
          await stop(server);
        }
        console.log(
          `${options.label}, ${shape.name}: init + files ${Math.round((building - started) / 1000)} s, next build ${Math.round((built - building) / 1000)} s, run and checks ${Math.round((Date.now() - built) / 1000)} s`,
        );
      }, 900_000);
    }
  });
}

describeExistingProxies({
  label: `Next ${installedVersion('next')}`,
  next: installedVersion('next'),
  // next-intl 4.4: Next 16 support, before its message extractor (which brings @swc/core and
  // @parcel/watcher, native packages with install scripts).
  dependencies: { 'next-intl': '~4.4.0', 'next-auth': '5.0.0-beta.32', '@clerk/nextjs': '^7.9.17' },
  browserFor: NEXT_INTL,
  scenarios: [
    {
      shape: NEXT_INTL,
      shop: INTL_SHOP,
      ownBehaviour: async (url, cookie) => {
        // Its redirect: the default locale has no prefix ('as-needed').
        const prefixed = await get(`${url}/en/about`);
        expect(prefixed.status).toBe(307);
        expect(new URL(prefixed.headers.get('location')!, url).pathname).toBe('/about');
        // Its rewrite: the German page under /de, and the English one without a prefix.
        expect(await (await get(`${url}/de/about`)).text()).toContain('Über den Laden');
        expect(await (await get(`${url}/about`)).text()).toContain('About the shop');
        // Every locale of the gated path is gated, and opens once verified.
        const german = await get(`${url}/de/spirits`);
        expect(german.status).toBe(307);
        expect(new URL(german.headers.get('location')!, url).pathname).toBe('/age-gate');
        expect(await (await get(`${url}/de/spirits`, cookie)).text()).toContain(
          'Der Spirituosenkeller',
        );
      },
    },
    {
      shape: AUTH_JS,
      shop: PLAIN_SHOP,
      env: AUTH_ENV,
      ownBehaviour: async (url) => {
        // Its redirect: a signed-out visitor of /account is sent to /login.
        const account = await get(`${url}/account`);
        expect(account.status).toBe(302);
        expect(new URL(account.headers.get('location')!, url).pathname).toBe('/login');
        expect((await get(`${url}/shop`)).status).toBe(200);
      },
    },
    {
      shape: CLERK,
      shop: PLAIN_SHOP,
      env: CLERK_ENV,
      ownBehaviour: async (url) => {
        // Its redirect: auth.protect() sends a signed-out visitor to the instance's sign-in.
        const account = await get(`${url}/account`);
        expect([302, 307]).toContain(account.status);
        expect(account.headers.get('location')).toMatch(
          /^https:\/\/accounts\.shop\.example\/sign-in/,
        );
        // Its header on every request it handles, and its public pages open.
        const shop = await get(`${url}/shop`);
        expect(shop.status).toBe(200);
        expect(shop.headers.get('x-clerk-auth-status')).toBe('signed-out');
      },
    },
    {
      shape: PLAIN,
      shop: PLAIN_SHOP,
      ownBehaviour: async (url, cookie) => {
        // Its redirect, its header on the pages of its matcher, and nothing where it did not run.
        const moved = await get(`${url}/old-shop/rum`);
        expect(moved.status).toBe(308);
        expect(new URL(moved.headers.get('location')!, url).pathname).toBe('/shop');
        expect((await get(`${url}/spirits`, cookie)).headers.get('x-shop')).toBe('corner');
        expect((await get(`${url}/`)).headers.get('x-shop')).toBe('corner');
        expect((await get(`${url}/shop`)).headers.get('x-shop')).toBeNull();
      },
    },
  ],
});

/** Next 15.5's middleware.ts: runs when OFAGE_TEST_NEXT_15=1 (CI), as new-app-next15.spec.ts. */
describe.runIf(process.env.OFAGE_TEST_NEXT_15 === '1')('Next 15.5', () => {
  describeExistingProxies({
    label: 'Next 15.5',
    next: '~15.5.0',
    dependencies: {},
    scenarios: [
      {
        shape: NEXT_15,
        shop: PLAIN_SHOP,
        ownBehaviour: async (url, cookie) => {
          const moved = await get(`${url}/old-shop/rum`);
          expect(moved.status).toBe(308);
          expect(new URL(moved.headers.get('location')!, url).pathname).toBe('/shop');
          expect((await get(`${url}/spirits`, cookie)).headers.get('x-shop')).toBe('corner');
          expect((await get(`${url}/shop`)).headers.get('x-shop')).toBeNull();
        },
      },
    ],
  });
});
