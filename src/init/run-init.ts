import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createAgeVerificationClient } from '../client/create-age-verification-client';
import { OfageError } from '../client/ofage-error';
import type { ProductInfo, RegisterTestAppResponse } from '../protocol/product-api';
import { importsAgeGate, type GateSettings } from './compose-proxy';
import { detectNextApp, InitError, type NextApp } from './detect-next-app';
import { gitignoresEnvLocal, mergeEnv, readEnvFile } from './env-file';
import { gateExistingProxy } from './gate-existing-proxy';
import { resolveChoices, UsageError, type InitFlags } from './init-choices';
import type { InitIo } from './init-io';
import { integrationFiles, type GateChoices } from './integration-files';

export type { InitIo } from './init-io';

export const INIT_USAGE = `Usage: npx ofage init [options]

Adds the ofage age gate to the Next.js app in this folder: lib/age-gate, the route
app/api/age-gate/[...ofage], the proxy (middleware before Next 16), the gate page app/age-gate,
and .env.local. An app with only the Pages Router (pages/ or src/pages/) gets the API route
pages/api/age-gate/[...ofage] and the gate page pages/age-gate instead, from ofage/pages (gate a
page's props with withAgeGate). With a test key it also adds the app's origin and webhook URL
to the product.
A proxy or middleware file the app already has is edited: the gate runs first, then your code,
where your matcher applies. You see the change and are asked before it is written.

Options:
  --service <url>        the ofage service, e.g. http://localhost:3000        (required)
  --api-key <key>        the product's API key, ofage_test_… or ofage_live_…  (required)
  --protect <pattern>    a path to gate, e.g. /spirits; repeat for more       (required for a proxy)
  --app-url <origin>     this app's own origin (default: localhost on the port of its dev script)
  --jurisdiction <code>  ISO 3166, e.g. US-CA, GB, DE (default US-CA)
  --age <years>          a minimum age instead of the jurisdiction's age of majority
  -y, --yes              write the change to your own proxy file without asking
  --force                overwrite files that differ from what ofage init writes
  -h, --help

Run in a terminal, it asks for what is missing (the API key is not shown as you type);
otherwise a missing required option is an error. Safe to run again: files already as written
are left alone, and options given again replace what .env.local says.`;

/** `npx ofage init`: returns the exit code (0 done, 1 done but something needs attention, 2 refused). */
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
        yes: { type: 'boolean', short: 'y', default: false },
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
  const ext = app.typescript ? 'ts' : 'js';
  const libFile = `${app.srcDir ? 'src/' : ''}lib/age-gate.${ext}`;
  const proxyFile = app.existingProxy ?? `${app.srcDir ? 'src/' : ''}${app.proxyName}.${ext}`;
  const ownProxy = app.existingProxy
    ? fs.readFileSync(path.join(app.root, app.existingProxy), 'utf8')
    : undefined;
  const proxyHasGate = ownProxy !== undefined && importsAgeGate(ownProxy);

  const choices = await resolveChoices(opts as InitFlags, env, app, io, {
    protect: !proxyHasGate,
    requirement: !fs.existsSync(path.join(app.root, libFile)) || !proxyHasGate,
  });
  const { service, apiKey, appUrl, jurisdiction, age } = choices;
  // An app whose pages are all in [locale] (next-intl): each path is gated in every locale too.
  const param = app.rootSegment?.replace(/^\[|\]$/g, '');
  const protect = param
    ? [
        ...choices.protect,
        ...choices.protect.filter((p) => !/^\/[:(]/.test(p)).map((p) => `/:${param}${p}`),
      ]
    : choices.protect;

  // The service: the product's name for the card, and with a test key the app's registration.
  const webhookUrl = `${appUrl}/api/age-gate/webhook`;
  const service$ = await talkToService({ service, apiKey, appUrl, webhookUrl, fetch: io.fetch });

  const gate: GateChoices = { protect, jurisdiction, age, productName: service$.product?.name };
  const lines: string[] = [];
  const describe = [
    app.nextMajor ? `Next.js ${app.nextMajor}` : 'Next.js',
    app.router === 'pages' ? 'Pages Router' : undefined,
    app.typescript ? 'TypeScript' : 'JavaScript',
    app.srcDir ? 'src/' : undefined,
    app.alias ? `alias ${app.alias}` : 'relative imports',
  ].filter(Boolean);
  lines.push(`ofage init: ${describe.join(', ')}`);

  const notes: string[] = [];
  let gated = true;
  for (const file of integrationFiles(app, gate)) {
    if (file.proxy && app.existingProxy) {
      const own = await gateExistingProxy(app, app.existingProxy, gate satisfies GateSettings, {
        yes: opts.yes,
        io,
      });
      lines.push(own.line);
      notes.push(...own.notes);
      gated = own.gated;
      continue;
    }
    lines.push(`  ${writeFile(app, file.path, file.content, opts.force)}`);
  }

  // .env.local: the cookie secret is generated once and kept on later runs; what was given as a
  // flag, and the webhook secret the service signs with, replace what the file says.
  const wanted: Record<string, string> = {
    OFAGE_SERVICE_URL: service.href.replace(/\/$/, ''),
    OFAGE_API_KEY: apiKey,
    OFAGE_SECRET: env.OFAGE_SECRET ?? io.randomSecret(),
    OFAGE_APP_URL: appUrl,
    ...(service$.webhookSecret ? { OFAGE_WEBHOOK_SECRET: service$.webhookSecret } : {}),
  };
  const given = [
    opts.service !== undefined && 'OFAGE_SERVICE_URL',
    opts['api-key'] !== undefined && 'OFAGE_API_KEY',
    opts['app-url'] !== undefined && 'OFAGE_APP_URL',
    'OFAGE_WEBHOOK_SECRET',
  ].filter((key): key is string => Boolean(key));
  const existing = fs.existsSync(envFile) ? fs.readFileSync(envFile, 'utf8') : '';
  const merged = mergeEnv(existing, wanted, {
    force: opts.force,
    keep: ['OFAGE_SECRET'],
    replace: given,
  });
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

  if (new URL(appUrl).origin === service.origin) {
    notes.push(
      `The service and this app are both at ${appUrl}: they cannot share a port. Start the app on another (next dev -p 3001) and run ofage init again with --app-url http://localhost:3001.`,
    );
  }
  const steps = nextSteps(app, { ...choices, protect: choices.protect, gated, proxyFile, libFile });
  io.stdout(
    [
      ...lines,
      ...notes.map((n) => `\n${n}`),
      '',
      `Next steps${protect.length ? ` (gating ${protect.join(', ')})` : ''}:`,
      ...steps.map((s, i) => `  ${i + 1}. ${s}`),
      '',
      'The merchant guide: docs/merchant/guide.md in the ofage repository.',
    ].join('\n'),
  );
  return service$.ok && gated ? 0 : 1;
}

