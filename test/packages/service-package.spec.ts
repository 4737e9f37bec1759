import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPagesOnce } from '../e2e/support/build-pages-once';
import { freePort } from '../support/free-port';
import { waitFor } from '../support/wait';
import { startPrebuildMirror } from './prebuild-mirror';

const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** npm as a self-hoster runs it in an empty folder: none of the `npm_*` variables of `npm test`. */
const cleanEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k) && k !== 'INIT_CWD'),
  ) as NodeJS.ProcessEnv;

/**
 * A self-hoster who never clones the repository. `npm pack` of the service
 * (compiled, its pages prebuilt), `npm install` of the tarball in an empty folder — without the
 * optional peers, as a deployment that offers wallets, cards, banks and age keys installs it —
 * `npx ofage serve`, then the API, the widget and the console answer, with the data in that
 * folder, and no TypeScript loader anywhere. better-sqlite3's prebuilt binary comes from a
 * loopback mirror (`prebuild-mirror.ts`: GitHub is out of reach here, and compiling it takes
 * about 100 s). Runs when `OFAGE_TEST_PACKAGES=1` (CI sets it).
 */
describe.runIf(process.env.OFAGE_TEST_PACKAGES === '1')('the packed @ofage/service', () => {
  let dir: string;
  let server: ChildProcess | undefined;
  let url: string;
  let port: number;
  let output = '';
  const ofage = async (...args: string[]): Promise<string> =>
    (
      await run(path.join(dir, 'node_modules', '.bin', 'ofage'), args, {
        cwd: dir,
        env: cleanEnv(),
      })
    ).stdout;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-selfhost-'));
    await buildPagesOnce();
    // `--ignore-scripts` below skips prepack, which compiles the service too.
    await run(process.execPath, [path.join(ROOT, 'scripts', 'build-service.mjs')], { cwd: ROOT });
    const { stdout } = await run(
      'npm',
      ['pack', '--json', '--ignore-scripts', '--pack-destination', dir],
      { cwd: ROOT, env: cleanEnv(), maxBuffer: 64 * 1024 * 1024 },
    );
    const tarball = path.join(dir, (JSON.parse(stdout) as { filename: string }[])[0]!.filename);
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: 'selfhost', private: true }),
    );
    const mirror = await startPrebuildMirror(dir);
    try {
      await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], {
        cwd: dir,
        env: { ...cleanEnv(), ...mirror.env },
        maxBuffer: 64 * 1024 * 1024,
      });
      // Correct either way; this says why a run took minutes longer.
      if (mirror.served() === 0) console.log('better-sqlite3 was compiled: not on the mirror');
    } finally {
      await mirror.close();
    }

    port = await freePort();
    url = `http://localhost:${port}`;
    server = spawn(
      path.join(dir, 'node_modules', '.bin', 'ofage'),
      ['serve', '--port', String(port)],
      {
        cwd: dir,
        env: { ...cleanEnv(), HOST: '127.0.0.1', OFAGE_LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const started = server;
    const outcome = await waitFor(
      () => (started.exitCode !== null ? 'exited' : output.includes('Press Ctrl+C') && 'listening'),
      { timeout: 60_000, interval: 250, message: () => `ofage serve to listen:\n${output}` },
    );
    if (outcome === 'exited') throw new Error(`ofage serve exited:\n${output}`);
  }, 900_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      await new Promise<void>((resolve) => {
        server!.once('exit', () => resolve());
        server!.kill('SIGTERM');
      });
    }
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('ships the compiled service, its prebuilt pages and none of the plugin, tests or tooling', () => {
    const pkg = path.join(dir, 'node_modules', '@ofage', 'service');
    expect(fs.readdirSync(pkg).sort()).toEqual(
      ['.next', 'README.md', 'bin', 'dist', 'next.config.ts', 'package.json'].sort(),
    );
    expect(fs.readdirSync(path.join(pkg, 'dist')).sort()).toEqual(['protocol', 'service']);
    expect(fs.existsSync(path.join(pkg, 'dist', 'service', 'cli', 'main.js'))).toBe(true);
    expect(fs.existsSync(path.join(pkg, '.next', 'BUILD_ID'))).toBe(true);
    expect(fs.existsSync(path.join(pkg, '.next', 'cache'))).toBe(false);
  });

  it('runs without tsx or the vision stack installed', () => {
    const installed = (name: string): boolean =>
      fs.existsSync(path.join(dir, 'node_modules', name, 'package.json'));
    expect(installed('tsx')).toBe(false);
    // sharp is not in the list: Next.js installs it itself (an optional dependency of next).
    for (const name of [
      '@vladmandic/human',
      '@tensorflow/tfjs-core',
      'tesseract.js',
      'zxing-wasm',
    ]) {
      expect(installed(name), name).toBe(false);
    }
    expect(installed('better-sqlite3')).toBe(true);
  });

  it('says at start which methods are off and what to install for them', () => {
    expect(output).toMatch(/facial age estimation is off: install @vladmandic\/human@\S+ /);
    expect(output).toMatch(/ID document verification is off: install tesseract\.js@\S+ /);
  });

  it('serve says where it listens, its database in the working folder, and the console', () => {
    expect(output).toContain(
      `ofage service listening on http://127.0.0.1:${port} (public URL ${url})`,
    );
    expect(output).toContain(`SQLite, ${path.join(fs.realpathSync(dir), '.data')}`);
    expect(output).toContain(`${url}/console`);
    expect(fs.existsSync(path.join(dir, '.data'))).toBe(true);
  });

  it('answers the API, renders the widget of a new verification and the console', async () => {
    expect(await (await fetch(`${url}/api/health`)).json()).toEqual({ status: 'ok' });
    const product = JSON.parse(
      await ofage('products', 'create', '--name', 'Self-hosted shop', '--json'),
    ) as { id: string };
    const { key } = JSON.parse(
      await ofage('keys', 'create', '--product', product.id, '--mode', 'test', '--json'),
    ) as { key: string };
    const performed = await fetch(`${url}/api/v1/age-verification/perform`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ jurisdiction: 'US-CA', criteria: { ageCategory: 'ADULT' } }),
    });
    expect(performed.status).toBe(200);
    const widget = await fetch(((await performed.json()) as { url: string }).url);
    expect(widget.status).toBe(200);
    expect(await widget.text()).toContain('TEST MODE');
    const console = await fetch(`${url}/console/sign-in`);
    expect(console.status).toBe(200);
  });
});
