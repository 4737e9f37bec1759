import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BUILD_ENV, buildLibIfStale, PLUGIN_DIR } from '../../../scripts/build-example';
import { withBuildLock } from '../support/with-build-lock';
import { readmeIntegration } from './readme-integration';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * This process's environment without what an in-process Next.js (the service's pages, started by
 * an earlier test) left in it: `__NEXT_PRIVATE_*` and friends would make the new app's own Next
 * resolve a prebundled React of another version and fail to prerender `/404`.
 */
const parentEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(__NEXT|NEXT_PRIVATE|NEXT_RUNTIME)/.test(key)),
  ) as NodeJS.ProcessEnv;
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
function npm(args: string[], cwd: string): Promise<{ stdout: string }> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k) && k !== 'INIT_CWD'),
  );
  return run('npm', [...args, '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd,
    env: { ...env, NODE_ENV: 'development' },
    maxBuffer: 64 * 1024 * 1024,
  });
}

/**
 * `npm pack` of the plugin into `dir`, from a `dist/` built when its sources changed (under the
 * lock the other builds of `dist/` take, so no test reads it half-written). Returns the tarball.
 */
export async function packPlugin(dir: string): Promise<string> {
  await withBuildLock('.example-build.lock', () => buildLibIfStale(() => undefined));
  const { stdout } = await npm(
    ['pack', '--json', '--ignore-scripts', '--pack-destination', dir],
    PLUGIN_DIR,
  );
  return path.join(dir, (JSON.parse(stdout) as { filename: string }[])[0]!.filename);
}

export interface NewApp {
  dir: string;
  /** `npm query` of every installed copy of a package: their locations. */
  copiesOf(name: string): Promise<string[]>;
  /** `next start` on the port; resolves once it answers. */
  start(port: number, env: Record<string, string>): Promise<ChildProcess>;
}

/**
 * A fresh Next.js app in a temporary folder, as `create-next-app` lays it out (TypeScript, App
 * Router, `@/*` alias), with the plugin tarball, `next` and `react` installed and the README's
 * integration files written as they are (on Next 15.5 the proxy file is `middleware.ts`, as the
 * README says), plus two pages of the shop's own; then `next build`.
 */
export async function createNewApp(options: {
  next: string;
  react: string;
  tarball: string;
  /** The proxy file's name: `proxy.ts` (Next 16) or `middleware.ts` (Next 15.5). */
  proxyFile: string;
}): Promise<NewApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-new-app-'));
  const write = (file: string, content: string): void => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };
  write(
    'package.json',
    JSON.stringify(
      {
        name: 'new-shop',
        version: '0.1.0',
        private: true,
        scripts: { build: 'next build', start: 'next start' },
        dependencies: {
          next: options.next,
          ofage: `file:${options.tarball}`,
          react: options.react,
          'react-dom': options.react,
        },
        devDependencies: {
          '@types/node': `^${installedVersion('@types/node').split('.')[0]}`,
          '@types/react': installedVersion('@types/react'),
          '@types/react-dom': installedVersion('@types/react-dom'),
          typescript: installedVersion('typescript'),
        },
      },
      null,
      2,
    ),
  );
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
          paths: { '@/*': ['./*'] },
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
    "import type { NextConfig } from 'next';\n\nconst nextConfig: NextConfig = {};\n\nexport default nextConfig;\n",
  );
  write(
    'app/layout.tsx',
    'export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  );
  write(
    'app/page.tsx',
    'export default function Home() {\n  return <a href="/spirits">Spirits</a>;\n}\n',
  );
  write(
    'app/spirits/page.tsx',
    "export const dynamic = 'force-dynamic';\n\nexport default function Spirits() {\n  return <h1>The spirits cellar</h1>;\n}\n",
  );
  for (const file of readmeIntegration().files) {
    write(file.path === 'proxy.ts' ? options.proxyFile : file.path, file.code);
  }

  await npm(['install'], dir);
  const nextBin = path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next');
  await run(process.execPath, [nextBin, 'build'], {
    cwd: dir,
    env: { ...parentEnv(), ...BUILD_ENV, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`next build of the new app failed:\n${error.stdout}\n${error.stderr}`);
  });

  return {
    dir,
    copiesOf: async (name) => {
      const { stdout } = await npm(['query', `#${name}`], dir);
      return (JSON.parse(stdout) as { location: string }[]).map((node) => node.location);
    },
    start: async (port, env) => {
      let log = '';
      const child = spawn(
        process.execPath,
        [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'],
        {
          cwd: dir,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...parentEnv(), ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
        },
      );
      child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
      for (let i = 0; i < 240; i++) {
        if (child.exitCode !== null) throw new Error(`the new app exited:\n${log}`);
        const up = await fetch(`http://127.0.0.1:${port}/api/age-gate/status`).then(
          (r) => r.status < 500,
          () => false,
        );
        if (up) return child;
        await new Promise((r) => setTimeout(r, 250));
      }
      child.kill('SIGTERM');
      throw new Error(`the new app did not answer on port ${port}:\n${log}`);
    },
  };
}
