import fs from 'node:fs';
import path from 'node:path';

/** What `ofage init` needs to know about the app it writes into. */
export interface NextApp {
  root: string;
  /**
   * `app` for the App Router (also beside `pages/`); `pages` for an app with only the Pages
   * Router, which gets `ofage/pages`' API route and a gate page in `pages/`.
   */
  router: 'app' | 'pages';
  /** `src` when the app lives in `src/app` (or `src/pages`), else empty. */
  srcDir: '' | 'src';
  typescript: boolean;
  /**
   * The import alias that points at `srcDir` (create-next-app's `@/`), with its trailing `/`;
   * undefined when there is none (imports are then relative).
   */
  alias: string | undefined;
  /** The installed (or declared) Next.js major version, when it can be told. */
  nextMajor: number | undefined;
  /** `proxy` on Next 16 and later, `middleware` before (the same file, renamed in Next 16). */
  proxyName: 'proxy' | 'middleware';
  /** A proxy or middleware file the app already has, relative to `root`. */
  existingProxy: string | undefined;
  /**
   * The dynamic segment holding the app's root layout when there is none above it, e.g.
   * `[locale]` in a next-intl app (`app/[locale]/layout.tsx`): pages go inside it.
   */
  rootSegment?: string;
}

export class InitError extends Error {
  override readonly name = 'InitError';
}

/**
 * Looks at the folder `ofage init` runs in: a Next.js app (package.json with `next`), App Router
 * (`app/` or `src/app/`) or else Pages Router (`pages/` or `src/pages/`), TypeScript or JavaScript,
 * its import alias, its Next.js version and any proxy/middleware file it already has.
 */
export function detectNextApp(root: string): NextApp {
  const pkgFile = path.join(root, 'package.json');
  if (!fs.existsSync(pkgFile)) {
    throw new InitError(
      `no package.json in ${root}: run ofage init in your Next.js app's folder (create one with npx create-next-app@latest).`,
    );
  }
  const pkg = readJson(pkgFile) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const declared = pkg.dependencies?.next ?? pkg.devDependencies?.next;
  if (!declared) {
    throw new InitError(`${pkgFile} does not depend on next: ofage init integrates a Next.js app.`);
  }
  const routerDir = (name: string) =>
    isDir(path.join(root, 'src', name)) ? 'src' : isDir(path.join(root, name)) ? '' : undefined;
  const appDir = routerDir('app');
  const pagesDir = routerDir('pages');
  const router = appDir !== undefined ? 'app' : 'pages';
  const srcDir = appDir ?? pagesDir;
  if (srcDir === undefined) {
    throw new InitError(
      'no app/ or pages/ folder (nor src/app/, src/pages/): run ofage init in your Next.js app, next to its app/ or pages/ folder.',
    );
  }
  const typescript = fs.existsSync(path.join(root, 'tsconfig.json'));
  const nextMajor = installedMajor(root) ?? declaredMajor(declared);
  const proxyName = nextMajor !== undefined && nextMajor < 16 ? 'middleware' : 'proxy';
  const existingProxy = ['', 'src']
    .flatMap((dir) =>
      ['proxy', 'middleware'].flatMap((name) =>
        ['ts', 'js', 'mjs', 'tsx', 'jsx'].map((ext) => path.join(dir, `${name}.${ext}`)),
      ),
    )
    .find((file) => fs.existsSync(path.join(root, file)));
  return {
    root,
    router,
    srcDir,
    typescript,
    alias: importAlias(root, srcDir, typescript),
    nextMajor,
    proxyName,
    existingProxy,
    rootSegment: router === 'app' ? rootSegment(path.join(root, srcDir, 'app')) : undefined,
  };
}

/** `[locale]` when app/ has no layout and `app/[locale]/layout.*` is the root layout. */
function rootSegment(appDir: string): string | undefined {
  const layout = (dir: string) =>
    ['tsx', 'ts', 'jsx', 'js'].some((e) => fs.existsSync(path.join(dir, `layout.${e}`)));
  if (layout(appDir)) return undefined;
  const segments = fs
    .readdirSync(appDir)
    .filter((name) => /^\[[^.[\]]+\]$/.test(name) && layout(path.join(appDir, name)));
  return segments.length === 1 ? segments[0] : undefined;
}

/** The `paths` entry of tsconfig.json / jsconfig.json that maps `<alias>*` to `srcDir`. */
function importAlias(root: string, srcDir: string, typescript: boolean): string | undefined {
  const file = path.join(root, typescript ? 'tsconfig.json' : 'jsconfig.json');
  if (!fs.existsSync(file)) return undefined;
  let config: { compilerOptions?: { baseUrl?: string; paths?: Record<string, string[]> } };
  try {
    config = readJson(file) as typeof config;
  } catch {
    return undefined;
  }
  const base = config.compilerOptions?.baseUrl ?? '.';
  const want = path.resolve(root, srcDir);
  for (const [key, targets] of Object.entries(config.compilerOptions?.paths ?? {})) {
    if (!key.endsWith('/*') || !Array.isArray(targets)) continue;
    const target = targets[0];
    if (!target?.endsWith('/*')) continue;
    if (path.resolve(root, base, target.slice(0, -2)) === want) return key.slice(0, -1);
  }
  return undefined;
}

function installedMajor(root: string): number | undefined {
  try {
    const { version } = readJson(path.join(root, 'node_modules', 'next', 'package.json')) as {
      version: string;
    };
    return Number.parseInt(version, 10);
  } catch {
    return undefined;
  }
}

function declaredMajor(range: string): number | undefined {
  const match = /(\d+)/.exec(range);
  return match ? Number(match[1]) : undefined;
}

function isDir(p: string): boolean {
  try {
    return fs.statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/** JSON, or JSONC as tsconfig files often are (comments, trailing commas). */
function readJson(file: string): unknown {
  const text = fs.readFileSync(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch {
    const stripped = text
      .replace(/("(?:\\.|[^"\\])*")|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (m, str: string) => str ?? '')
      .replace(/,(\s*[}\]])/g, '$1');
    return JSON.parse(stripped);
  }
}
