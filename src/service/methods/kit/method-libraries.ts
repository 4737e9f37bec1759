import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Whether the package `name` is installed where the service can load it. A seam: tests pass
 * their own, so a missing library is simulated without touching `node_modules`.
 */
export type PackageResolver = (name: string) => boolean;

/**
 * The packages a method's real reads need beyond the service's own dependencies: the optional
 * peers of `@ofage/service` (the vision stack, hundreds of megabytes), installed only where the
 * method is offered.
 */
export interface MethodLibraries {
  /** What the method does, as an operator reads it in the start-up log. */
  purpose: string;
  packages: readonly string[];
}

/** A method that is off because some of its packages are not installed. */
export interface MissingLibraries {
  purpose: string;
  missing: string[];
  /** The `npm install` command that turns it on. */
  install: string;
  /** One log line: what is off and what to install. */
  message: string;
}

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * The package resolver Node's own lookup implies: `node_modules/<name>` in this module's folder
 * or any folder above it (an installed `@ofage/service` finds the packages installed beside it;
 * a clone finds its own `node_modules`). Only the folder is checked: nothing is loaded.
 */
export function installedPackages(from: string = HERE): PackageResolver {
  return (name) => {
    for (let dir = from; ; dir = path.dirname(dir)) {
      if (fs.existsSync(path.join(dir, 'node_modules', name, 'package.json'))) return true;
      if (dir === path.dirname(dir)) return false;
    }
  };
}

/**
 * The version ranges `@ofage/service` declares for its optional peers, so the install hint
 * names versions that work with this release; empty when its package.json is not found.
 */
export function peerRanges(from: string = HERE): Record<string, string> {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      try {
        const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as {
          name?: string;
          peerDependencies?: Record<string, string>;
        };
        if (pkg.name === '@ofage/service') return pkg.peerDependencies ?? {};
      } catch {
        // Not a package.json we can read: keep looking up.
      }
    }
    if (dir === path.dirname(dir)) return {};
  }
}

/** What is missing of `libraries`, with the line that says so, or undefined when all are there. */
export function missingLibraries(
  libraries: MethodLibraries,
  isInstalled: PackageResolver,
  ranges: Record<string, string> = {},
): MissingLibraries | undefined {
  const missing = libraries.packages.filter((name) => !isInstalled(name));
  if (missing.length === 0) return undefined;
  const specs = missing.map((name) => (ranges[name] ? `${name}@${ranges[name]}` : name));
  return {
    purpose: libraries.purpose,
    missing,
    install: `npm install ${specs.join(' ')}`,
    message: `${libraries.purpose} is off: install ${specs.join(' ')} to offer it`,
  };
}
