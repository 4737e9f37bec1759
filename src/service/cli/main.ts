import { parseArgs } from 'node:util';
import { CLI_ACTOR, listAudit, recordAudit, SERVICE_WIDE } from '../console/audit-log';
import { describeConfig, formatConfigReport } from '../config/describe-config';
import { loadConfig } from '../config/load-config';
import { commandEnvironment } from '../config/recorded-settings';
import { checkConnection } from '../db/check-connection';
import { createDatabase, type DatabaseHandle } from '../db/create-database';
import { migrateToLatest } from '../db/migrate';
import { ServiceError } from '../errors/service-error';
import { createApiKey, listApiKeys, revokeApiKey } from '../keys/api-keys';
import { createProduct, getProduct, listProducts, setAllowedOrigins } from '../products/products';
import { setWebhookEndpoint } from '../products/set-webhook-endpoint';
import { webhookTestReport } from './webhook-test-report';

export interface CliIo {
  stdout: (line: string) => void;
  stderr: (line: string) => void;
  env: Record<string, string | undefined>;
}

const USAGE = `Usage: ofage <command> [options]

Commands:
  products create --name <name> [--origin <https://shop.example>]... [--owner <console account e-mail>]
                  (with --owner: the account's product, within OFAGE_MAX_PRODUCTS_PER_ACCOUNT)
  products list
  products origins list|add|remove --product <id> [--origin <https://shop.example>]...
  keys create --product <id> [--mode test|live] [--name <label>]
  keys list --product <id>
  keys revoke --product <id> --key <key id or prefix>
  webhooks set --product <id> [--mode test|live] [--url <https://…>] [--rotate-secret]
  webhooks test --product <id> [--mode test|live]
  accounts create --email <e-mail>   (prints a generated password; sign-up may be closed)
  accounts set-password --email <console account e-mail>   (prints a new generated password)
  age-keys revoke --credential=<credential id>   (the = form: an id may start with "-")
  oidc-clients create --product <id> --redirect-uri <https://app.example/cb>... [--mode test|live]
                      [--thresholds 13,18] [--may-create] [--name <label>]
  oidc-clients list --product <id>
  oidc-clients delete --product <id> --client <client id>
                      (age keys from any app over OpenID Connect: docs/age-keys-from-any-app.md)
  audit list [--product <id>]   (without --product: account and age-key actions)
  migrate
  serve [--port <port>]
  config check   (the effective settings, secrets masked, and every problem; exit 1 if any)

  init   (the plugin's: adds the age gate to a Next.js app; see npx ofage init --help)

Every command takes --json for machine-readable output.
The database comes from DATABASE_URL (PostgreSQL) or OFAGE_DATA_DIR (SQLite, default .data/).
Settings the environment does not give are read from the service started on the same data
directory (<data dir>/service-settings.json: OFAGE_ALLOW_LOOPBACK_WEBHOOKS).`;

/** The command line is wrong: the message, then the usage, and exit code 2. */
class UsageError extends ServiceError {
  static readonly code = 'CLI_USAGE';
  override readonly name = 'UsageError';
  constructor(message: string) {
    super(UsageError.code, message);
  }
}

