import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runInit, type InitIo } from '../../src/init/run-init';
import { getProduct } from '../../src/service/products/products';
import { listWebhookEndpoints } from '../../src/service/webhooks/endpoints/list-webhook-endpoints';
import { startTestService, type TestService } from '../support/test-service';
import { startWebhookReceiver } from '../support/webhook-receiver';

let t: TestService;
beforeAll(async () => {
  // As `npm start` runs it: test webhooks may reach this machine.
  t = await startTestService('sqlite', { env: { OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '1' } });
});
const receivers: Array<{ close(): Promise<void> }> = [];
afterAll(async () => {
  await t.close();
  for (const receiver of receivers) await receiver.close();
});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A folder laid out like `create-next-app` makes it, with the variations asked for. */
function newApp(
  options: {
    typescript?: boolean;
    src?: boolean;
    alias?: string | null;
    next?: string;
    /** `pages` for a Pages Router app (pages/index), `both` for app/ beside pages/. */
    router?: 'app' | 'pages' | 'both';
    files?: Record<string, string>;
  } = {},
): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-init-'));
  dirs.push(dir);
  const { typescript = true, src = false, alias = '@/*', next = '16.0.0' } = options;
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };
  write('package.json', JSON.stringify({ name: 'shop', dependencies: { next: `^${next}` } }));
  write('node_modules/next/package.json', JSON.stringify({ name: 'next', version: next }));
  const base = src ? 'src/' : '';
  const router = options.router ?? 'app';
  const home = 'export default function Home() { return null; }\n';
  if (router !== 'pages') write(`${base}app/page.${typescript ? 'tsx' : 'js'}`, home);
  if (router !== 'app') write(`${base}pages/index.${typescript ? 'tsx' : 'js'}`, home);
  write('.gitignore', 'node_modules\n.env*\n');
  if (alias !== null) {
    // JSONC, as tsconfig files often are.
    write(
      typescript ? 'tsconfig.json' : 'jsconfig.json',
      `{\n  // paths\n  "compilerOptions": { "paths": { "${alias}": ["./${base}*"] }, },\n}\n`,
    );
  } else if (typescript) {
    write('tsconfig.json', '{}');
  }
  for (const [file, content] of Object.entries(options.files ?? {})) write(file, content);
  return dir;
}

