import http from 'node:http';
import path from 'node:path';
import { build } from 'esbuild';
import { freePort } from '../../support/free-port';

/** The settings a relying party is configured with, as environment variables would give them. */
export interface RpSettings {
  OIDC_USE_ISSUER: string;
  OIDC_CLIENT_ID: string;
  OIDC_REDIRECT_URI: string;
}

export interface RelyingPartySite {
  origin: string;
  /** Sets the settings the page is rendered with (the site's "environment"). */
  configure(settings: RpSettings, thresholds: number[]): void;
  /** Every request the site received, path and query. */
  hits: string[];
  close(): Promise<void>;
}

/**
 * A loopback site of its own origin (`http://localhost:<port>`) serving the oidc-client-ts page
 * (`rp-page.ts`, bundled with esbuild) at `/` and at its callback paths, and recording every
 * request, so a test can read what came back on the redirect.
 */
export async function startRelyingPartySite(): Promise<RelyingPartySite> {
  const bundle = await build({
    entryPoints: [path.join(import.meta.dirname, 'rp-page.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]!.text;
  const port = await freePort();
  const hits: string[] = [];
  let config = { issuer: '', clientId: '', redirectUri: '', thresholds: [] as number[] };
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '/');
    if (req.url === '/rp.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(script);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><meta charset="utf-8"><title>Sample RP</title><button id="sign-in">Verify with age key</button><script>window.RP_CONFIG=${JSON.stringify(config)}</script><script src="/rp.js"></script>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://localhost:${port}`,
    hits,
    configure(settings, thresholds) {
      config = {
        issuer: settings.OIDC_USE_ISSUER,
        clientId: settings.OIDC_CLIENT_ID,
        redirectUri: settings.OIDC_REDIRECT_URI,
        thresholds,
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