/** Runs one CLI command; returns the exit code. Errors go to stderr, results to stdout. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  if (argv[0] === 'init') return runPluginInit(argv, io);
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: 'boolean', default: false },
        name: { type: 'string' },
        origin: { type: 'string', multiple: true },
        product: { type: 'string' },
        mode: { type: 'string', default: 'test' },
        key: { type: 'string' },
        credential: { type: 'string' },
        email: { type: 'string' },
        owner: { type: 'string' },
        url: { type: 'string' },
        'rotate-secret': { type: 'boolean', default: false },
        'redirect-uri': { type: 'string', multiple: true },
        thresholds: { type: 'string' },
        'may-create': { type: 'boolean', default: false },
        client: { type: 'string' },
        port: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    io.stderr(`ofage: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values: opts, positionals } = parsed;
  const [group, action] = positionals;
  if (opts.help || !group) {
    (opts.help ? io.stdout : io.stderr)(USAGE);
    return opts.help ? 0 : 2;
  }
  const print = (human: string, data: unknown): void =>
    io.stdout(opts.json ? JSON.stringify(data, null, 2) : human);
  const mode = opts.mode === 'live' ? 'live' : opts.mode === 'test' ? 'test' : undefined;

  let handle: DatabaseHandle | undefined;
  try {
    if (!mode) throw new UsageError('--mode must be test or live');
    if (group === 'config' && action === 'check') {
      // What `serve` would run with: the environment only (and --port), like `serve`.
      const report = describeConfig(opts.port ? { ...io.env, PORT: opts.port } : io.env);
      print(formatConfigReport(report), report);
      return report.problems.length === 0 ? 0 : 1;
    }
    if (group === 'serve') {
      // --port is PORT, so the public URL derived from it follows too.
      const config = loadConfig(opts.port ? { ...io.env, PORT: opts.port } : io.env);
      const { serve } = await import('./serve');
      await serve(config, { ...io, json: opts.json });
      return 0;
    }
    // The settings of the service that runs on this data directory, where the environment is
    // silent: `npm start` allows loopback webhooks, and so do the commands that manage it.
    const { env, recorded } = commandEnvironment(io.env);
    const config = loadConfig(env);
    if (recorded?.database === 'postgres' && !config.databaseUrl) {
      throw new UsageError(
        `the service on ${config.dataDir} runs on PostgreSQL: set DATABASE_URL for ofage commands too`,
      );
    }
    handle = createDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
    });
    await checkConnection(handle, config.databaseConnectTimeoutMs);
    const applied = await migrateToLatest(handle);
    const db = handle.db;
    const now = Date.now();
    const need = (value: string | undefined, flag: string): string => {
      if (!value) throw new UsageError(`${group} ${action ?? ''} needs ${flag}`);
      return value;
    };
    // What the command changes is in the console's audit log, by the actor "cli" (issue #11).
    const audit = (
      productId: string,
      entry: { action: Parameters<typeof recordAudit>[1]['action']; detail: string },
      on: typeof db = db,
    ) => recordAudit(on, { account: CLI_ACTOR, productId, ...entry }, now);

    switch (`${group} ${action ?? ''}`.trim()) {
      case 'migrate':
        print(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date', {
          applied,
        });
        return 0;
      case 'products create': {
        let owner: string | undefined;
        if (opts.owner !== undefined) {
          const { consoleDb } = await import('../console/console-database');
          const { normalizeEmail } = await import('../console/accounts');
          const account = await consoleDb(db)
            .selectFrom('console_accounts')
            .select('id')
            .where('email', '=', normalizeEmail(opts.owner))
            .executeTakeFirst();
          if (!account) {
            throw new UsageError(
              `no console account ${opts.owner}: create one with \`ofage accounts create --email …\``,
            );
          }
          owner = account.id;
        }
        const product = await createProduct(
          db,
          {
            name: need(opts.name, '--name'),
            allowedOrigins: opts.origin ?? [],
            ...(owner ? { ownerAccountId: owner } : {}),
          },
          now,
          { maxPerOwner: config.maxProductsPerAccount, dialect: handle.dialect },
        );
        await audit(product.id, { action: 'product.created', detail: product.name });
        print(`created product ${product.id} (${product.name})`, product);
        return 0;
      }
      case 'products list': {
        const products = await listProducts(db);
        print(
          products
            .map((p) => `${p.id}  ${p.name}  origins: ${p.allowedOrigins.join(' ') || '-'}`)
            .join('\n') || 'no products',
          products,
        );
        return 0;
      }
      case 'products origins': {
        const productId = need(opts.product, '--product <id>');
        const product = await getProduct(db, productId);
        if (!product) throw new UsageError(`no product ${productId}: see \`ofage products list\``);
        const sub = positionals[2] ?? 'list';
        let origins = product.allowedOrigins;
        if (sub === 'add' || sub === 'remove') {
          const given = await parseOriginsLikeConsole(
            need(opts.origin?.join(' '), '--origin <origin>'),
          );
          const next =
            sub === 'add' ? [...origins, ...given] : origins.filter((o) => !given.includes(o));
          if (sub === 'remove' && next.length === origins.length)
            throw new UsageError(`none of ${given.join(' ')} is an allowed origin of this product`);
          origins = await setAllowedOrigins(
            db,
            productId,
            await parseOriginsLikeConsole(next.join(' ')),
            now,
          );
          await audit(productId, {
            action: 'product.updated',
            detail: `allowed origins ${sub === 'add' ? '+' : '−'} ${given.join(' ')}`,
          });
        } else if (sub !== 'list') {
          throw new UsageError(
            `unknown command "products origins ${sub}": use list, add or remove`,
          );
        }
        print(
          origins.length
            ? `${origins.join('\n')}${sub === 'list' ? '' : '\n(a running service picks this up within 5 seconds)'}`
            : 'no allowed origins: the widget cannot be embedded',
          { productId, allowedOrigins: origins },
        );
        return 0;
      }
      case 'keys create': {
        const productId = need(opts.product, '--product <id>');
        const { key, info } = await db.transaction().execute(async (trx) => {
          const created = await createApiKey(
            trx,
            { productId, mode, ...(opts.name ? { name: opts.name } : {}) },
            now,
          );
          await audit(
            productId,
            { action: 'key.created', detail: `${created.info.prefix}… (${created.info.name})` },
            trx,
          );
          return created;
        });
        print(
          `${key}\n\nThis ${mode} key is shown once: store it in your server's environment (e.g. OFAGE_API_KEY).`,
          { key, ...info },
        );
        return 0;
      }
      case 'keys list': {
        const keys = await listApiKeys(db, need(opts.product, '--product <id>'));
        print(
          keys
            .map(
              (k) =>
                `${k.id}  ${k.prefix}…  ${k.mode}  created ${iso(k.createdAt)}  last used ${iso(k.lastUsedAt)}${k.revokedAt ? '  REVOKED' : ''}`,
            )
            .join('\n') || 'no keys',
          keys,
        );
        return 0;
      }
      case 'keys revoke': {
        const productId = need(opts.product, '--product <id>');
        const ref = need(opts.key, '--key <key id or prefix>');
        const keys = await listApiKeys(db, productId);
        const match = keys.filter((k) => k.id === ref || k.prefix === ref.replace(/…$/, ''));
        if (match.length !== 1)
          throw new UsageError(
            match.length
              ? `--key ${ref} matches several keys: use the key id`
              : `no key ${ref} in this product`,
          );
        const target = match[0]!;
        const revoked = await db.transaction().execute(async (trx) => {
          const done = await revokeApiKey(trx, productId, target.id, now);
          if (done) {
            await audit(
              productId,
              { action: 'key.revoked', detail: `${target.prefix}… (${target.name})` },
              trx,
            );
          }
          return done;
        });
        if (!revoked) throw new UsageError(`key ${ref} is already revoked`);
        print(`revoked ${match[0]!.prefix}…`, { revoked: match[0]!.id });
        return 0;
      }
      case 'webhooks set': {
        const productId = need(opts.product, '--product <id>');
        const result = await db.transaction().execute(async (trx) => {
          const saved = await setWebhookEndpoint(
            trx,
            productId,
            mode,
            {
              ...(opts.url !== undefined ? { url: opts.url } : {}),
              rotateSecret: opts['rotate-secret'],
            },
            now,
            { allowLoopback: config.allowLoopbackWebhooks },
          );
          if (opts.url !== undefined) {
            await audit(
              productId,
              { action: 'webhook.url_set', detail: `${mode}: ${saved.url ?? '(none)'}` },
              trx,
            );
          }
          if (opts['rotate-secret']) {
            await audit(productId, { action: 'webhook.secret_rotated', detail: mode }, trx);
          }
          return saved;
        });
        print(`${mode} webhook: ${result.url ?? '(no URL)'}\nsigning secret: ${result.secret}`, {
          mode,
          ...result,
        });
        return 0;
      }
      case 'webhooks test': {
        const productId = need(opts.product, '--product <id>');
        const { sendTestWebhook } = await import('../webhooks/send-test-webhook');
        const { createWebhookDispatcher } = await import('../webhooks/create-webhook-dispatcher');
        const dispatcher = createWebhookDispatcher({
          db,
          dialect: handle.dialect,
          allowLoopback: config.allowLoopbackWebhooks,
        });
        try {
          const outcome = await sendTestWebhook({
            db,
            productId,
            mode,
            now: Date.now(),
            dispatcher,
          });
          if (!outcome.ok)
            throw new UsageError(
              `${outcome.message} (set one with \`ofage webhooks set --url …\`)`,
            );
          await audit(productId, {
            action: 'webhook.test_sent',
            detail: `${mode}: valid → ${outcome.valid.statusCode ?? outcome.valid.error}, invalid → ${outcome.invalid.statusCode ?? outcome.invalid.error}`,
          });
          const report = webhookTestReport(outcome);
          print(report.text, { ...outcome, verdict: report.verdict });
          return report.verdict === 'ok' ? 0 : 1;
        } finally {
          await dispatcher.stop();
        }
      }
      case 'accounts set-password': {
        const { setAccountPassword } = await import('../console/account-password');
        const { generatePassword } = await import('../console/seed-admin');
        const { ConsoleError } = await import('../console/console-error');
        const password = generatePassword();
        const email = need(opts.email, '--email <console account e-mail>');
        const account = await setAccountPassword(db, email, password).catch((err: unknown) => {
          throw err instanceof ConsoleError ? new UsageError(err.message) : err;
        });
        await auditAccount(db, account, 'account.password_reset', now);
        print(
          `new password for ${account.email}: ${password}\nevery session of the account was signed out; change the password under Account after signing in`,
          { email: account.email, password },
        );
        return 0;
      }
      case 'accounts create': {
        const { insertAccount } = await import('../console/accounts');
        const { generatePassword } = await import('../console/seed-admin');
        const { ConsoleError } = await import('../console/console-error');
        const password = generatePassword();
        const email = need(opts.email, '--email <e-mail>');
        const account = await insertAccount(db, { email, password }, now).catch((err: unknown) => {
          throw err instanceof ConsoleError ? new UsageError(err.message) : err;
        });
        await auditAccount(db, account, 'account.created', now);
        print(
          `created console account ${account.email}\npassword: ${password}\nhand it over safely; it can be changed under Account after signing in`,
          { email: account.email, password },
        );
        return 0;
      }
      case 'audit list': {
        const entries = await listAudit(db, opts.product ?? SERVICE_WIDE, 200);
        print(
          entries
            .map((e) => `${iso(e.createdAt)}  ${e.accountEmail}  ${e.action}  ${e.detail ?? ''}`)
            .join('\n') || 'no entries',
          entries,
        );
        return 0;
      }
      case 'age-keys revoke': {
        const { revokeAgeKey } = await import('../methods/age-key/keys/revoke-age-key');
        const credential = need(opts.credential, '--credential=<credential id>');
        if (!(await revokeAgeKey(db, credential, now)))
          throw new UsageError(`no age key ${credential}, or it is already revoked`);
        await audit(SERVICE_WIDE, { action: 'age_key.revoked', detail: credential });
        print(`revoked age key ${credential}`, { revoked: credential });
        return 0;
      }
      default:
        if (group === 'oidc-clients') {
          const { oidcClientsCommand } = await import('../oidc/cli/oidc-clients-command');
          const done = await oidcClientsCommand(
            db,
            action,
            {
              product: opts.product,
              mode,
              name: opts.name,
              redirectUris: opts['redirect-uri'] ?? [],
              thresholds: opts.thresholds,
              mayCreate: opts['may-create'],
              client: opts.client,
            },
            {
              now,
              publicUrl: config.publicUrl,
              audit: (productId, entry) => audit(productId, entry),
            },
          );
          print(done.human, done.data);
          return 0;
        }
        throw new UsageError(`unknown command "${positionals.join(' ')}"`);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr(`ofage: ${message}${error instanceof UsageError ? `\n\n${USAGE}` : ''}`);
    return error instanceof UsageError ? 2 : 1;
  } finally {
    await handle?.close();
  }
}

/**
 * `ofage init` belongs to the plugin package (`ofage`), whose command has the same name as this
 * one: run it when the plugin is installed where this runs (a clone of the repository, or an app
 * with both packages), else say where it comes from.
 */