/** What to do after `ofage init`, in order, for the app as it now is. */
function nextSteps(
  app: NextApp,
  state: Awaited<ReturnType<typeof resolveChoices>> & {
    gated: boolean;
    proxyFile: string;
    libFile: string;
  },
): string[] {
  const { appUrl, protect, jurisdiction, age, dev } = state;
  const pages = app.router === 'pages';
  const page = (p: string) =>
    pages
      ? `${app.srcDir ? 'src/' : ''}pages${p}.${app.typescript ? 'tsx' : 'js'}`
      : `${app.srcDir ? 'src/' : ''}app${app.rootSegment ? `/${app.rootSegment}` : ''}${p}/page.${app.typescript ? 'tsx' : 'js'}`;
  const missingPages = protect.filter((p) => {
    if (/[:(*]/.test(p)) return false;
    const segments = p.split('/').filter(Boolean);
    const dir = path.join(app.root, app.srcDir, pages ? 'pages' : 'app', app.rootSegment ?? '');
    // pages/wine.tsx or pages/wine/index.tsx; app/wine/page.tsx.
    const candidates = pages
      ? [path.join(dir, ...segments), path.join(dir, ...segments, 'index')]
      : [path.join(dir, ...segments, 'page')];
    return !candidates.some((file) =>
      ['tsx', 'ts', 'jsx', 'js', 'mdx'].some((e) => fs.existsSync(`${file}.${e}`)),
    );
  });
  const url = new URL(appUrl);
  const local = /^(localhost|127\.0\.0\.1|\[::1\])$/.test(url.hostname);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  // A path to open: the first one gated, up to its first parameter (`/shop/:rest*` → /shop/…).
  const first = protect[0];
  const open = first
    ? /[:(*]/.test(first)
      ? `open a page under ${appUrl}${first.split(/\/[:(*]/)[0] || '/'}`
      : `open ${appUrl}${first}`
    : `open a page your ${path.basename(state.proxyFile).replace(/\..*$/, '')} gates at ${appUrl}`;
  return [
    ...(state.gated
      ? []
      : [`add the age gate to ${state.proxyFile} (above): until then no page is gated`]),
    ...missingPages.map((p) => `create the page to gate: ${page(p)} (nothing is there yet)`),
    local
      ? `${dev.command(port)}, so the app answers at ${appUrl} (another port: run ofage init again with --app-url)`
      : `run the app at ${appUrl}`,
    ...(pages && protect.length
      ? [
          `gate each page's props on the server too: export const getServerSideProps = withAgeGate(ageGate, …) from 'ofage/pages' (it redirects to the gate before they exist)`,
        ]
      : []),
    `${open}: you land on the age gate; verify with a TEST MODE result`,
    `the gate asks for ${age === undefined ? 'the age of majority (ADULT)' : `age ${age}`} in ${jurisdiction}: change it in ${state.libFile} and ${state.proxyFile}`,
  ];
}

/** Writes one file unless it exists with other content (then only with `force`). */
function writeFile(app: NextApp, file: string, content: string, force: boolean): string {
  const full = path.join(app.root, file);
  // The gate page may exist under another extension (page.js in a TypeScript app).
  const variants = /(\/page|^(src\/)?pages\/age-gate)\.(tsx|js)$/.test(file)
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
        registered.added?.origin
          ? `  product  "${registered.name}" (test): added origin ${appUrl} to the test origins`
          : `  product  "${registered.name}" (test): ${appUrl} is an allowed test origin${registered.added ? ' (already registered)' : ''}`,
        refused
          ? `  webhook  not set: ${refused}. The gate works without webhooks (it asks the service for each result).`
          : webhookLine(registered),
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

/**
 * What register-app did about the app's webhook endpoint, in the words of its answer: it adds an
 * endpoint or finds the app's own, and never replaces another app's. A service from before
 * several endpoints per product answers neither `added` nor the endpoint's id.
 */
function webhookLine(registered: RegisterTestAppResponse): string {
  const signed = '(test mode), signed with OFAGE_WEBHOOK_SECRET';
  const id = registered.webhookEndpointId;
  if (!registered.added || !id) return `  webhook  ${registered.webhookUrl} ${signed}`;
  return registered.added.webhook
    ? `  webhook  added webhook endpoint ${id} for ${registered.webhookUrl} ${signed}`
    : `  webhook  ${registered.webhookUrl} already registered (endpoint ${id}) ${signed}`;
}
