import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BUILD_ENV, buildLibIfStale, PLUGIN_DIR } from '../../../scripts/build-example';
import { waitFor } from '../../support/wait';
import { installOnce, sharedTarball } from './installs';
import { quickStartFiles } from './quick-start-files';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * This process's environment without what an in-process Next.js (the service's pages, started by
 * an earlier test) left in it: its `TURBOPACK`, `NEXT_*` and `__NEXT_*` variables would make the
 * new app's own Next (15.5) build with Turbopack and fail to prerender `/404`. `OFAGE_*` goes
 * too: the new app reads its own (`.env.local` or what a test passes).
 */
const parentEnv = (): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(__NEXT|NEXT_|TURBOPACK|OFAGE_)/.test(key)),
  );
const run = promisify(execFile);

/** The version the repository itself installs, e.g. of `react` or `typescript`. */
export function installedVersion(name: string): string {
  const pkg = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8'),
  ) as { version: string };
  return pkg.version;
}

/**
 * npm as a merchant runs it in their own folder: none of the `npm_*` variables `npm test` hands
 * down (they would point npm at this repository), the shared cache preferred over the network.
 */
function npm(args: string[], cwd: string): Promise<{ stdout: string; stderr: string }> {
  const env = Object.fromEntries(
    Object.entries(parentEnv()).filter(([k]) => !/^npm_/i.test(k) && k !== 'INIT_CWD'),
  );
  return run('npm', [...args, '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd,
    env: { ...env, NODE_ENV: 'development' },
    maxBuffer: 64 * 1024 * 1024,
  });
}

/**
 * `npm pack` of the plugin into `dir`, from a `dist/` built when its sources changed (under the
 * lock the other builds of `dist/` take, so no test reads it half-written). Returns the tarball,
 * or the same bytes under the name every app of this run uses (see {@link sharedTarball}).
 */
export async function packPlugin(dir: string): Promise<string> {
  buildLibIfStale(() => undefined);
  const { stdout } = await npm(['pack', '--json', '--pack-destination', dir], PLUGIN_DIR);
  return sharedTarball(path.join(dir, (JSON.parse(stdout) as { filename: string }[])[0]!.filename));
}

export interface NewApp {
  dir: string;
  /** Where the app's own files are: `src` or the root. */
  base: string;
  /**
   * What `npm install` of this package.json printed in this run (npm warns there about a
   * dependency's install scripts); see {@link installOnce}.
   */
  installLog: string;
  /**
   * Every installed copy of each package, by name: their locations. One `npm query` for all of
   * them (each npm start costs a second or two of a loaded machine).
   */
  copiesOf(names: string[]): Promise<Record<string, string[]>>;
  /** Writes the merchant quick start's four files, the proxy under `proxyFile`. */
  writeQuickStart(proxyFile: string): void;
  /** `npx ofage init …` in the app, with standard input that is not a terminal. */
  ofageInit(args: string[]): Promise<{ code: number; stdout: string; stderr: string }>;
  /** `next build`; `env` adds to the placeholder values the build needs. */
  build(env?: Record<string, string>): Promise<void>;
  /** `next start` (or `next dev`) on the port; resolves once it answers. */
  start(
    port: number,
    env: Record<string, string>,
    mode?: 'start' | 'dev',
    /**
     * The host it binds, `127.0.0.1` unless told. `localhost` for a proxy that rewrites to the
     * request's own URL (Clerk): Next names loopback requests `localhost`, and a rewrite to
     * another host than the one the server answers on is proxied as external.
     */
    host?: string,
  ): Promise<ChildProcess & { log: () => string }>;
}

/**
 * A fresh Next.js app in a temporary folder, laid out as `create-next-app` makes it: TypeScript
 * or JavaScript, with or without `src/`, the `@/*` alias; `next`, `react` and the plugin tarball
 * installed; a home page and the page to gate (`/spirits`) of the shop's own.
 */
