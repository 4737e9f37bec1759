import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createAgeVerificationClient } from '../client/create-age-verification-client';
import { OfageError } from '../client/ofage-error';
import type { ProductInfo } from '../protocol/product-api';
import { detectNextApp, InitError, type NextApp } from './detect-next-app';
import { gitignoresEnvLocal, mergeEnv, readEnvFile } from './env-file';
import { integrationFiles, proxyInstruction, type GateChoices } from './integration-files';

/** What `ofage init` talks to; injected so tests need no terminal. */
export interface InitIo {
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Standard input is a terminal: missing values are asked for instead of refused. */
  interactive: boolean;
  ask: (question: string) => Promise<string>;
  /** 32 random bytes, base64url: the new `OFAGE_SECRET`. */
  randomSecret: () => string;
  fetch?: typeof fetch;
}

export const INIT_USAGE = `Usage: npx ofage init [options]

Adds the ofage age gate to the Next.js app (App Router) in this folder: lib/age-gate, the route
app/api/age-gate/[...ofage], the proxy (middleware before Next 16), the gate page app/age-gate,
and .env.local. With a test key it also adds the app's origin and webhook URL to the product.

Options:
  --service <url>        the ofage service, e.g. http://localhost:3000        (required)
  --api-key <key>        the product's API key, ofage_test_… or ofage_live_…  (required)
  --protect <pattern>    a path to gate, e.g. /spirits; repeat for more       (required for a new proxy)
  --app-url <origin>     this app's own origin (default http://localhost:3000)
  --jurisdiction <code>  ISO 3166, e.g. US-CA, GB, DE (default US-CA)
  --age <years>          a minimum age instead of the jurisdiction's age of majority
  --force                overwrite files that differ from what ofage init writes
  -h, --help

Run in a terminal, it asks for what is missing; otherwise a missing required option is an error.
Safe to run again: files already as written are left alone.`;

const JURISDICTION = /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/;

class UsageError extends Error {}

/** `npx ofage init`: returns the exit code (0 done, 1 done but the service needs attention, 2 refused). */
export async function runInit(argv: string[], io: InitIo): Promise<number> {
  try {
    return await init(argv, io);
  } catch (error) {
    if (error instanceof UsageError || error instanceof InitError) {
      io.stderr(`ofage init: ${error.message}`);
      if (error instanceof UsageError) io.stderr(`\n${INIT_USAGE}`);
      return 2;
    }
    throw error;
  }
}

