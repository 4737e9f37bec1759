import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { build } from 'esbuild';
import { freePort } from '../../support/free-port';

/** The sample's settings, as its `.env.local` holds them. */
export interface SampleSettings {
  useIssuer: string;
  createIssuer: string;
  clientId: string;
  clientSecret: string;
}

export interface SampleSite {
  /** `http://localhost:<port>`; the redirect URI is `<origin>/callback`, as in the sample. */
  origin: string;
  redirectUri: string;
  configure(settings: SampleSettings): void;
  /** Every callback URL the site received (path and query). */
  callbacks: string[];
  close(): Promise<void>;
}

/**
 * The hosted age-key service's public sample relying party on a loopback origin of its own: its
 * home and callback pages (`sample-rp-page.ts` with `oidc-client` 1.11, bundled with esbuild)
 * and its server route `POST /api/create-agekey-par`, which pushes the create request with the
 * client secret exactly as the sample's does (`src/app/api/create-agekey-par/route.ts`:
 * `scope=openid`, `response_type=none`, the browser's `state`, and one `age_verification`
 * detail: an ID scan, a date of birth, verified now, a fresh verification id).
 */
export async function startSampleSite(): Promise<SampleSite> {
  const bundle = await build({
    entryPoints: [path.join(import.meta.dirname, 'sample-rp-page.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]!.text;
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const redirectUri = `${origin}/callback`;
  const callbacks: string[] = [];
  let settings: SampleSettings | undefined;

  const pushCreateRequest = async (state: string): Promise<{ status: number; body: unknown }> => {
    if (!settings) return { status: 500, body: { error: 'Server is missing env configuration' } };
    const body = new URLSearchParams({
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      scope: 'openid',
      response_type: 'none',
      redirect_uri: redirectUri,
      state,
      authorization_details: JSON.stringify([
        {
          type: 'age_verification',
          method: 'id_doc_scan',
          age: { date_of_birth: '2000-01-02' },
          verified_at: new Date().toISOString(),
          verification_id: randomUUID(),
        },
      ]),
    });
    const res = await fetch(`${settings.createIssuer.replace(/\/+$/, '')}/par`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    if (!res.ok) {
      return { status: 502, body: { error: 'PAR request failed', details: await res.text() } };
    }
    const json = (await res.json()) as { request_uri: string };
    return { status: 200, body: { request_uri: json.request_uri } };
  };

  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/callback')) callbacks.push(url);
    if (url === '/sample.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(script);
      return;
    }
    if (url === '/api/create-agekey-par' && req.method === 'POST') {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const { state } = JSON.parse(Buffer.concat(chunks).toString() || '{}') as {
          state?: string;
        };
        const answer = state
          ? pushCreateRequest(state)
          : Promise.resolve({ status: 400, body: { error: 'Missing state' } });
        void answer
          .catch(() => ({ status: 500, body: { error: 'Unexpected server error' } }))
          .then(({ status, body }) => {
            res.writeHead(status, { 'content-type': 'application/json' });
            res.end(JSON.stringify(body));
          });
      });
      return;
    }
    const config = settings && {
      useIssuer: settings.useIssuer,
      createIssuer: settings.createIssuer,
      clientId: settings.clientId,
      redirectUri,
    };
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><meta charset="utf-8"><title>AgeKey Demo</title><h1>AgeKey Demo</h1><button id="use">Use AgeKey</button> <button id="create">Create AgeKey</button><script>window.SAMPLE_CONFIG=${JSON.stringify(config)}</script><script src="/sample.js"></script>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin,
    redirectUri,
    callbacks,
    configure: (s) => {
      settings = s;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