async function runPluginInit(argv: string[], io: CliIo): Promise<number> {
  const { createRequire } = await import('node:module');
  const path = await import('node:path');
  let bin: string;
  try {
    const pkg = createRequire(path.join(process.cwd(), 'noop.js')).resolve('ofage/package.json');
    bin = path.join(path.dirname(pkg), 'dist', 'init', 'main.js');
  } catch {
    io.stderr(
      'ofage init comes with the plugin package: in your Next.js app, npm install ofage, then npx ofage init.',
    );
    return 2;
  }
  const { spawnSync } = await import('node:child_process');
  const run = spawnSync(process.execPath, [bin, ...argv], { stdio: 'inherit' });
  return run.status ?? 1;
}

/** Origins validated exactly as the console validates them (exact origins, at most 50). */
async function parseOriginsLikeConsole(text: string): Promise<string[]> {
  const { parseOrigins } = await import('../console/product-settings');
  try {
    return parseOrigins(text);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/**
 * An account action in the operator's (service-wide) log and in the log of every product the
 * account owns, where its owner sees it.
 */
async function auditAccount(
  db: DatabaseHandle['db'],
  account: { id: string; email: string },
  action: 'account.created' | 'account.password_reset',
  now: number,
): Promise<void> {
  const owned = await db
    .selectFrom('products')
    .select('id')
    .where('owner_account_id', '=', account.id)
    .execute();
  for (const productId of [SERVICE_WIDE, ...owned.map((p) => p.id)]) {
    await recordAudit(db, { account: CLI_ACTOR, productId, action, detail: account.email }, now);
  }
}

function iso(ms: number | null): string {
  return ms === null ? 'never' : new Date(ms).toISOString();
}

/* c8 ignore start */
const isMain = process.argv[1] !== undefined && /cli[\\/]main\.[jt]s$/.test(process.argv[1]);
if (isMain) {
  runCli(process.argv.slice(2), {
    stdout: (l) => process.stdout.write(`${l}\n`),
    stderr: (l) => process.stderr.write(`${l}\n`),
    env: process.env,
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`ofage: ${String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
/* c8 ignore stop */