async function init(argv: string[], io: InitIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        service: { type: 'string' },
        'api-key': { type: 'string' },
        protect: { type: 'string', multiple: true },
        'app-url': { type: 'string' },
        jurisdiction: { type: 'string' },
        age: { type: 'string' },
        force: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const opts = parsed.values;
  if (opts.help) {
    io.stdout(INIT_USAGE);
    return 0;
  }

  const app = detectNextApp(io.cwd);
  const envFile = path.join(app.root, '.env.local');
  const env = readEnvFile(envFile);
  const writesProxy = !app.existingProxy;

  // What the service and key are: a flag, else what .env.local already says (a second run),
  // else asked in a terminal; never waited for without one.
  const need = async (value: string | undefined, flag: string, question: string) => {
    if (value) return value.trim();
    if (!io.interactive) {
      throw new UsageError(
        `missing ${flag}: standard input is not a terminal, so ofage init does not ask for it.`,
      );
    }
    const answer = (await io.ask(question)).trim();
    if (!answer) throw new UsageError(`missing ${flag}.`);
    return answer;
  };
  const serviceUrl = await need(
    opts.service ?? env.OFAGE_SERVICE_URL,
    '--service <url>',
    'ofage service URL (e.g. http://localhost:3000): ',
  );
  const apiKey = await need(
    opts['api-key'] ?? env.OFAGE_API_KEY,
    '--api-key <key>',
    "The product's API key (ofage_test_… or ofage_live_…): ",
  );
  const protect = (
    opts.protect?.length || !writesProxy
      ? (opts.protect ?? [])
      : [
          await need(
            undefined,
            '--protect <path pattern>',
            'Which path should be gated (e.g. /spirits)? ',
          ),
        ]
  )
    .flatMap((p) => p.split(','))
    .map((p) => p.trim())
    .filter(Boolean);

  const appUrl = parseOrigin(opts['app-url'] ?? env.OFAGE_APP_URL ?? 'http://localhost:3000');
  const service = parseServiceUrl(serviceUrl);
  for (const pattern of protect) {
    if (!pattern.startsWith('/') || /['"\\\s]/.test(pattern)) {
      throw new UsageError(
        `--protect ${pattern}: a path pattern starts with / and has no quotes or spaces (e.g. /spirits or /shop/:rest*).`,
      );
    }
  }
  const jurisdiction = (opts.jurisdiction ?? 'US-CA').toUpperCase();
  if (!JURISDICTION.test(jurisdiction)) {
    throw new UsageError(
      `--jurisdiction ${opts.jurisdiction}: an ISO 3166 code such as US-CA, GB or DE.`,
    );
  }
  const age = opts.age === undefined ? undefined : Number(opts.age);
  if (age !== undefined && !(Number.isInteger(age) && age >= 1 && age <= 120)) {
    throw new UsageError(`--age ${opts.age}: a whole number of years, e.g. 21.`);
  }

  // The service: the product's name for the card, and with a test key the app's registration.
  const webhookUrl = `${appUrl}/api/age-gate/webhook`;
  const service$ = await talkToService({ service, apiKey, appUrl, webhookUrl, fetch: io.fetch });

  const choices: GateChoices = {
    protect,
    jurisdiction,
    age,
    productName: service$.product?.name,
  };
  const lines: string[] = [];
  const describe = [
    app.nextMajor ? `Next.js ${app.nextMajor}` : 'Next.js',
    app.typescript ? 'TypeScript' : 'JavaScript',
    app.srcDir ? 'src/' : undefined,
    app.alias ? `alias ${app.alias}` : 'relative imports',
  ].filter(Boolean);
  lines.push(`ofage init: ${describe.join(', ')}`);

  const notes: string[] = [];
  for (const file of integrationFiles(app, choices)) {
    if (file.proxy && app.existingProxy) {
      const own = fs.readFileSync(path.join(app.root, app.existingProxy), 'utf8');
      if (own.includes('ofage/proxy')) {
        lines.push(`  kept     ${app.existingProxy} (it already runs the age gate)`);
      } else {
        lines.push(`  kept     ${app.existingProxy} (yours: see below)`);
        notes.push(proxyInstruction(app.existingProxy, choices));
      }
      continue;
    }
    lines.push(`  ${writeFile(app, file.path, file.content, opts.force)}`);
  }

  // .env.local: the cookie secret is generated once and kept on later runs.
  const wanted: Record<string, string> = {
    OFAGE_SERVICE_URL: service.href.replace(/\/$/, ''),
    OFAGE_API_KEY: apiKey,
    OFAGE_SECRET: env.OFAGE_SECRET ?? io.randomSecret(),
    OFAGE_APP_URL: appUrl,
    ...(service$.webhookSecret ? { OFAGE_WEBHOOK_SECRET: service$.webhookSecret } : {}),
  };
  const existing = fs.existsSync(envFile) ? fs.readFileSync(envFile, 'utf8') : '';
  const merged = mergeEnv(existing, wanted, { force: opts.force, keep: ['OFAGE_SECRET'] });
  if (merged.content !== existing) fs.writeFileSync(envFile, merged.content, { mode: 0o600 });
  const envParts = [
    merged.added.length ? `added ${merged.added.join(', ')}` : '',
    merged.replaced.length ? `replaced ${merged.replaced.join(', ')}` : '',
    merged.kept.length ? `kept your ${merged.kept.join(', ')} (--force replaces them)` : '',
  ].filter(Boolean);
  lines.push(
    `  ${existing ? 'updated ' : 'created '} .env.local${envParts.length ? `: ${envParts.join('; ')}` : ' (unchanged)'}`,
  );
  const gitignore = path.join(app.root, '.gitignore');
  if (fs.existsSync(gitignore) && !gitignoresEnvLocal(fs.readFileSync(gitignore, 'utf8'))) {
    fs.appendFileSync(gitignore, '\n# ofage init: secrets\n.env.local\n');
    lines.push('  updated  .gitignore: .env.local (it holds your API key and secrets)');
  }
  lines.push(...service$.report);

  const gated = protect.length ? protect : ['the gated paths'];
  const missingPages = protect.filter((p) => {
    if (/[:(*]/.test(p)) return false;
    const dir = path.join(app.root, app.srcDir, 'app', ...p.split('/').filter(Boolean));
    return !['tsx', 'ts', 'jsx', 'js', 'mdx'].some((e) =>
      fs.existsSync(path.join(dir, `page.${e}`)),
    );
  });
  const libFile = `${app.srcDir ? 'src/' : ''}lib/age-gate.${app.typescript ? 'ts' : 'js'}`;
  const steps = [
    ...missingPages.map(
      (p) =>
        `create the page to gate: ${app.srcDir ? 'src/' : ''}app${p}/page.${app.typescript ? 'tsx' : 'js'} (nothing is there yet)`,
    ),
    `${devCommand(appUrl)}, so the app answers at ${appUrl} (another port: run ofage init again with --app-url)`,
    `open ${appUrl}${protect[0] ?? '/'}: you land on the age gate; verify with a TEST MODE result`,
    `the gate asks for ${age === undefined ? 'the age of majority (ADULT)' : `age ${age}`} in ${jurisdiction}: change it in ${libFile}${writesProxy ? ` and ${app.srcDir ? 'src/' : ''}${app.proxyName}.${app.typescript ? 'ts' : 'js'}` : ''}`,
  ];
  if (new URL(appUrl).origin === service.origin) {
    notes.push(
      `The service and this app are both at ${appUrl}: they cannot share a port. Start the app on another (next dev -p 3001) and run ofage init again with --app-url http://localhost:3001.`,
    );
  }
  io.stdout(
    [
      ...lines,
      ...notes.map((n) => `\n${n}`),
      '',
      `Next steps (gating ${gated.join(', ')}):`,
      ...steps.map((s, i) => `  ${i + 1}. ${s}`),
      '',
      'The merchant guide: docs/merchant/guide.md in the ofage repository.',
    ].join('\n'),
  );
  return service$.ok ? 0 : 1;
}

/** Writes one file unless it exists with other content (then only with `force`). */
function writeFile(app: NextApp, file: string, content: string, force: boolean): string {
  const full = path.join(app.root, file);
  // The gate page may exist under another extension (page.js in a TypeScript app).
  const variants = /\/page\.(tsx|js)$/.test(file)
    ? ['tsx', 'ts', 'jsx', 'js'].map((e) => file.replace(/\.(tsx|js)$/, `.${e}`))
    : [file];
  const present = variants.find((f) => fs.existsSync(path.join(app.root, f)));
  if (present) {
    const current = fs.readFileSync(path.join(app.root, present), 'utf8');
    if (present === file && current === content) return `unchanged ${file}`;
    if (!force) return `kept     ${present} (yours differs; --force overwrites it)`;
    if (present !== file) fs.rmSync(path.join(app.root, present));
    fs.writeFileSync(full, content);
    return `replaced ${file}`;
  }
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
  return `created  ${file}`;
}

interface ServiceOutcome {
  ok: boolean;
  product?: ProductInfo;
  webhookSecret?: string;
  report: string[];
}

/**
 * Asks the service for the key's product; with a test key registers the app's origin and
 * webhook URL (without the webhook URL when the service sends no test webhooks to this machine:
 * the gate works without them). With a live key, says exactly what to set in the console.
 */
async function talkToService(input: {
  service: URL;
  apiKey: string;
  appUrl: string;
  webhookUrl: string;
  fetch: typeof fetch | undefined;
}): Promise<ServiceOutcome> {
  const { service, apiKey, appUrl, webhookUrl } = input;
  const client = createAgeVerificationClient({
    serviceUrl: service.href,
    apiKey,
    ...(input.fetch ? { fetch: input.fetch } : {}),
  });
  const consoleUrl = `${service.href.replace(/\/$/, '')}/console`;
  let product: ProductInfo;
  try {
    product = await client.getProduct();
  } catch (error) {
    const reason = error instanceof OfageError ? `${error.code}: ${error.message}` : String(error);
    return {
      ok: false,
      report: [
        '',
        `The service at ${service.origin} could not be asked about this key (${reason})`,
        `The files are written; start the service (or fix --service / --api-key) and run ofage init again to register ${appUrl}.`,
      ],
    };
  }
  if (product.mode === 'live') {
    const missing = !product.allowedOrigins.includes(appUrl);
    return {
      ok: true,
      product,
      report: [
        `  product  "${product.name}" (live key: ofage init changes nothing on the service)`,
        '',
        `Live settings are changed in the console, ${consoleUrl}/products/${product.id}:`,
        missing
          ? `  - Settings → Allowed embedding origins → Live origins: add ${appUrl}`
          : `  - Allowed embedding origins → Live origins: ${appUrl} is there already`,
        `  - Developers → Live → Webhook URL: ${webhookUrl}`,
        '  - copy the live signing secret shown there into .env.local as OFAGE_WEBHOOK_SECRET',
        ...(appUrl.startsWith('http:')
          ? [`  (live verifications need an https site: develop at ${appUrl} with a test key)`]
          : []),
      ],
    };
  }
  try {
    const registered = await client
      .registerTestApp({ origin: appUrl, webhookUrl })
      .catch(async (error: unknown) => {
        // A webhook URL the service refuses (loopback, where the operator does not allow it):
        // register the origin alone.
        if (!(error instanceof OfageError && /^webhookUrl: /.test(error.message))) throw error;
        const alone = await client.registerTestApp({ origin: appUrl });
        return { ...alone, refusedWebhook: error.message.replace(/^webhookUrl: /, '') };
      });
    const refused = 'refusedWebhook' in registered ? registered.refusedWebhook : undefined;
    return {
      ok: true,
      product: registered,
      webhookSecret: registered.webhookSecret,
      report: [
        `  product  "${registered.name}" (test): ${appUrl} is an allowed test origin`,
        refused
          ? `  webhook  not set: ${refused}. The gate works without webhooks (it asks the service for each result).`
          : `  webhook  ${registered.webhookUrl} (test mode), signed with OFAGE_WEBHOOK_SECRET`,
      ],
    };
  } catch (error) {
    const reason = error instanceof OfageError ? `${error.code}: ${error.message}` : String(error);
    return {
      ok: false,
      product,
      report: [
        '',
        `Registering ${appUrl} on "${product.name}" failed (${reason})`,
        `Add it in the console instead: ${consoleUrl}/products/${product.id} → Allowed embedding origins → Test origins.`,
      ],
    };
  }
}

/** `npm run dev`, with the port when the app's origin is not on Next's default 3000. */
function devCommand(appUrl: string): string {
  const url = new URL(appUrl);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return port === '3000' || !/^(localhost|127\.0\.0\.1)$/.test(url.hostname)
    ? 'npm run dev'
    : `npm run dev -- -p ${port}`;
}

function parseOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--app-url ${value}: an origin such as http://localhost:3000.`);
  }
  if (
    !/^https?:$/.test(url.protocol) ||
    (url.pathname !== '/' && url.pathname !== '') ||
    url.search
  ) {
    throw new UsageError(
      `--app-url ${value}: only scheme, host and port, e.g. https://shop.example.com.`,
    );
  }
  return url.origin;
}

function parseServiceUrl(value: string): URL {
  try {
    const url = new URL(value);
    if (/^https?:$/.test(url.protocol)) return url;
  } catch {
    // refused below
  }
  throw new UsageError(`--service ${value}: the service's URL, e.g. http://localhost:3000.`);
}
