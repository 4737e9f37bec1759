import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/** Minified + gzipped size of an entry, with its peers (react, query, swr) external. */
async function gzippedSize(entry: string): Promise<number> {
  const result = await build({
    entryPoints: [new URL(entry, import.meta.url).pathname],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    jsx: 'automatic',
    external: ['react', 'react/jsx-runtime', '@tanstack/react-query', 'swr'],
    // What a merchant's production build ships: Next inlines NODE_ENV, so development-only
    // diagnostics fall away.
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0]!.contents, { level: 9 }).byteLength;
}

/** Minified size of `ofage/proxy` from source, with the externals Next provides, and its inputs. */
async function proxyBundle(): Promise<{ minified: number; inputs: string }> {
  const result = await build({
    entryPoints: [new URL('../../src/next/proxy.ts', import.meta.url).pathname],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    // 'neutral' reads no main field by default; path-to-regexp (withMatcher's) has no exports map.
    mainFields: ['module', 'main'],
    write: false,
    metafile: true,
    external: ['next', 'next/*', 'server-only'],
    logLevel: 'silent',
  });
  return {
    minified: result.outputFiles[0]!.contents.byteLength,
    inputs: Object.keys(result.metafile.inputs).join('\n'),
  };
}

describe('client bundle budget', () => {
  // 6 KB until the card spoke 38 languages: asking the gate route for its text (GET labels) and
  // carrying only English costs about 150 bytes; every catalog stays on the server.
  it('ofage/react (AgeGate + provider) stays within 6.25 KB gzipped', async () => {
    expect(await gzippedSize('../../src/react/index.ts')).toBeLessThanOrEqual(6.25 * 1024);
  });

  it('ofage/react carries English only: no other language’s catalog', async () => {
    const result = await build({
      entryPoints: [new URL('../../src/react/index.ts', import.meta.url).pathname],
      bundle: true,
      write: false,
      metafile: true,
      jsx: 'automatic',
      external: ['react', 'react/jsx-runtime', '@tanstack/react-query', 'swr'],
      logLevel: 'silent',
    });
    expect(Object.keys(result.metafile.inputs).filter((i) => i.includes('/i18n/'))).toEqual([]);
  });

  it('ofage/react does not pull in zod, jose or the query libraries', async () => {
    const result = await build({
      entryPoints: [new URL('../../src/react/index.ts', import.meta.url).pathname],
      bundle: true,
      write: false,
      format: 'esm',
      jsx: 'automatic',
      metafile: true,
      external: ['react', 'react/jsx-runtime'],
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs).join('\n');
    expect(inputs).not.toMatch(/node_modules\/(zod|jose|@tanstack|swr)\//);
  });
});

// Every gated request of a merchant's app loads the proxy, on the Edge runtime as on Node.
describe('proxy bundle budget', () => {
  it('ofage/proxy stays within 100 KB minified', async () => {
    expect((await proxyBundle()).minified).toBeLessThanOrEqual(100 * 1024);
  });

  it('ofage/proxy does not pull in zod (its inputs are checked by hand-written validators)', async () => {
    const { inputs } = await proxyBundle();
    expect(inputs).toMatch(/node_modules\/jose\//);
    expect(inputs).not.toMatch(/node_modules\/zod\//);
  });
});
