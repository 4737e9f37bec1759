import { describePagesRouterApp } from './new-app/describe-pages-router-app';
import { installedVersion } from './new-app/create-new-app';

/**
 * ofage in a Pages Router app as a merchant gets it: `npm pack` of the plugin, a fresh app with
 * only pages/, `npx ofage init`, `next build`, `next start` and Chromium (see
 * describe-pages-router-app.ts). Here on Next 16, the version this repository pins, in TypeScript
 * with the `@/` alias; pages-router-app-next15.spec.ts does the same on Next 15.5.
 */
describePagesRouterApp({
  label: `Next ${installedVersion('next')}`,
  next: installedVersion('next'),
  proxy: 'proxy',
  typescript: true,
  src: false,
});
