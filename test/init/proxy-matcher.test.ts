import fs from 'node:fs';
import path from 'node:path';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import type { NextApp } from '../../src/init/detect-next-app';
import { integrationFiles } from '../../src/init/integration-files';
import { quickStartFiles } from '../packages/new-app/quick-start-files';
import { headerCombinations } from '../support/router-headers';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The `export const config = {…};` literal of a proxy file, evaluated as Next reads it. */
function configOf(source: string): { matcher?: unknown } {
  const literal = /export const config = (\{[\s\S]*?\n\});/.exec(source)?.[1];
  if (!literal) throw new Error('no `export const config = {…};` in the proxy file');
  return new Function(`return (${literal});`)() as { matcher?: unknown };
}

/** The first ```ts block after a line that starts with `proxy.ts` or is a heading of it. */
function proxyBlock(page: string): string {
  const at = page.search(/^(?:#+ )?`proxy\.ts`/m);
  const block = /```ts\n([\s\S]*?)```/.exec(page.slice(at));
  if (at < 0 || !block) throw new Error('no proxy.ts block');
  return block[1]!;
}

const APP: NextApp = {
  root: ROOT,
  router: 'app',
  srcDir: '',
  typescript: true,
  alias: '@/',
  nextMajor: 16,
  proxyName: 'proxy',
  existingProxy: undefined,
};

/** Every proxy file the project hands out, with a gated page and the gate's route prefix. */
const PROXY_FILES: { name: string; source: string; gated: string; basePath: string }[] = [
  {
    name: 'ofage init',
    source: integrationFiles(APP, {
      protect: ['/spirits'],
      jurisdiction: 'US-CA',
      age: undefined,
      productName: undefined,
    }).find((f) => f.proxy)!.content,
    gated: '/spirits',
    basePath: '/api/age-gate',
  },
  {
    name: 'the quick start',
    source: quickStartFiles().files.find((f) => f.path === 'proxy.ts')!.code,
    gated: '/spirits',
    basePath: '/api/age-gate',
  },
  {
    name: 'the guide',
    source: proxyBlock(read('docs/merchant/guide.md')),
    gated: '/spirits',
    basePath: '/api/age-gate',
  },
  {
    name: "the package's README",
    source: proxyBlock(read('packages/ofage/README.md')),
    gated: '/spirits',
    basePath: '/api/age-gate',
  },
  {
    name: 'the example storefront',
    source: read('example/proxy.ts'),
    gated: '/scratchers',
    basePath: '/api/adult-gate',
  },
];

describe('the proxy matcher of every file we hand out', () => {
  it.each(PROXY_FILES)(
    '$name: no request header keeps the proxy from a gated page (prefetch bypass)',
    ({ source, gated }) => {
      const config = configOf(source);
      const skipped: string[] = [];
      for (const { headers } of headerCombinations()) {
        for (const url of [gated, `${gated}?_rsc=abc`, `${gated}/deeper`]) {
          if (!unstable_doesMiddlewareMatch({ config, url, headers })) {
            skipped.push(`${url} ${JSON.stringify(headers)}`);
          }
        }
      }
      expect(skipped.slice(0, 5)).toEqual([]);
      expect(JSON.stringify(config)).not.toMatch(/"(missing|has)"/);
    },
  );

  it.each(PROXY_FILES)(
    "$name: Next's other forms of the gated page reach the proxy",
    ({ source, gated }) => {
      const config = configOf(source);
      for (const url of [
        `${gated}.rsc`,
        `${gated}.prefetch.rsc`,
        `${gated}.segments/_tree.segment.rsc`,
        `${gated}.segments${gated}/__PAGE__.segment.rsc`,
        `/_next/data/build-id${gated}.json`,
        `${gated}/`,
      ]) {
        expect(unstable_doesMiddlewareMatch({ config, url }), url).toBe(true);
      }
    },
  );

  it.each(PROXY_FILES)(
    "$name: the handlers' POST routes are left to the handlers (Next would read the body first); the rest of the gate's paths are not",
    ({ source, basePath }) => {
      const config = configOf(source);
      const headers = { 'content-type': 'application/json', 'transfer-encoding': 'chunked' };
      for (const route of ['session', 'confirm', 'webhook', 'mobile/session', 'mobile/confirm']) {
        expect(
          unstable_doesMiddlewareMatch({ config, url: `${basePath}/${route}`, headers }),
          route,
        ).toBe(false);
      }
      for (const route of ['status', 'refresh', 'callback', '%ZZ', 'session/x', 'sessionx']) {
        expect(unstable_doesMiddlewareMatch({ config, url: `${basePath}/${route}` }), route).toBe(
          true,
        );
      }
      expect(unstable_doesMiddlewareMatch({ config, url: '/_next/static/chunks/a.js' })).toBe(
        false,
      );
    },
  );
});
