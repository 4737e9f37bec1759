/**
 * The image's production install, sized to the methods it offers: rewrites `package.json` in the
 * working directory so that `npm install --omit=dev` installs the service's dependencies and the
 * libraries of the methods named, each at the version `package-lock.json` pins, and nothing else
 * (no development tools, no workspace). The methods' libraries are optional peers of
 * `@ofage/service` (hundreds of megabytes: the vision stack); without them those methods are off
 * in live mode and the start-up log says what to install.
 *
 *   node production-package.mjs                                   # wallets, card, bank app, age key
 *   node production-package.mjs facial-age-estimation id-document # the face and documents too
 *   node production-package.mjs all
 *
 * Plain JavaScript: it runs in the image's install stage, before anything is built.
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * The libraries of the methods that need packages beyond the service's dependencies, as their
 * definitions list them (`libraries` in `src/service/methods/<method>/definition.ts`; a test
 * keeps the two in step).
 */
export const METHOD_LIBRARIES = {
  'facial-age-estimation': [
    '@vladmandic/human',
    '@tensorflow/tfjs-core',
    '@tensorflow/tfjs-converter',
    '@tensorflow/tfjs-backend-wasm',
    'sharp',
  ],
  'id-document': [
    'tesseract.js',
    'tesseract.js-core',
    '@tesseract.js-data/eng',
    'zxing-wasm',
    'sharp',
  ],
};

/**
 * The `package.json` to install from: `pkg`'s dependencies plus the libraries of `methods` at
 * the versions `lock` pins. Throws naming an unknown method.
 */
export function productionPackage(pkg, lock, methods) {
  const names = methods.includes('all') ? Object.keys(METHOD_LIBRARIES) : methods;
  const dependencies = { ...pkg.dependencies };
  for (const method of names) {
    const libraries = METHOD_LIBRARIES[method];
    if (!libraries) {
      throw new Error(
        `unknown method "${method}" in OFAGE_METHODS: use ${Object.keys(METHOD_LIBRARIES).join(', ')} or all (the other methods need no extra packages)`,
      );
    }
    for (const name of libraries) {
      const version = lock.packages?.[`node_modules/${name}`]?.version;
      if (!version) throw new Error(`package-lock.json pins no version of ${name}`);
      dependencies[name] = version;
    }
  }
  const production = { ...pkg, dependencies };
  for (const field of ['devDependencies', 'workspaces', 'scripts']) delete production[field];
  return production;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const methods = process.argv
    .slice(2)
    .flatMap((arg) => arg.split(/[\s,]+/))
    .filter(Boolean);
  const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
  const pkg = read('package.json');
  const production = productionPackage(pkg, read('package-lock.json'), methods);
  fs.writeFileSync('package.json', `${JSON.stringify(production, null, 2)}\n`);
  const extra = Object.keys(production.dependencies).filter((name) => !pkg.dependencies[name]);
  console.log(
    `ofage image: installing the service's dependencies${extra.length ? ` and ${extra.join(', ')}` : ''}`,
  );
}