export async function createNewApp(options: {
  next: string;
  react: string;
  tarball: string;
  typescript: boolean;
  src: boolean;
  /** The `nextConfig` object literal; default `{}`. */
  nextConfig?: string;
  /** More packages the shop depends on (an i18n or auth library), name to version range. */
  dependencies?: Record<string, string>;
  /**
   * `pages`: a Pages Router app (no app/), its gated pages guarded by `withAgeGate` from the
   * `lib/age-gate` that `ofage init` writes (see {@link writePagesRouterPages}).
   */
  router?: 'app' | 'pages';
}): Promise<NewApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-new-app-'));
  const base = options.src ? 'src' : '';
  const ts = options.typescript;
  const write = (file: string, content: string): void => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };
  const at = (file: string) => path.posix.join(base, file);
  const nextConfig = options.nextConfig ?? '{}';
  // Cache Components refuses route segment config: the page is then static, prerendered at build
  // time (its content on disk, in segment files too), which the gate must hold all the same.
  const cacheComponents = /cacheComponents:\s*true/.test(nextConfig);
  write(
    'package.json',
    JSON.stringify(
      {
        name: 'new-shop',
        version: '0.1.0',
        private: true,
        scripts: { dev: 'next dev', build: 'next build', start: 'next start' },
        dependencies: {
          next: options.next,
          ofage: `file:${options.tarball}`,
          react: options.react,
          'react-dom': options.react,
          ...options.dependencies,
        },
        devDependencies: ts
          ? {
              '@types/node': `^${installedVersion('@types/node').split('.')[0]}`,
              '@types/react': installedVersion('@types/react'),
              '@types/react-dom': installedVersion('@types/react-dom'),
              typescript: installedVersion('typescript'),
            }
          : {},
      },
      null,
      2,
    ),
  );
  const paths = { '@/*': [`./${base ? `${base}/` : ''}*`] };
  if (ts) {
    write(
      'tsconfig.json',
      JSON.stringify(
        {
          compilerOptions: {
            target: 'ES2017',
            lib: ['dom', 'dom.iterable', 'esnext'],
            allowJs: true,
            skipLibCheck: true,
            strict: true,
            noEmit: true,
            esModuleInterop: true,
            module: 'esnext',
            moduleResolution: 'bundler',
            resolveJsonModule: true,
            isolatedModules: true,
            jsx: 'preserve',
            incremental: true,
            plugins: [{ name: 'next' }],
            paths,
          },
          include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts'],
          exclude: ['node_modules'],
        },
        null,
        2,
      ),
    );
    write(
      'next.config.ts',
      `import type { NextConfig } from 'next';\n\nconst nextConfig: NextConfig = ${nextConfig};\n\nexport default nextConfig;\n`,
    );
  } else {
    write('jsconfig.json', JSON.stringify({ compilerOptions: { paths } }, null, 2));
    write('next.config.mjs', `const nextConfig = ${nextConfig};\n\nexport default nextConfig;\n`);
  }
  write('.gitignore', 'node_modules\n.next\n.env*\n');
  if (options.router === 'pages') writePagesRouterPages(write, at, ts);
  else {
    write(
      at(`app/layout.${ts ? 'tsx' : 'js'}`),
      `export default function RootLayout({ children }${ts ? ': { children: React.ReactNode }' : ''}) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n`,
    );
    // A <Link>, which the router prefetches while the visitor is not verified yet.
    write(
      at(`app/page.${ts ? 'tsx' : 'js'}`),
      'import Link from \'next/link\';\n\nexport default function Home() {\n  return <Link href="/spirits">Spirits</Link>;\n}\n',
    );
    write(
      at(`app/spirits/page.${ts ? 'tsx' : 'js'}`),
      `${cacheComponents ? '' : "export const dynamic = 'force-dynamic';\n\n"}export default function Spirits() {\n  return <h1>The spirits cellar</h1>;\n}\n`,
    );
  }

  const { log: installLog } = await installOnce(dir, async () => {
    const { stdout, stderr } = await npm(['install'], dir);
    return stdout + stderr;
  });
  const nextBin = path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next');

  return {
    dir,
    base,
    installLog,
    copiesOf: async (names) => {
      const selector = names.map((name) => `#${name}`).join(', ');
      const { stdout: json } = await npm(['query', selector], dir);
      const copies: Record<string, string[]> = Object.fromEntries(names.map((name) => [name, []]));
      for (const node of JSON.parse(json) as { name: string; location: string }[]) {
        copies[node.name]?.push(node.location);
      }
      return copies;
    },
    writeQuickStart: (proxyFile) => {
      for (const file of quickStartFiles().files) {
        write(file.path === 'proxy.ts' ? proxyFile : file.path, file.code);
      }
    },
    ofageInit: async (args) => {
      const child = spawn('npx', ['--no-install', 'ofage', 'init', ...args], {
        cwd: dir,
        // Not a terminal: ofage init must not wait for an answer.
        stdio: ['ignore', 'pipe', 'pipe'],
        env: Object.fromEntries(
          Object.entries(parentEnv()).filter(([k]) => !/^npm_/i.test(k) && k !== 'INIT_CWD'),
        ) as NodeJS.ProcessEnv,
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (c: Buffer) => (out += c.toString()));
      child.stderr.on('data', (c: Buffer) => (err += c.toString()));
      const code = await new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
      return { code, stdout: out, stderr: err };
    },
    build: async (env = {}) => {
      await run(process.execPath, [nextBin, 'build'], {
        cwd: dir,
        env: {
          ...parentEnv(),
          ...BUILD_ENV,
          ...env,
          NODE_ENV: 'production',
          NEXT_TELEMETRY_DISABLED: '1',
        },
        maxBuffer: 64 * 1024 * 1024,
      }).catch((error: { stdout?: string; stderr?: string }) => {
        throw new Error(`next build of the new app failed:\n${error.stdout}\n${error.stderr}`);
      });
    },
    start: async (port, env, mode = 'start', host = '127.0.0.1') => {
      let log = '';
      const child = spawn(process.execPath, [nextBin, mode, '-p', String(port), '-H', host], {
        cwd: dir,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...parentEnv(),
          ...env,
          NODE_ENV: mode === 'dev' ? 'development' : 'production',
          NEXT_TELEMETRY_DISABLED: '1',
        },
      });
      child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
      // `next dev` compiles the route on its first request: allow it minutes on a busy machine.
      const outcome = await waitFor(
        async () =>
          child.exitCode !== null
            ? 'exited'
            : (await fetch(`http://${host}:${port}/api/age-gate/status`)).status < 500 &&
              'answering',
        {
          timeout: mode === 'dev' ? 300_000 : 60_000,
          interval: 250,
          message: () => `the new app to answer on port ${port}:\n${log}`,
        },
      ).catch((error: unknown) => {
        child.kill('SIGTERM');
        throw error;
      });
      if (outcome === 'exited') throw new Error(`the new app exited:\n${log}`);
      return Object.assign(child, { log: () => log });
    },
  };
}

