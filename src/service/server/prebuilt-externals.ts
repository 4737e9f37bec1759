import fs from 'node:fs';
import path from 'node:path';
import { ServiceError } from '../errors/service-error';

/**
 * Turbopack's server chunks load each external package (`serverExternalPackages`: kysely, pg,
 * better-sqlite3, pino…) under a hashed alias, `require("kysely-2ecc66d9a1f33754")`, resolved
 * through symlinks it writes into `.next/node_modules/`. `npm pack` never packs a
 * `node_modules` folder, so the service package ships this list instead (alias → package) and
 * `ofage serve` recreates the links where the package was installed.
 */
export const EXTERNALS_MANIFEST = 'ofage-externals.json';

/** Writes `.next/ofage-externals.json` from the links of a fresh build in `appDir`. */
export function recordExternals(appDir: string): Record<string, string> {
  const linksDir = path.join(appDir, '.next', 'node_modules');
  const aliases: Record<string, string> = {};
  const visit = (dir: string, prefix: string): void => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const alias = prefix + entry.name;
      if (entry.isSymbolicLink()) {
        const target = fs.readlinkSync(path.join(dir, entry.name)).split(path.sep).join('/');
        const at = target.lastIndexOf('node_modules/');
        if (at >= 0) aliases[alias] = target.slice(at + 'node_modules/'.length);
      } else if (entry.isDirectory() && entry.name.startsWith('@')) {
        visit(path.join(dir, entry.name), `${alias}/`);
      }
    }
  };
  visit(linksDir, '');
  fs.writeFileSync(
    path.join(appDir, '.next', EXTERNALS_MANIFEST),
    `${JSON.stringify(aliases, null, 2)}\n`,
  );
  return aliases;
}

/** The directory Node would load `name` from, looking up from `from`. */
function installedPackage(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) return undefined;
  }
}

/**
 * Recreates `.next/node_modules/<alias>` links missing in an installed copy of the service
 * (see {@link EXTERNALS_MANIFEST}), each pointing at the package as installed beside it.
 * Returns the aliases it linked; throws naming the package when one of the service's
 * dependencies is not installed. An optional package (a method's library, an optional peer; a
 * development tool the build saw) that is not installed gets no link: only the pages of the
 * method that needs it would load it, and that method is off.
 */
export function linkExternals(appDir: string): string[] {
  const manifest = path.join(appDir, '.next', EXTERNALS_MANIFEST);
  if (!fs.existsSync(manifest)) return [];
  const aliases = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, string>;
  const required = requiredPackages(appDir);
  const linked: string[] = [];
  for (const [alias, name] of Object.entries(aliases)) {
    const link = path.join(appDir, '.next', 'node_modules', alias);
    if (fs.existsSync(link)) continue;
    const target = installedPackage(name, appDir);
    if (!target && !required.has(name)) continue;
    if (!target) {
      throw new ServiceError(
        'DEPENDENCY_MISSING',
        `ofage: the service pages need the package ${name}, which is not installed: reinstall @ofage/service.`,
      );
    }
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.rmSync(link, { force: true }); // a dangling link from an earlier location
    fs.symlinkSync(path.relative(path.dirname(link), target), link, 'junction');
    linked.push(alias);
  }
  return linked;
}

/** The `dependencies` of the package in `appDir`: what an install always brings. */
function requiredPackages(appDir: string): Set<string> {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    return new Set(Object.keys(pkg.dependencies ?? {}));
  } catch {
    return new Set();
  }
}
