import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Each package entry point and the source file `build:lib` compiles it from. */
const ENTRIES = {
  './server': '../../src/next/server',
  './proxy': '../../src/next/proxy',
  './react': '../../src/react/index',
  './react/query': '../../src/react/query',
  './react/swr': '../../src/react/swr',
  './webhooks': '../../src/client/webhooks',
  './next-auth': '../../src/next/next-auth',
  './testing': '../../src/next/testing',
} as const;

describe('public API', () => {
  it('package.json exports exactly these entry points, types first, into dist/', () => {
    const pkg = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
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
        "./proxy": [
          "ageGateProxy",
          "checkAgeVerification",
          "createGateTokenKeys",
        ],
        "./react": [
          "AGE_GATE_CHANGE_EVENT",
          "AGE_GATE_LABELS",
          "AgeGate",
          "AgeGateProvider",
          "WIDGET_ALLOW",
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
