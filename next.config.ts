import type { NextConfig } from 'next';

/** Never framed: the console's pages and forms (clickjacking). The widget sets its own CSP. */
const NOT_FRAMED = [
  { key: 'Content-Security-Policy', value: "frame-ancestors 'none'" },
  { key: 'X-Frame-Options', value: 'DENY' },
];

const config: NextConfig = {
  // Native and Node-only packages stay outside the bundle.
  serverExternalPackages: [
    'better-sqlite3',
    'pg',
    'pino',
    'kysely',
    'tsx',
    'esbuild',
    'sharp',
    'bwip-js',
    'zxing-wasm',
    'tesseract.js',
    'tesseract.js-core',
    // The test bank (loaded on first use) and the card processor's SDK run from node_modules.
    'oidc-provider',
    'stripe',
  ],
  poweredByHeader: false,
  reactStrictMode: true,
  typescript: { ignoreBuildErrors: false },
  // The example storefront is a separate Next app with its own build.
  outputFileTracingExcludes: { '*': ['example/**'] },
  // Console forms are small; Next.js reads a server function's body up to this and answers 413
  // beyond (ACTION_BODY_BYTES in src/service/server/route-table.ts is the same figure).
  experimental: { serverActions: { bodySizeLimit: '64kb' } },
  headers() {
    return Promise.resolve([
      { source: '/console', headers: NOT_FRAMED },
      { source: '/console/:path*', headers: NOT_FRAMED },
    ]);
  },
};

export default config;
