import type { ServiceConfig } from '../../config/load-config';
import type { AuditAction } from '../../console/audit-log';
import type { DatabaseHandle } from '../../db/create-database';
import type { CliFlags } from './cli-args';
import type { PublicUrlSource } from './open-command-database';

/** Where a command writes, and the environment it reads its settings from. */
export interface CliIo {
  stdout: (line: string) => void;
  stderr: (line: string) => void;
  env: Record<string, string | undefined>;
}

/** What every command gets: the parsed command line and how to answer. */
export interface CommandCall {
  io: CliIo;
  flags: CliFlags;
  /** The command words and what follows them (`products origins add` → all three). */
  positionals: string[];
  /** `--mode`, already checked. */
  mode: 'test' | 'live';
  /** Prints the human text, or the data as JSON under `--json`. */
  print(human: string, data: unknown): void;
  /** The flag's value, or a usage error naming the flag this command needs. */
  need(value: string | undefined, flag: string): string;
}

/** A command that works on the database: opened, connected and migrated before it runs. */
export interface DatabaseCommandCall extends CommandCall {
  handle: DatabaseHandle;
  db: DatabaseHandle['db'];
  config: ServiceConfig;
  /** Migrations applied before the command ran (`OFAGE_MIGRATE_ON_START`, on by default). */
  applied: string[];
  /**
   * Where `config.publicUrl` came from: the command's environment, the service started on this
   * data directory (it records its public URL), or only the default (`http://localhost:<PORT>`).
   */
  publicUrlFrom: PublicUrlSource;
  /** Epoch milliseconds when the command started. */
  now: number;
  /**
   * Records what the command changed in the console's audit log, by the actor "cli", so the
   * console shows who changed what. Pass `on` to write inside the command's transaction.
   */
  audit(
    productId: string,
    entry: { action: AuditAction; detail: string },
    on?: DatabaseHandle['db'],
  ): Promise<void>;
}

/**
 * One `ofage` command: whether it needs the database, and how it runs; returns the exit code. A
 * database command is refused where there is no database, unless it `createsDatabase` (one that
 * can be the first thing done on a new service: a product, an account).
 */
export type CliCommand =
  | { database: false; run(call: CommandCall): Promise<number> }
  | {
      database: true;
      createsDatabase?: boolean;
      /** Checks the flags before the database opens: a command line it cannot run creates nothing. */
      checkFlags?(call: CommandCall): void;
      run(call: DatabaseCommandCall): Promise<number>;
    };