function io(cwd: string, overrides: Partial<InitIo> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const asked: string[] = [];
  let secrets = 0;
  const value: InitIo = {
    cwd,
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    interactive: false,
    ask: async (q) => {
      asked.push(q);
      throw new Error(`asked without a terminal: ${q}`);
    },
    randomSecret: () => `generated-cookie-secret-${++secrets}-0123456789abcdefghij`,
    ...overrides,
  };
  return { io: value, out: () => out.join('\n'), err: () => err.join('\n'), asked };
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
const APP = 'http://localhost:3100';

describe('npx ofage init', () => {
  it('writes the four files, .env.local, and with a test key registers the app on the product', async () => {
    const { product, testKey } = await t.addProduct('New shop');
    const dir = newApp();
    const run = io(dir);
    const code = await runInit(
      ['--service', t.url, '--api-key', testKey, '--protect', '/spirits', '--app-url', APP],
      run.io,
    );
    expect(code, run.err()).toBe(0);

    expect(read(dir, 'lib/age-gate.ts')).toBe(
      "import { createAgeGate } from 'ofage/server';\n\nexport const ageGate = createAgeGate({\n  jurisdiction: 'US-CA',\n  criteria: { ageCategory: 'ADULT' }, // or { age: 21 }\n});\n",
    );
    expect(read(dir, 'app/api/age-gate/[...ofage]/route.ts')).toBe(
      "import { ageGate } from '@/lib/age-gate';\n\nexport const { GET, POST } = ageGate.handlers;\n",
    );
    expect(read(dir, 'proxy.ts')).toContain("protect: ['/spirits'],");
    expect(read(dir, 'proxy.ts')).toContain(
      "'/((?!_next/static|_next/image|api/age-gate/(?:session|confirm|webhook|mobile/session|mobile/confirm)$|.*\\\\.(?:ico|png|jpe?g|gif|svg|webp|avif|css|js|map|txt|xml|woff2?)$).*)'",
    );
    // No rule by header: a prefetch header must not keep the proxy from a gated page.
    expect(read(dir, 'proxy.ts')).not.toMatch(/missing|has:/);
    expect(read(dir, 'app/age-gate/page.tsx')).toBe(
      'import { AgeGate } from \'ofage/react\';\n\nexport default function AgeGatePage() {\n  return <AgeGate name="New shop" />;\n}\n',
    );

    const env = read(dir, '.env.local');
    const secret = (
      await t.service.ctx.db
        .selectFrom('webhook_endpoints')
        .select('secret')
        .where('product_id', '=', product.id)
        .where('mode', '=', 'test')
        .executeTakeFirstOrThrow()
    ).secret;
    expect(env).toBe(
      [
        '# ofage (written by `npx ofage init`): keep this file out of git.',
        `OFAGE_SERVICE_URL=${t.url}`,
        `OFAGE_API_KEY=${testKey}`,
        'OFAGE_SECRET=generated-cookie-secret-1-0123456789abcdefghij',
        `OFAGE_APP_URL=${APP}`,
        `OFAGE_WEBHOOK_SECRET=${secret}`,
        '',
      ].join('\n'),
    );
    expect(fs.statSync(path.join(dir, '.env.local')).mode & 0o777).toBe(0o600);

    // The test origins only: a test key never changes what frames live verifications.
    expect((await getProduct(t.service.ctx.db, product.id))!.allowedOrigins).toEqual({
      test: ['http://localhost:3001', APP],
      live: [],
    });
    const hook = await t.service.ctx.db
      .selectFrom('webhook_endpoints')
      .select('url')
      .where('product_id', '=', product.id)
      .where('mode', '=', 'test')
      .executeTakeFirstOrThrow();
    expect(hook.url).toBe(`${APP}/api/age-gate/webhook`);

    const out = run.out();
    expect(out).toContain('ofage init: Next.js 16, TypeScript, alias @/');
    expect(out).toContain('created  proxy.ts');
    expect(out).toContain(`product  "New shop" (test): added origin ${APP} to the test origins`);
    expect(out).toContain(
      `webhook  added webhook endpoint we_test_${product.id} for ${APP}/api/age-gate/webhook (test mode)`,
    );
    expect(out).not.toMatch(/replac/);
    expect(out).toContain('create the page to gate: app/spirits/page.tsx');
    expect(out).toContain(`open ${APP}/spirits`);
  });

  it('is safe to run twice: nothing rewritten, the cookie secret kept, nothing registered again', async () => {
    const { product, testKey } = await t.addProduct('Twice');
    const dir = newApp();
    const args = [
      '--service',
      t.url,
      '--api-key',
      testKey,
      '--protect',
      '/spirits',
      '--app-url',
      APP,
    ];
    expect(await runInit(args, io(dir).io)).toBe(0);
    const before = Object.fromEntries(
      ['lib/age-gate.ts', 'proxy.ts', 'app/age-gate/page.tsx', '.env.local'].map((f) => [
        f,
        read(dir, f),
      ]),
    );
    const again = io(dir);
    // The second run reads the service and key from .env.local.
    expect(await runInit(['--protect', '/spirits'], again.io)).toBe(0);
    for (const [file, content] of Object.entries(before))
      expect(read(dir, file), file).toBe(content);
    expect(again.out()).toContain('unchanged lib/age-gate.ts');
    expect(again.out()).toContain('.env.local (unchanged)');
    expect(
      (await getProduct(t.service.ctx.db, product.id))!.allowedOrigins.test.filter(
        (o) => o === APP,
      ),
    ).toHaveLength(1);
  });

  it('never overwrites a file of the merchant’s without --force; a flag given replaces .env.local', async () => {
    const { testKey } = await t.addProduct('Mine');
    const dir = newApp({
      files: {
        'lib/age-gate.ts': '// mine\n',
        'app/age-gate/page.js': '// my gate page\n',
        '.env.local': 'OFAGE_API_KEY=my-own-key\nOFAGE_APP_URL=http://localhost:3999\nOTHER=1\n',
      },
    });
    const args = ['--service', t.url, '--api-key', testKey, '--protect', '/spirits'];
    const first = io(dir);
    expect(await runInit(args, first.io)).toBe(0);
    expect(read(dir, 'lib/age-gate.ts')).toBe('// mine\n');
    expect(read(dir, 'app/age-gate/page.js')).toBe('// my gate page\n');
    expect(fs.existsSync(path.join(dir, 'app/age-gate/page.tsx'))).toBe(false);
    // --api-key was given: it wins; OFAGE_APP_URL was not: .env.local's is used and kept.
    expect(read(dir, '.env.local')).toMatch(
      new RegExp(
        `^OFAGE_API_KEY=${testKey}\nOFAGE_APP_URL=http://localhost:3999\nOTHER=1\n\n# ofage`,
      ),
    );
    expect(first.out()).toContain(
      'kept     lib/age-gate.ts (yours differs; --force overwrites it)',
    );
    expect(first.out()).toContain('replaced OFAGE_API_KEY');
    expect(first.out()).toContain('open http://localhost:3999/spirits');

    const forced = io(dir);
    expect(await runInit([...args, '--force'], forced.io)).toBe(0);
    expect(read(dir, 'lib/age-gate.ts')).toContain('createAgeGate');
    expect(fs.existsSync(path.join(dir, 'app/age-gate/page.js'))).toBe(false);
    expect(read(dir, 'app/age-gate/page.tsx')).toContain('<AgeGate name="Mine" />');
  });

  it('a second run with --app-url replaces OFAGE_APP_URL and registers the new origin', async () => {
    const { product, testKey } = await t.addProduct('Moved');
    const dir = newApp();
    const args = ['--service', t.url, '--api-key', testKey, '--protect', '/spirits'];
    expect(await runInit([...args, '--app-url', 'http://localhost:3100'], io(dir).io)).toBe(0);
    const again = io(dir);
    expect(await runInit(['--app-url', 'http://localhost:3200'], again.io)).toBe(0);
    expect(read(dir, '.env.local')).toContain('OFAGE_APP_URL=http://localhost:3200\n');
    expect(read(dir, '.env.local')).not.toContain('3100');
    expect(again.out()).toContain('replaced OFAGE_APP_URL');
    expect(again.out()).toContain(
      'npx next dev -p 3200, so the app answers at http://localhost:3200',
    );
    expect((await getProduct(t.service.ctx.db, product.id))!.allowedOrigins.test).toContain(
      'http://localhost:3200',
    );
    // Added beside the first: an app at another address may be another app of the product.
    const hooks = await listWebhookEndpoints(t.service.ctx.db, product.id, 'test');
    expect(hooks.map((h) => h.url)).toEqual([
      'http://localhost:3100/api/age-gate/webhook',
      'http://localhost:3200/api/age-gate/webhook',
    ]);
    expect(read(dir, '.env.local')).toContain(`OFAGE_WEBHOOK_SECRET=${hooks[1]!.secret}\n`);
  });

  it('ofage init of a second app keeps the first app’s webhook: both receive the result, each signed with its own secret', async () => {
    const { testKey } = await t.addProduct('Storefront and blog');
    const apps = [];
    for (const name of ['storefront', 'blog']) {
      let secret = '';
      const receiver = await startWebhookReceiver(() => secret);
      receivers.push(receiver);
      // The app's URL is the receiver's: init registers <app URL>/api/age-gate/webhook.
      const appUrl = new URL(receiver.url).origin;
      const dir = newApp();
      const run = io(dir);
      const code = await runInit(
        ['--service', t.url, '--api-key', testKey, '--protect', '/spirits', '--app-url', appUrl],
        run.io,
      );
      expect(code, run.err()).toBe(0);
      secret = /^OFAGE_WEBHOOK_SECRET=(.+)$/m.exec(read(dir, '.env.local'))![1]!;
      apps.push({ name, receiver, appUrl, dir, out: run.out() });
    }
    const [storefront, blog] = apps as [(typeof apps)[0], (typeof apps)[0]];
    expect(blog.out).toContain(`added origin ${blog.appUrl} to the test origins`);
    expect(blog.out).toMatch(
      new RegExp(`added webhook endpoint we_[0-9a-f]{24} for ${blog.appUrl}/api/age-gate/webhook`),
    );
    expect(blog.out).not.toMatch(/replac/);

    // init of the blog again: nothing is added, and it says so.
    const again = io(blog.dir);
    expect(await runInit(['--protect', '/spirits'], again.io)).toBe(0);
    expect(again.out()).toContain(`${blog.appUrl} is an allowed test origin (already registered)`);
    expect(again.out()).toContain(`${blog.appUrl}/api/age-gate/webhook already registered`);

    const id = (
      (await (
        await t.call('/api/v1/age-verification/perform', {
          method: 'POST',
          key: testKey,
          json: { jurisdiction: 'GB', criteria: { ageCategory: 'ADULT' } },
        })
      ).json()) as { id: string }
    ).id;
    const done = await t.call('/api/v1/test/set-age-verification-status', {
      method: 'POST',
      key: testKey,
      json: { id, status: 'PASS', method: 'id-document', age: { low: 34, high: 34 } },
    });
    expect(done.status).toBe(200);
    for (const app of [storefront, blog]) {
      const webhook = await app.receiver.waitForMatch(
        (w) => (JSON.parse(w.body) as { data?: { id?: string } }).data?.id === id,
      );
      expect(webhook.validHmac && webhook.validStandard, app.name).toBe(true);
    }
  });

  it('JavaScript with src/ and another alias; JavaScript without one imports relatively', async () => {
    const { testKey } = await t.addProduct('JS shop');
    const args = ['--service', t.url, '--api-key', testKey, '--protect', '/wine', '--app-url', APP];
    const aliased = newApp({ typescript: false, src: true, alias: '~/*' });
    expect(await runInit(args, io(aliased).io)).toBe(0);
    expect(read(aliased, 'src/app/api/age-gate/[...ofage]/route.js')).toContain(
      "import { ageGate } from '~/lib/age-gate';",
    );
    for (const file of ['src/lib/age-gate.js', 'src/proxy.js', 'src/app/age-gate/page.js']) {
      expect(fs.existsSync(path.join(aliased, file)), file).toBe(true);
    }
    const plain = newApp({ typescript: false, alias: null });
    expect(await runInit(args, io(plain).io)).toBe(0);
    expect(read(plain, 'app/api/age-gate/[...ofage]/route.js')).toContain(
      "import { ageGate } from '../../../../lib/age-gate';",
    );
  });

  it('a Pages Router app: ofage/pages, the API route with the body parser off, the gate page in pages/', async () => {
    const { testKey } = await t.addProduct('Pages shop');
    const dir = newApp({ router: 'pages' });
    const run = io(dir);
    const args = ['--service', t.url, '--api-key', testKey, '--protect', '/spirits'];
    expect(await runInit([...args, '--app-url', APP], run.io), run.err()).toBe(0);
    expect(read(dir, 'lib/age-gate.ts')).toBe(
      "import { createAgeGate } from 'ofage/pages';\n\nexport const ageGate = createAgeGate({\n  jurisdiction: 'US-CA',\n  criteria: { ageCategory: 'ADULT' }, // or { age: 21 }\n});\n",
    );
    expect(read(dir, 'pages/api/age-gate/[...ofage].ts')).toBe(
      "import { toPagesApiHandler } from 'ofage/pages';\nimport { ageGate } from '@/lib/age-gate';\n\n// The handlers read the body themselves: size caps, webhook signatures over the raw bytes.\nexport const config = { api: { bodyParser: false } };\n\nexport default toPagesApiHandler(ageGate.handlers);\n",
    );
    expect(read(dir, 'pages/age-gate.tsx')).toBe(
      'import { AgeGate } from \'ofage/react\';\n\nexport default function AgeGatePage() {\n  return <AgeGate name="Pages shop" />;\n}\n',
    );
    expect(read(dir, 'proxy.ts')).toContain("protect: ['/spirits'],");
    for (const file of ['app', 'app/api/age-gate/[...ofage]/route.ts', 'app/age-gate/page.tsx']) {
      expect(fs.existsSync(path.join(dir, file)), file).toBe(false);
    }
    const out = run.out();
    expect(out).toContain('ofage init: Next.js 16, Pages Router, TypeScript, alias @/');
    expect(out).toContain('created  pages/api/age-gate/[...ofage].ts');
    expect(out).toContain('create the page to gate: pages/spirits.tsx');
    expect(out).toContain('export const getServerSideProps = withAgeGate(ageGate, …)');
    expect(out).toMatch(
      new RegExp(
        `webhook  added webhook endpoint we_\\S+ for ${APP}/api/age-gate/webhook \\(test mode\\)`,
      ),
    );

    // Again: nothing rewritten.
    const again = io(dir);
    expect(await runInit(['--protect', '/spirits'], again.io)).toBe(0);
    expect(again.out()).not.toMatch(/^\s+(created|replaced)/m);
  });

  it('a Pages Router app in JavaScript under src/pages without an alias: relative imports, middleware on Next 15.5', async () => {
    const { testKey } = await t.addProduct('Pages JS shop');
    const dir = newApp({
      router: 'pages',
      typescript: false,
      src: true,
      alias: null,
      next: '15.5.4',
      files: { 'src/pages/spirits/index.js': 'export default function S() { return null; }\n' },
    });
    const run = io(dir);
    const args = ['--service', t.url, '--api-key', testKey, '--protect', '/spirits'];
    expect(await runInit([...args, '--app-url', APP], run.io), run.err()).toBe(0);
    expect(read(dir, 'src/pages/api/age-gate/[...ofage].js')).toContain(
      "import { ageGate } from '../../../lib/age-gate';",
    );
    expect(read(dir, 'src/lib/age-gate.js')).toContain("from 'ofage/pages'");
    expect(read(dir, 'src/pages/age-gate.js')).toContain('<AgeGate name="Pages JS shop" />');
    expect(read(dir, 'src/middleware.js')).toContain("protect: ['/spirits'],");
    // pages/spirits/index.js is the page: nothing to create.
    expect(run.out()).not.toContain('create the page to gate');
  });

  it('an app with app/ beside pages/ keeps the App Router files', async () => {
    const { testKey } = await t.addProduct('Mixed shop');
    const dir = newApp({ router: 'both' });
    const args = ['--service', t.url, '--api-key', testKey, '--protect', '/spirits'];
    expect(await runInit([...args, '--app-url', APP], io(dir).io)).toBe(0);
    expect(read(dir, 'lib/age-gate.ts')).toContain("from 'ofage/server'");
    expect(fs.existsSync(path.join(dir, 'app/api/age-gate/[...ofage]/route.ts'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'pages/api'))).toBe(false);
  });

  it('Next 15.5: middleware.ts; --jurisdiction and --age set the requirement in both files', async () => {
    const { testKey } = await t.addProduct('Old next');
    const dir = newApp({ next: '15.5.4' });
    const args = ['--service', t.url, '--api-key', testKey, '--protect', '/spirits,/checkout'];
    expect(await runInit([...args, '--jurisdiction', 'gb', '--age', '21'], io(dir).io)).toBe(0);
    expect(fs.existsSync(path.join(dir, 'proxy.ts'))).toBe(false);
    const middleware = read(dir, 'middleware.ts');
    expect(middleware).toContain("protect: ['/spirits', '/checkout'],");
    expect(middleware).toContain("jurisdiction: 'GB',\n  criteria: { age: 21 },");
    expect(read(dir, 'lib/age-gate.ts')).toContain("jurisdiction: 'GB',\n  criteria: { age: 21 },");
  });

  it('an app with its own proxy: the diff shown, written only with --yes, the gate put first', async () => {
    const { testKey } = await t.addProduct('Own proxy');
    const own = [
      "import { NextResponse, type NextRequest } from 'next/server';",
      '',
      'export function proxy(request: NextRequest) {',
      "  return NextResponse.redirect(new URL('/shop', request.url));",
      '}',
      '',
      "export const config = { matcher: ['/old-shop/:path*'] };",
      '',
    ].join('\n');
    const dir = newApp({ files: { 'proxy.ts': own } });
    const args = ['--service', t.url, '--api-key', testKey, '--protect', '/spirits'];
    const dry = io(dir);
    expect(await runInit(args, dry.io)).toBe(1);
    expect(read(dir, 'proxy.ts')).toBe(own);
    expect(dry.out()).toContain('--- proxy.ts\n+++ proxy.ts (with the age gate)');
    expect(dry.out()).toContain("+import { ageGateProxy, withMatcher } from 'ofage/proxy';");
    expect(dry.out()).toContain('-export function proxy(request: NextRequest) {');
    expect(dry.out()).toContain('+function proxy(request: NextRequest) {');
    expect(dry.out()).toContain(
      'kept     proxy.ts (not edited: standard input is not a terminal, so it did not ask (--yes writes it))',
    );
    expect(dry.out()).toContain(
      '1. add the age gate to proxy.ts (above): until then no page is gated',
    );
    // The hand-written way, typed: `event` is the proxy's parameter, not the DOM's window.event.
    expect(dry.out()).toContain(
      'export async function proxy(request: NextRequest, event: NextFetchEvent) {',
    );

    const yes = io(dir);
    expect(await runInit([...args, '--yes'], yes.io)).toBe(0);
    expect(yes.out()).toContain('edited   proxy.ts: the age gate runs first, then function proxy');
    const edited = read(dir, 'proxy.ts');
    expect(edited).toContain("withMatcher(['/old-shop/:path*'], proxy)");
    expect(edited).toContain("  return NextResponse.redirect(new URL('/shop', request.url));");
    expect(fs.readdirSync(dir).filter((f) => f.includes('ofage-init'))).toEqual([]);

    const third = io(dir);
    expect(await runInit(args, third.io)).toBe(0);
    expect(third.out()).toContain('kept     proxy.ts (it already runs the age gate)');
    expect(read(dir, 'proxy.ts')).toBe(edited);
  });

  it('a proxy it cannot edit safely: left as it is, the reason and a snippet that compiles', async () => {
    const { testKey } = await t.addProduct('Re-exported');
    const own = "export { auth as proxy } from './auth';\n";
    const dir = newApp({ files: { 'proxy.ts': own } });
    const run = io(dir);
    expect(
      await runInit(
        ['--service', t.url, '--api-key', testKey, '--protect', '/spirits', '--yes'],
        run.io,
      ),
    ).toBe(1);
    expect(read(dir, 'proxy.ts')).toBe(own);
    expect(run.out()).toContain(
      "ofage init left proxy.ts as it is: its proxy is re-exported from './auth', so its code is in that file.",
    );
    expect(run.out()).toContain(
      "    import type { NextFetchEvent, NextRequest } from 'next/server';",
    );
    expect(run.out()).toContain('      const denied = await ageGate(request, event);');
  });

  it('a proxy that already runs the gate and no --protect: the closing text names no path', async () => {
    const { testKey } = await t.addProduct('Gated');
    const dir = newApp({
      files: {
        'proxy.ts':
          "import { ageGateProxy } from 'ofage/proxy';\nexport default ageGateProxy({ protect: ['/wine'] });\n",
      },
    });
    const run = io(dir);
    expect(
      await runInit(['--service', t.url, '--api-key', testKey, '--app-url', APP], run.io),
    ).toBe(0);
    expect(run.out()).toContain('kept     proxy.ts (it already runs the age gate)');
    expect(run.out()).toContain(`open a page your proxy gates at ${APP}: you land on the age gate`);
    expect(run.out()).not.toContain(`open ${APP}/:`);
  });

  it('without a terminal it never waits: each missing required option is an error naming it', async () => {
    const { testKey } = await t.addProduct('Flags');
    const dir = newApp();
    for (const [args, flag] of [
      [['--api-key', testKey, '--protect', '/x'], '--service <url>'],
      [['--service', t.url, '--protect', '/x'], '--api-key <key>'],
      [['--service', t.url, '--api-key', testKey], '--protect <path pattern>'],
    ] as const) {
      const run = io(dir);
      expect(await runInit([...args], run.io)).toBe(2);
      expect(run.err()).toContain(`missing ${flag}: standard input is not a terminal`);
      expect(run.asked).toEqual([]);
    }
    expect(fs.readdirSync(dir).sort()).toEqual([
      '.gitignore',
      'app',
      'node_modules',
      'package.json',
      'tsconfig.json',
    ]);
  });

  it('in a terminal it asks for what is missing: the key hidden, the app URL from the dev script, the requirement', async () => {
    const { testKey } = await t.addProduct('Asked');
    const dir = newApp({
      files: {
        'package.json': JSON.stringify({
          name: 'shop',
          scripts: { dev: 'next dev --turbopack -p 4123' },
          dependencies: { next: '^16.0.0' },
        }),
      },
    });
    const answers = [t.url, testKey, '', '/spirits', 'gb', 'x', '21', ''];
    const asked: { q: string; secret: boolean }[] = [];
    const run = io(dir, {
      interactive: true,
      ask: async (q, options) => {
        asked.push({ q, secret: Boolean(options?.secret) });
        return answers.shift()!;
      },
    });
    expect(await runInit([], run.io)).toBe(0);
    expect(asked).toEqual([
      { q: 'ofage service URL (e.g. http://localhost:3000): ', secret: false },
      {
        q: "The product's API key (ofage_test_… or ofage_live_…, not shown as you type): ",
        secret: true,
      },
      { q: "This app's URL [http://localhost:4123]: ", secret: false },
      { q: 'Which path should be gated (e.g. /spirits)? ', secret: false },
      { q: 'Jurisdiction, an ISO 3166 code such as US-CA, GB or DE [US-CA]: ', secret: false },
      { q: 'Minimum age in years (Enter: the age of majority in GB): ', secret: false },
      { q: 'Minimum age in years (Enter: the age of majority in GB): ', secret: false },
    ]);
    expect(run.err()).toContain('--age x: a whole number of years, e.g. 21.');
    expect(read(dir, 'proxy.ts')).toContain("protect: ['/spirits'],");
    expect(read(dir, 'lib/age-gate.ts')).toContain("jurisdiction: 'GB',\n  criteria: { age: 21 },");
    expect(read(dir, '.env.local')).toContain('OFAGE_APP_URL=http://localhost:4123\n');
    expect(run.out()).toContain('npm run dev, so the app answers at http://localhost:4123');
    expect(run.out()).toContain('open http://localhost:4123/spirits: you land on the age gate');
  });

  it('the app URL it suggests is never the service’s own port, nor one in use', async () => {
    const { testKey } = await t.addProduct('Ports');
    const servicePort = Number(new URL(t.url).port);
    // Something (the example storefront, say) already listens on the port after the service's.
    const busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(servicePort + 1, '127.0.0.1', resolve));
    try {
      const dir = newApp({
        files: {
          'package.json': JSON.stringify({
            name: 'shop',
            scripts: { dev: `next dev -p ${servicePort}` },
            dependencies: { next: '^16.0.0' },
          }),
          'pnpm-lock.yaml': '',
        },
      });
      const run = io(dir);
      expect(
        await runInit(
          ['--service', t.url, '--api-key', testKey, '--protect', '/shop/:rest*'],
          run.io,
        ),
      ).toBe(0);
      const appUrl = /^OFAGE_APP_URL=(.+)$/m.exec(read(dir, '.env.local'))![1]!;
      const port = Number(new URL(appUrl).port);
      expect(port).toBeGreaterThan(servicePort + 1);
      expect(run.out()).toContain(`pnpm dev -p ${port}, so the app answers at ${appUrl}`);
      expect(run.out()).toContain(`open a page under ${appUrl}/shop: you land on the age gate`);
      expect(run.out()).not.toContain('cannot share a port');
    } finally {
      await new Promise((resolve) => busy.close(resolve));
    }
  });

  it('a live key changes nothing on the service and says exactly what to set in the console', async () => {
    const { product, liveKey } = await t.addProduct('Live shop');
    const dir = newApp();
    const run = io(dir);
    const code = await runInit(
      [
        '--service',
        t.url,
        '--api-key',
        liveKey,
        '--protect',
        '/spirits',
        '--app-url',
        'https://shop.example.com',
      ],
      run.io,
    );
    expect(code).toBe(0);
    expect((await getProduct(t.service.ctx.db, product.id))!.allowedOrigins).toEqual({
      test: ['http://localhost:3001'],
      live: [],
    });
    const out = run.out();
    expect(out).toContain(`${t.url}/console/products/${product.id}`);
    expect(out).toContain(
      'Settings → Allowed embedding origins → Live origins: add https://shop.example.com',
    );
    expect(out).toContain(
      'Developers → Live → Webhook URL: https://shop.example.com/api/age-gate/webhook',
    );
    expect(read(dir, '.env.local')).not.toContain('OFAGE_WEBHOOK_SECRET');
    expect(read(dir, 'app/age-gate/page.tsx')).toContain('<AgeGate name="Live shop" />');
  });

  it('a service that does not answer: the files are written, the exit code says to look', async () => {
    const dir = newApp();
    const run = io(dir);
    const code = await runInit(
      ['--service', 'http://127.0.0.1:9', '--api-key', 'ofage_test_x', '--protect', '/spirits'],
      run.io,
    );
    expect(code).toBe(1);
    expect(run.out()).toContain('could not be asked about this key (SERVICE_UNREACHABLE');
    expect(read(dir, 'app/age-gate/page.tsx')).toContain('return <AgeGate />;');
  });

  it('refuses what is not a Next.js App Router app, and malformed options', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-init-'));
    dirs.push(empty);
    const run = io(empty);
    expect(await runInit(['--service', t.url], run.io)).toBe(2);
    expect(run.err()).toContain('no package.json');
    const dir = newApp();
    for (const args of [
      ['--app-url', 'http://localhost:3000/shop'],
      ['--protect', "spirits'"],
      ['--jurisdiction', 'Narnia'],
      ['--age', '-3'],
      ['--service', 'ftp://x'],
    ]) {
      const bad = io(dir);
      expect(
        await runInit(['--service', t.url, '--api-key', 'k', '--protect', '/x', ...args], bad.io),
        args.join(' '),
      ).toBe(2);
    }
  });
});

describe('npx ofage init against a service without loopback webhooks', () => {
  let strict: TestService;
  beforeAll(async () => {
    strict = await startTestService('sqlite');
  });
  afterAll(async () => strict.close());

  it('registers the origin alone and says why there is no webhook', async () => {
    const dir = newApp();
    const run = io(dir);
    const code = await runInit(
      [
        '--service',
        strict.url,
        '--api-key',
        strict.testKey,
        '--protect',
        '/spirits',
        '--app-url',
        APP,
      ],
      run.io,
    );
    expect(code).toBe(0);
    expect(
      (await getProduct(strict.service.ctx.db, strict.product.id))!.allowedOrigins.test,
    ).toContain(APP);
    expect(run.out()).toContain('webhook  not set:');
    expect(run.out()).toContain('OFAGE_ALLOW_LOOPBACK_WEBHOOKS');
  });
});