/** What a gated page of the Pages Router app hands its component: never without a verification. */
export const PAGES_PROPS_MARKER = 'cellar-props-only-for-the-verified';

/**
 * The Pages Router app's own pages: a home page with client-side `<Link>`s, `/spirits` (gated by
 * the proxy and by `withAgeGate`) and `/reserve` (by `withAgeGate` alone), both with props that
 * only a verified visitor may get.
 */
function writePagesRouterPages(
  write: (file: string, content: string) => void,
  at: (file: string) => string,
  ts: boolean,
): void {
  const ext = ts ? 'tsx' : 'js';
  write(
    at(`pages/index.${ext}`),
    'import Link from \'next/link\';\n\nexport default function Home() {\n  return (\n    <>\n      <Link href="/spirits">Spirits</Link>\n      <Link href="/reserve">Reserve</Link>\n    </>\n  );\n}\n',
  );
  for (const [page, heading] of [
    ['spirits', 'The spirits cellar'],
    ['reserve', 'The reserve list'],
  ] as const) {
    write(
      at(`pages/${page}.${ext}`),
      [
        "import { withAgeGate } from 'ofage/pages';",
        "import { ageGate } from '@/lib/age-gate';",
        '',
        'export const getServerSideProps = withAgeGate(ageGate, ({ ageVerification }) => ({',
        `  props: { secret: '${PAGES_PROPS_MARKER}', jurisdiction: ageVerification.jurisdiction },`,
        '}));',
        '',
        `export default function Page({ secret, jurisdiction }${ts ? ': { secret: string; jurisdiction: string }' : ''}) {`,
        '  return (',
        '    <>',
        `      <h1>${heading}</h1>`,
        '      <p>',
        '        {secret} ({jurisdiction})',
        '      </p>',
        '    </>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
  }
}
