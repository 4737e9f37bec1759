/**
 * `npm start`: the whole product on one machine, with nothing to configure.
 *
 * 1. builds the service's Next.js pages (widget, console) when sources changed since the last build;
 * 2. starts the service on PORT (default 3000) over SQLite in .data/ (or DATABASE_URL);
 * 3. seeds the "Corner Store" product (the example's shop) with a test key and webhook secret;
 * 4. builds and starts the example storefront on EXAMPLE_PORT (default 3001), wired to it;
 * 5. prints both URLs and the demo credentials.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/service/config/load-config';
import { writePrivateFile } from '../src/service/db/private-files';
import { buildServicePagesIfStale } from '../src/service/server/build-if-stale';
import { onStopSignal } from '../src/service/operations/on-stop-signal';
import { runService } from '../src/service/server/run-service';
import { captureOutput } from '../src/service/logging/capture-output';
import { resolveLogFormat } from '../src/service/logging/log-format';
import { createLogger } from '../src/service/logger';
import { buildExampleIfStale, EXAMPLE_DIR } from './build-example';

const root = path.resolve(import.meta.dirname, '..');
// The one-machine demo listens on this machine only (the storefront always; the service unless
// HOST says otherwise). There anyone may sign up to the console, and test webhooks may reach the
// example storefront on localhost. Both are off by default everywhere else; an explicit value in
// the environment still wins. A service reachable from other machines gets no open sign-up from
// `npm start`: set OFAGE_OPEN_SIGNUP=1 yourself if you mean it.
process.env.HOST ??= 'localhost';
const loopbackOnly = ['127.0.0.1', 'localhost', '::1'].includes(process.env.HOST);
if (loopbackOnly) process.env.OFAGE_OPEN_SIGNUP ??= '1';
process.env.OFAGE_ALLOW_LOOPBACK_WEBHOOKS ??= '1';
const config = loadConfig(process.env);
const examplePort = Number(process.env.EXAMPLE_PORT ?? 3001);
const exampleUrl = `http://localhost:${examplePort}`;
const hasExample = fs.existsSync(path.join(EXAMPLE_DIR, 'app'));

/** A secret of the example's, generated once and kept in the data directory. */
function exampleSecret(name: 'example-secret' | 'example-nextauth-secret'): string {
  const file = path.join(config.dataDir, name);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writePrivateFile(file, secret);
  return secret;
}

// In JSON (OFAGE_LOG_FORMAT=json, or output not to a terminal), Next.js, the storefront and the
// banner below print log lines too. A pages build (first start, or sources changed) prints its
// own text.
const logFormat = resolveLogFormat(config.logFormat, process.stdout.isTTY === true);
const logger = createLogger(config.logLevel, undefined, logFormat);
if (logFormat === 'json') captureOutput(logger);

buildServicePagesIfStale();
const running = await runService(config, {
  logger,
  pages: { dev: false },
  seed: {
    exampleOrigin: exampleUrl,
    webhookUrl: hasExample ? `${exampleUrl}/api/age-gate/webhook` : undefined,
  },
  detached: true,
});
const seed = running.seed!;
// Ctrl+C or SIGTERM from here on drains the service (within OFAGE_SHUTDOWN_TIMEOUT_MS).
let example: ReturnType<typeof spawn> | undefined;
const stopped = onStopSignal(() => {
  example?.kill('SIGTERM');
  return running.stop();
}, config.shutdownTimeoutMs);
void stopped.then(() => process.exit(0));

if (hasExample) {
  // The plugin's dist/ first (the example imports ofage/* through the workspace link), then the
  // example; each only when its sources changed.
  buildExampleIfStale();
  example = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'),
      'start',
      EXAMPLE_DIR,
      '-p',
      String(examplePort),
      // This machine only: its demo customers' passwords are in the README.
      '-H',
      'localhost',
    ],
    {
      stdio: [
        'ignore',
        logFormat === 'json' ? 'pipe' : 'inherit',
        logFormat === 'json' ? 'pipe' : 'inherit',
      ],
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        OFAGE_SERVICE_URL: running.server.url,
        OFAGE_API_KEY: seed.apiKey,
        OFAGE_WEBHOOK_SECRET: seed.webhookSecret,
        OFAGE_SECRET: exampleSecret('example-secret'),
        NEXTAUTH_URL: exampleUrl,
        NEXTAUTH_SECRET: exampleSecret('example-nextauth-secret'),
      },
    },
  );
}

example?.stdout?.pipe(process.stdout);
example?.stderr?.pipe(process.stderr);

// Print the URLs once the service is ready (its face models and document readers loaded: until
// then a verification would wait on them) and the storefront answers.
await running.ready;
for (let i = 0; example && example.exitCode === null && i < 120; i++) {
  const up = await fetch(`${exampleUrl}/api/age-gate/status`).then(
    (r) => r.status < 500,
    () => false,
  );
  if (up) break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}

console.log(`
  ofage is running
  ────────────────────────────────────────────────────────────
  Service (API + widget):  ${config.publicUrl}
  ${hasExample ? `Example storefront:      ${exampleUrl}` : ''}
  Database:                ${running.service.database.dialect} (${running.service.database.location})

  Product:                 ${seed.product.name} (${seed.product.id})
  Test API key:            ${seed.apiKey}
  Webhook secret (test):   ${seed.webhookSecret}
  Webhook URL (test):      ${seed.webhookUrl ?? '(none)'}

  Console:                 ${config.publicUrl}/console${config.openSignup ? (loopbackOnly ? ' (open sign-up, on this machine only)' : ' (open sign-up: anyone who reaches it)') : ''}
  Console admin:           ${seed.admin.email}
  Admin password:          ${seed.admin.password ?? '(changed since it was generated; `npx ofage accounts set-password --email <e-mail>` resets it)'}

  Try it:
    curl -s -X POST ${config.publicUrl}/api/v1/age-verification/perform \\
      -H "Authorization: Bearer ${seed.apiKey}" -H "Content-Type: application/json" \\
      -d '{"jurisdiction":"US-CA","criteria":{"ageCategory":"ADULT"}}'
  Press Ctrl+C to stop.
`);
