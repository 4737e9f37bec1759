/**
 * Compiles the service's server side to JavaScript in `dist/`, so `ofage serve`, `npm start` and
 * the method worker threads run without a TypeScript loader, and the packed `@ofage/service`
 * ships no TypeScript.
 *
 * Every file of `src/service` and `src/protocol` becomes one `.js` file at the same depth
 * (`src/service/cli/commands/serve.ts` → `dist/service/cli/commands/serve.js`), so paths a module
 * computes from its own location (the package root four folders up, a worker's task module
 * beside its method's definition) hold in both trees. `scripts/start.ts` and what it imports from
 * `scripts/` go to `dist/` (one folder deep, as in `scripts/`); that part is the clone's demo and
 * is not packed.
 * Packages stay imports; JSON is inlined. Plain JavaScript, so a clone compiles it before
 * anything runs TypeScript.
 *
 * `node scripts/build-service.mjs` builds when the sources changed since the last build (a
 * content fingerprint, as `build-if-stale.ts` keeps for the pages); `--force` always builds.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = path.join(ROOT, 'dist');
const MARKER = path.join(DIST, '.fingerprint');
/** The trees compiled file by file, and where each one goes. */
const TREES = [
  { from: path.join(ROOT, 'src', 'service'), to: path.join(DIST, 'service') },
  { from: path.join(ROOT, 'src', 'protocol'), to: path.join(DIST, 'protocol') },
];
/** `npm start`'s own script and the scripts it imports: the clone's demo, never packed. */
const START_SCRIPTS = ['start.ts', 'build-example.ts'].map((f) => path.join(ROOT, 'scripts', f));
const SOURCE = /\.(ts|tsx|mjs)$/;

/** Where the compiled file of `source` goes, or undefined when it is not compiled. */
function outputOf(source) {
  const js = source.replace(/\.(ts|tsx|mjs)$/, (ext) => (ext === '.mjs' ? '.mjs' : '.js'));
  for (const tree of TREES) {
    if (js.startsWith(tree.from + path.sep))
      return path.join(tree.to, path.relative(tree.from, js));
  }
  if (START_SCRIPTS.includes(source)) return path.join(DIST, path.basename(js));
  return undefined;
}

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    return entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** Every compiled source, sorted. */
export function serviceSources() {
  return [...TREES.flatMap((t) => filesUnder(t.from)), ...START_SCRIPTS].sort();
}

/** What the output depends on: the sources (and JSON they inline), this script, esbuild. */
function fingerprint() {
  const hash = createHash('sha256');
  const inputs = [
    ...serviceSources(),
    ...TREES.flatMap((t) =>
      fs
        .readdirSync(t.from, { recursive: true })
        .filter((f) => f.endsWith('.json'))
        .map((f) => path.join(t.from, f)),
    ),
    fileURLToPath(import.meta.url),
    path.join(ROOT, 'node_modules', 'esbuild', 'package.json'),
  ].sort();
  for (const file of inputs) {
    if (!fs.existsSync(file)) continue;
    hash.update(`${path.relative(ROOT, file)}\0`);
    hash.update(createHash('sha256').update(fs.readFileSync(file)).digest('hex'));
  }
  return hash.digest('hex');
}

/**
 * Relative imports stay imports, rewritten to the compiled file's path (with its extension, as
 * Node's ESM loader needs); JSON is inlined; packages stay bare imports.
 */
const relativeImports = {
  name: 'ofage-relative-imports',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, async (args) => {
      if (args.pluginData?.inner || /\.json$/.test(args.path)) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: { inner: true },
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      const target = outputOf(resolved.path);
      const from = outputOf(args.importer);
      if (!target || !from) {
        return {
          errors: [{ text: `${args.importer} imports ${resolved.path}, which is not compiled` }],
        };
      }
      let relative = path.relative(path.dirname(from), target).split(path.sep).join('/');
      if (!relative.startsWith('.')) relative = `./${relative}`;
      return { path: relative, external: true };
    });
  },
};

/** Compiles every source into `dist/`, replacing what was there. */
export async function buildService() {
  const { build } = await import('esbuild');
  fs.rmSync(DIST, { recursive: true, force: true });
  const sources = serviceSources();
  // One build per output file: esbuild names outputs after entries, and each keeps its folder.
  await build({
    entryPoints: sources.map((source) => ({
      in: source,
      out: path.relative(DIST, outputOf(source)).replace(/\.(js|mjs)$/, ''),
    })),
    outdir: DIST,
    outExtension: { '.js': '.js' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    // Console pages import their stylesheet for Next.js; the server side never loads those.
    loader: { '.css': 'empty' },
    logLevel: 'warning',
    plugins: [relativeImports],
  });
  // `worker-entry.mjs` keeps its name: esbuild wrote it as `.js` (one outExtension for all).
  for (const source of sources.filter((s) => s.endsWith('.mjs'))) {
    const out = outputOf(source);
    fs.renameSync(out.replace(/\.mjs$/, '.js'), out);
  }
  fs.writeFileSync(MARKER, fingerprint());
}

/** Builds unless `dist/` was built from the current sources. Returns whether it built. */
export async function buildServiceIfStale(log = (line) => console.error(line)) {
  const current = fs.existsSync(MARKER) ? fs.readFileSync(MARKER, 'utf8') : undefined;
  if (current === fingerprint()) return false;
  log('ofage: compiling the service to dist/ (sources changed since the last build)…');
  await buildService();
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--force')) await buildService();
  else await buildServiceIfStale();
}
