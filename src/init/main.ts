import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { INIT_USAGE, runInit } from './run-init';

/**
 * The `ofage` command of the plugin package. `ofage init` is the plugin's own; every other
 * command (`serve`, `products`, `keys`, `webhooks`…) belongs to the service package,
 * `@ofage/service`, whose command has the same name: it is run when it is installed here (or
 * this is its folder), and named when it is not.
 */
export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'init') {
    const terminal = Boolean(process.stdin.isTTY);
    const prompt = terminal
      ? createInterface({ input: process.stdin, output: process.stdout })
      : undefined;
    try {
      return await runInit(rest, {
        cwd: process.cwd(),
        stdout: (text) => process.stdout.write(`${text}\n`),
        stderr: (text) => process.stderr.write(`${text}\n`),
        interactive: terminal,
        ask: (question) => prompt!.question(question),
        randomSecret: () => randomBytes(32).toString('base64url'),
      });
    } finally {
      prompt?.close();
    }
  }
  const service = serviceCli(process.cwd());
  if (service) {
    const run = spawnSync(process.execPath, [service, ...argv], { stdio: 'inherit' });
    return run.status ?? 1;
  }
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(
      `${INIT_USAGE}\n\nThe service's commands (serve, products, keys, webhooks…) come with @ofage/service.\n`,
    );
    return command ? 0 : 2;
  }
  process.stderr.write(
    `ofage ${command}: a command of the ofage service, which is not installed here. ` +
      'Install it (npm install @ofage/service) or run it where the service is; this package (the plugin) has `ofage init`.\n',
  );
  return 2;
}

/** The service package's `ofage` command, when it is installed in (or is) the folder `cwd`. */
function serviceCli(cwd: string): string | undefined {
  try {
    const own = JSON.parse(fs.readFileSync(path.join(cwd, 'package.json'), 'utf8')) as {
      name?: string;
    };
    if (own.name === '@ofage/service') return path.join(cwd, 'bin', 'ofage.js');
  } catch {
    // no package.json here: look for an installed service below
  }
  try {
    const pkg = createRequire(path.join(cwd, 'noop.js')).resolve('@ofage/service/package.json');
    return path.join(path.dirname(pkg), 'bin', 'ofage.js');
  } catch {
    return undefined;
  }
}

/* c8 ignore start */
if (process.argv[1] && /init[\\/]main\.(js|ts)$/.test(fs.realpathSync(process.argv[1]))) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`ofage: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
/* c8 ignore stop */
