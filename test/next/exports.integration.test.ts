import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildLibIfStale } from '../../scripts/build-example';

/** Each package entry point and the source file `build:lib` compiles it from. */
const ENTRIES = {
  './server': '../../src/next/server',
  './proxy': '../../src/next/proxy',
  './pages': '../../src/next/pages',
  './react': '../../src/react/index',
  './react/query': '../../src/react/query',
  './react/swr': '../../src/react/swr',
  './webhooks': '../../src/client/webhooks',
  './next-auth': '../../src/next/next-auth',
  './testing': '../../src/next/testing',
} as const;

describe('public API', () => {
  it('the plugin package exports exactly these entry points, types first, into dist/', () => {
    const pkg = JSON.parse(
      readFileSync(new URL('../../packages/ofage/package.json', import.meta.url), 'utf8'),
    ) as {
      exports: Record<string, { types: string; default: string } | string>;
    };
    const entries = Object.entries(pkg.exports).filter(([key]) => key !== './package.json');
    expect(entries.map(([key]) => key)).toEqual(Object.keys(ENTRIES));
    for (const [key, target] of entries) {
      if (typeof target === 'string') throw new Error(`${key} has no conditions`);
      expect(Object.keys(target)[0]).toBe('types');
      const source = ENTRIES[key as keyof typeof ENTRIES].replace('../../src/', './dist/');
      expect(target).toEqual({ types: `${source}.d.ts`, default: `${source}.js` });
      const file = new URL(ENTRIES[key as keyof typeof ENTRIES], import.meta.url).pathname;
      expect(existsSync(`${file}.ts`) || existsSync(`${file}.tsx`)).toBe(true);
    }
  });

  it('export names per entry point', async () => {
    const names: Record<string, string[]> = {};
    for (const [key, path] of Object.entries(ENTRIES)) {
      names[key] = Object.keys((await import(/* @vite-ignore */ path)) as object).sort();
    }
    expect(names).toMatchInlineSnapshot(`
      {
        "./next-auth": [
          "NEXT_AUTH_CLAIM",
          "nextAuthTokenSource",
          "syncAgeVerification",
        ],
        "./pages": [
          "createAgeGate",
          "safeReturnTo",
          "toPagesApiHandler",
          "verifyWebhook",
          "withAgeGate",
        ],
        "./proxy": [
          "ageGateProxy",
          "checkAgeVerification",
          "createGateTokenKeys",
          "withMatcher",
        ],
        "./react": [
          "AGE_GATE_CHANGE_EVENT",
          "AGE_GATE_LABELS",
          "AgeGate",
          "AgeGateProvider",
          "OfageError",
          "WIDGET_ALLOW",
          "WIDGET_ANSWER_TIMEOUT_MS",
          "fetchGateStatus",
        ],
        "./react/query": [
          "ageVerificationQueryOptions",
          "useAgeVerification",
        ],
        "./react/swr": [
          "useAgeVerificationSWR",
        ],
        "./server": [
          "OfageError",
          "createAgeGate",
          "createAgeVerificationClient",
          "createMemoryStore",
          "createRedisStore",
          "safeReturnTo",
          "verifyWebhook",
        ],
        "./testing": [
          "completeTestVerification",
          "mintVerifiedCookie",
        ],
        "./webhooks": [
          "OfageError",
          "WEBHOOK_HEADERS",
          "verifyWebhook",
        ],
      }
    `);
  });

  it("client entry files declare 'use client' themselves", () => {
    for (const file of [
      'age-gate.tsx',
      'age-gate-provider.tsx',
      'query.ts',
      'swr.ts',
      'use-focus-trap.ts',
    ]) {
      const text = readFileSync(new URL(`../../src/react/${file}`, import.meta.url), 'utf8');
      expect(text.startsWith("'use client';"), file).toBe(true);
    }
  });

  it('the plugin depends only on what it runs; next, react and the optional libraries are peers', () => {
    const pkg = JSON.parse(
      readFileSync(new URL('../../packages/ofage/package.json', import.meta.url), 'utf8'),
    ) as Record<string, unknown>;
    // magicast: `ofage init` edits an app's own proxy with it (dist/init only, never bundled);
    // path-to-regexp: withMatcher reads a matcher as Next does; @formatjs/intl-localematcher:
    // the gate route matches the visitor's languages to the card's (GET labels).
    expect(Object.keys(pkg.dependencies as object).sort()).toEqual([
      '@formatjs/intl-localematcher',
      'jose',
      'magicast',
      'path-to-regexp',
      'server-only',
      'zod',
    ]);
    expect(pkg.peerDependencies).toEqual({
      '@tanstack/react-query': '^5.0.0',
      next: '^15.5.0 || ^16.0.0',
      // Auth.js apps (next-auth 5) install the plugin too; ofage/next-auth is for version 4.
      'next-auth': '^4.24.0 || ^5.0.0-beta.25',
      react: '^19.0.0',
      swr: '^2.0.0',
    });
    expect(Object.keys(pkg.peerDependenciesMeta as object).sort()).toEqual([
      '@tanstack/react-query',
      'next-auth',
      'swr',
    ]);
    expect([pkg.type, pkg.sideEffects, pkg.files]).toEqual(['module', false, ['dist', 'bin']]);
    // `npx ofage init`, through a launcher that needs no build; and nothing npm would run on install.
    expect([pkg.bin, pkg.scripts]).toEqual([{ ofage: './bin/ofage.js' }, undefined]);
  });

  it("the built package keeps 'use client' first in client modules and puts server-only first in server entries", async () => {
    buildLibIfStale(() => undefined);
    const built = (file: string) =>
      readFileSync(new URL(`../../packages/ofage/dist/${file}`, import.meta.url), 'utf8');
    for (const file of [
      'react/age-gate.js',
      'react/age-gate-provider.js',
      'react/query.js',
      'react/swr.js',
      'react/use-focus-trap.js',
    ]) {
      expect(built(file).startsWith("'use client';"), file).toBe(true);
    }
    for (const file of ['next/server.js', 'next/proxy.js', 'next/next-auth.js']) {
      expect(built(file).startsWith("import 'server-only';"), file).toBe(true);
    }
    // Used outside Next's server bundles (a plain webhook endpoint, a test runner).
    for (const file of ['client/webhooks.js', 'next/testing.js', 'react/index.js']) {
      expect(built(file), file).not.toContain('server-only');
    }
  });

  it('ofage/pages reaches neither server-only nor next/headers nor next/navigation, which the Pages Router refuses to build', () => {
    buildLibIfStale(() => undefined);
    const dist = new URL('../../packages/ofage/dist/', import.meta.url);
    const seen = new Set<string>();
    const bare = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(new URL(file, dist), 'utf8');
      for (const [, spec] of text.matchAll(/(?:from|import)\s*['"]([^'"]+)['"]/g)) {
        if (spec!.startsWith('.'))
          visit(new URL(spec!, new URL(file, dist)).href.slice(dist.href.length));
        else bare.add(spec!);
      }
    };
    visit('next/pages.js');
    expect(seen.has('next/pages-router/with-age-gate.js')).toBe(true);
    expect([...bare].filter((s) => /^(server-only|next\/(headers|navigation))$/.test(s))).toEqual(
      [],
    );
    // …and the App Router entry does not carry the Pages Router's code.
    seen.clear();
    visit('next/server.js');
    expect([...seen].filter((f) => f.includes('pages-router'))).toEqual([]);
  });

  it('the proxy and webhook code import no node: modules and nothing from next/headers', () => {
    const files = [
      'next/age-gate-proxy.ts',
      'next/check-age-verification.ts',
      'next/cookies.ts',
      'next/gate-token.ts',
      'next/match-path.ts',
      'next/requirement.ts',
      'next/verification-claims.ts',
      'next/secrets.ts',
      'next/proxy.ts',
      'client/verify-webhook.ts',
      'client/hmac.ts',
      'client/webhooks.ts',
    ];
    for (const file of files) {
      const text = readFileSync(new URL(`../../src/${file}`, import.meta.url), 'utf8');
      expect(text, file).not.toMatch(/from ['"]node:|from ['"]next\/(headers|navigation)/);
    }
  });

  it("imports Next's modules by bare specifier: 'next/navigation.js' escapes Next's aliases and breaks `next build` of a route handler", () => {
    for (const file of readdirSync(new URL('../../src/next/', import.meta.url), {
      recursive: true,
    })) {
      if (!String(file).endsWith('.ts')) continue;
      const text = readFileSync(new URL(`../../src/next/${String(file)}`, import.meta.url), 'utf8');
      expect(text, String(file)).not.toMatch(/from ['"]next\/[^'"]+\.js['"]/);
    }
  });
});
