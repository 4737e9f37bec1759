import type { NextConfig } from 'next';

const config: NextConfig = {
  // Native and Node-only packages stay outside the bundle.
  serverExternalPackages: ['better-sqlite3', 'pg', 'pino', 'kysely'],
  poweredByHeader: false,
  reactStrictMode: true,
  typescript: { ignoreBuildErrors: false },
  // The example storefront is a separate Next app with its own build.
  outputFileTracingExcludes: { '*': ['example/**'] },
};

export default config;
