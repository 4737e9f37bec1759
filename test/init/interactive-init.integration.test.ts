import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLibIfStale, PLUGIN_DIR } from '../../scripts/build-example';
import { getProduct } from '../../src/service/products/products';
import { startTestService, type TestService } from '../support/test-service';
import { waitFor } from '../support/wait';
import { PLAIN } from './proxy-shapes';

/**
 * `npx ofage init` as a merchant runs it in a terminal: the built command in a real
 * pseudo-terminal (util-linux `script`), answered as a person types, each answer sent once
 * its question is on the screen. What the terminal showed is the transcript.
 */
const LAUNCHER = path.join(PLUGIN_DIR, 'bin', 'ofage.js');

let t: TestService;
beforeAll(async () => {
  buildLibIfStale(() => undefined);
  t = await startTestService('sqlite', { env: { OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '1' } });
});
afterAll(async () => t.close());

function newApp(files: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-tty-'));
  const all: Record<string, string> = {
    'package.json': JSON.stringify({
      name: 'shop',
      scripts: { dev: 'next dev -p 4321' },
      dependencies: { next: '^16.0.0' },
    }),
    'node_modules/next/package.json': JSON.stringify({ name: 'next', version: '16.4.5' }),
    'app/page.tsx': 'export default function Home() { return null; }\n',
    'app/spirits/page.tsx': 'export default function Spirits() { return null; }\n',
    'tsconfig.json': '{ "compilerOptions": { "paths": { "@/*": ["./*"] } } }\n',
    ...files,
  };
  for (const [file, content] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

/** `ofage init` in a pseudo-terminal; `answer` types a line once `question` has been shown. */
function inTerminal(cwd: string) {
  const child: ChildProcess = spawn(
    'script',
    [
      '--quiet',
      '--flush',
      '--return',
      '--command',
      `${process.execPath} ${LAUNCHER} init`,
      '/dev/null',
    ],
    { cwd, env: { ...process.env, TERM: 'xterm' }, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let screen = '';
  child.stdout!.on('data', (chunk: Buffer) => (screen += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (screen += chunk.toString()));
  let seen = 0;
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  return {
    screen: () => screen,
    async answer(question: string, line: string) {
      await waitFor(
        () => {
          const at = screen.indexOf(question, seen);
          if (at < 0) return false;
          seen = at + question.length;
          return true;
        },
        { timeout: 30_000, message: () => `"${question}" on the screen:\n${screen}` },
      );
      // Enter in a raw terminal is a carriage return.
      child.stdin!.write(`${line}\r`);
    },
    exited,
  };
}

describe('npx ofage init in a terminal', () => {
  it('asks for each value, never shows the API key, and writes what was answered', async () => {
    const dir = newApp();
    const { product, testKey } = await t.addProduct('Typed');
    const run = inTerminal(dir);
    await run.answer('ofage service URL (e.g. http://localhost:3000): ', t.url);
    await run.answer(
      "The product's API key (ofage_test_… or ofage_live_…, not shown as you type): ",
      testKey,
    );
    await run.answer("This app's URL [http://localhost:4321]: ", '');
    await run.answer('Which path should be gated (e.g. /spirits)? ', '/spirits');
    await run.answer('Jurisdiction, an ISO 3166 code such as US-CA, GB or DE [US-CA]: ', 'de');
    await run.answer('Minimum age in years (Enter: the age of majority in DE): ', '');
    expect(await run.exited, run.screen()).toBe(0);

    const screen = run.screen();
    // The typed URL and path are echoed; the key is not, in any form.
    expect(screen).toContain(t.url);
    expect(screen).not.toContain(testKey);
    expect(screen).not.toContain(testKey.slice(-12));
    expect(screen).toContain('npm run dev, so the app answers at http://localhost:4321');
    expect(screen).toContain('open http://localhost:4321/spirits: you land on the age gate');

    const env = fs.readFileSync(path.join(dir, '.env.local'), 'utf8');
    expect(env).toContain(`OFAGE_API_KEY=${testKey}\n`);
    expect(env).toContain('OFAGE_APP_URL=http://localhost:4321\n');
    expect(fs.readFileSync(path.join(dir, 'lib/age-gate.ts'), 'utf8')).toContain(
      "jurisdiction: 'DE',\n  criteria: { ageCategory: 'ADULT' },",
    );
    expect((await getProduct(t.service.ctx.db, product.id))!.allowedOrigins.test).toContain(
      'http://localhost:4321',
    );
    fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it("shows the change to the app's own proxy and writes it only when told yes", async () => {
    const dir = newApp({ 'proxy.ts': PLAIN.source });
    const args = (answer: string) => async (run: ReturnType<typeof inTerminal>) => {
      // The first run asks for the app's URL; the second finds it in .env.local.
      if (answer === 'n') await run.answer("This app's URL [http://localhost:4321]: ", '');
      await run.answer('Which path should be gated (e.g. /spirits)? ', '/spirits');
      await run.answer('[US-CA]: ', '');
      await run.answer('(Enter: the age of majority in US-CA): ', '');
      await run.answer('Write this change to proxy.ts? [Y/n] ', answer);
    };
    fs.writeFileSync(
      path.join(dir, '.env.local'),
      `OFAGE_SERVICE_URL=${t.url}\nOFAGE_API_KEY=${t.testKey}\n`,
    );

    const declined = inTerminal(dir);
    await args('n')(declined);
    expect(await declined.exited).toBe(1);
    expect(declined.screen()).toContain('+++ proxy.ts (with the age gate)');
    expect(declined.screen()).toContain('kept     proxy.ts (not edited: you said no)');
    expect(fs.readFileSync(path.join(dir, 'proxy.ts'), 'utf8')).toBe(PLAIN.source);

    const accepted = inTerminal(dir);
    await args('')(accepted);
    expect(await accepted.exited, accepted.screen()).toBe(0);
    expect(accepted.screen()).toContain(
      'edited   proxy.ts: the age gate runs first, then function proxy',
    );
    expect(fs.readFileSync(path.join(dir, 'proxy.ts'), 'utf8')).toContain(
      "withMatcher(['/old-shop/:path*', '/spirits/:path*', '/'], proxy)",
    );
    fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000);
});
