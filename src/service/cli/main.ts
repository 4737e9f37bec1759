import { parseArgs } from 'node:util';
import { loadConfig } from '../config/load-config';
import { createDatabase, type DatabaseHandle } from '../db/create-database';
import { migrateToLatest } from '../db/migrate';
import { createApiKey, listApiKeys, revokeApiKey } from '../keys/api-keys';
import { createProduct, listProducts } from '../products/products';
import { setWebhookEndpoint } from '../products/set-webhook-endpoint';

export interface CliIo {
  stdout: (line: string) => void;
  stderr: (line: string) => void;
  env: Record<string, string | undefined>;
}

const USAGE = `Usage: ofage <command> [options]

Commands:
  products create --name <name> [--origin <https://shop.example>]...
  products list
  keys create --product <id> [--mode test|live] [--name <label>]
  keys list --product <id>
  keys revoke --product <id> --key <key id or prefix>
  webhooks set --product <id> [--mode test|live] [--url <https://…>] [--rotate-secret]
  webhooks test --product <id> [--mode test|live]
  accounts set-password --email <console account e-mail>   (prints a new generated password)
  age-keys revoke --credential=<credential id>   (the = form: an id may start with "-")
  migrate
  serve [--port <port>]

Every command takes --json for machine-readable output.
The database comes from DATABASE_URL (PostgreSQL) or OFAGE_DATA_DIR (SQLite, default .data/).`;

class UsageError extends Error {}

/** Runs one CLI command; returns the exit code. Errors go to stderr, results to stdout. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
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
        url: { type: 'string' },
        'rotate-secret': { type: 'boolean', default: false },
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
    const config = loadConfig(io.env);
    if (group === 'serve') {
      const { runService } = await import('../server/run-service');
      const fs = await import('node:fs');
      const built = fs.existsSync('.next/BUILD_ID');
      if (!built)
        io.stderr(
          'ofage: no Next.js build found (.next/): serving the API only; run `npm run build` for the widget and console pages',
        );
      await runService(
        { ...config, port: opts.port ? Number(opts.port) : config.port },
        { json: opts.json, log: io.stdout, pages: built ? { dev: false } : false },
      );
      return 0;
    }
    handle = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const applied = await migrateToLatest(handle);
    const db = handle.db;
    const now = Date.now();
    const need = (value: string | undefined, flag: string): string => {
      if (!value) throw new UsageError(`${group} ${action ?? ''} needs ${flag}`);
      return value;
    };

    switch (`${group} ${action ?? ''}`.trim()) {
      case 'migrate':
        print(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date', {
          applied,
        });
        return 0;
      case 'products create': {
        const product = await createProduct(
          db,
          { name: need(opts.name, '--name'), allowedOrigins: opts.origin ?? [] },
          now,
        );
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
      case 'keys create': {
        const productId = need(opts.product, '--product <id>');
        const { key, info } = await createApiKey(
          db,
          { productId, mode, ...(opts.name ? { name: opts.name } : {}) },
          now,
        );
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
        const revoked = await revokeApiKey(db, productId, match[0]!.id, now);
        if (!revoked) throw new UsageError(`key ${ref} is already revoked`);
        print(`revoked ${match[0]!.prefix}…`, { revoked: match[0]!.id });
        return 0;
      }
      case 'webhooks set': {
        const productId = need(opts.product, '--product <id>');
        const result = await setWebhookEndpoint(
          db,
          productId,
          mode,
          {
            ...(opts.url !== undefined ? { url: opts.url } : {}),
            rotateSecret: opts['rotate-secret'],
          },
          now,
        );
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
        const dispatcher = createWebhookDispatcher({ db, dialect: handle.dialect });
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
          const line = (name: string, o: typeof outcome.valid): string =>
            `${name}: ${o.statusCode ?? 'no answer'} ${o.error ?? ''} ${o.responseExcerpt ? `— ${o.responseExcerpt.slice(0, 80)}` : ''}`;
          print(
            `${line('validly signed  ', outcome.valid)}\n${line('invalidly signed', outcome.invalid)}\n${outcome.passed ? 'receiver OK: accepted the valid signature and refused the invalid one' : 'receiver NOT OK: it must answer 2xx to a valid signature and 401 to an invalid one'}`,
            outcome,
          );
          return outcome.passed ? 0 : 1;
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
        print(
          `new password for ${account.email}: ${password}\nevery session of the account was signed out; change the password under Account after signing in`,
          { email: account.email, password },
        );
        return 0;
      }
      case 'age-keys revoke': {
        const { revokeAgeKey } = await import('../age-keys/revoke-age-key');
        const credential = need(opts.credential, '--credential=<credential id>');
        if (!(await revokeAgeKey(db, credential, now)))
          throw new UsageError(`no age key ${credential}, or it is already revoked`);
        print(`revoked age key ${credential}`, { revoked: credential });
        return 0;
      }
      default:
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

function iso(ms: number | null): string {
  return ms === null ? 'never' : new Date(ms).toISOString();
}

/* c8 ignore start */
const isMain = process.argv[1] !== undefined && /cli[\\/]main\.ts$/.test(process.argv[1]);
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
