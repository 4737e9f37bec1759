import { CLI_ACTOR, recordAudit } from '../console/audit-log';
import type { DatabaseHandle } from '../db/create-database';
import { parseCliArgs } from './commands/cli-args';
import type { CliIo, CommandCall } from './commands/command';
import { findCommand } from './commands/command-table';
import { openCommandDatabase } from './commands/open-command-database';
import { runPluginInit } from './commands/plugin-init';
import { USAGE } from './commands/usage';
import { UsageError } from './commands/usage-error';
import { usageHint, usageOf } from './commands/usage-of';

export type { CliIo } from './commands/command';

/**
 * Runs one CLI command; returns the exit code. Errors go to stderr, results to stdout. Reads the
 * command line, then hands it to the command it names (`commands/`), with the database opened
 * for the commands that manage it. The usage is printed on request only (`--help`, with command
 * words for that command's, or `ofage` alone); an error says where it is instead.
 */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  if (argv[0] === 'init') return runPluginInit(argv, io);
  let parsed;
  try {
    parsed = parseCliArgs(argv);
  } catch (error) {
    const words = argv.filter((a) => !a.startsWith('-')).slice(0, 2);
    io.stderr(`ofage: ${(error as Error).message}\n${usageHint(words)}`);
    return 2;
  }
  const { values: flags, positionals } = parsed;
  const [group, action] = positionals;
  if (flags.help) {
    io.stdout(usageOf(positionals) ?? USAGE);
    return 0;
  }
  if (!group) {
    io.stderr(USAGE);
    return 2;
  }
  const mode = flags.mode === 'live' ? 'live' : flags.mode === 'test' ? 'test' : undefined;

  let handle: DatabaseHandle | undefined;
  try {
    if (!mode) throw new UsageError('--mode must be test or live');
    const command = findCommand(group, action);
    if (!command) throw new UsageError(`unknown command "${positionals.join(' ')}"`);
    const call: CommandCall = {
      io,
      flags,
      positionals,
      mode,
      print: (human, data) => io.stdout(flags.json ? JSON.stringify(data, null, 2) : human),
      need: (value, flag) => {
        if (!value) throw new UsageError(`${group} ${action ?? ''} needs ${flag}`);
        return value;
      },
    };
    if (!command.database) return await command.run(call);
    command.checkFlags?.(call);
    const opened = await openCommandDatabase(io.env, {
      mayCreate: command.createsDatabase === true,
      notice: io.stderr,
    });
    handle = opened.handle;
    const { db } = handle;
    const now = Date.now();
    return await command.run({
      ...call,
      ...opened,
      db,
      now,
      audit: (productId, entry, on = db) =>
        recordAudit(on, { account: CLI_ACTOR, productId, ...entry }, now),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr(
      `ofage: ${message}${error instanceof UsageError ? `\n${usageHint(positionals)}` : ''}`,
    );
    return error instanceof UsageError ? 2 : 1;
  } finally {
    await handle?.close();
  }
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
