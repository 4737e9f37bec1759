import type { Generated, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';

/** Tables of migration 0002-console, next to the core's (times are epoch milliseconds). */
export interface ConsoleTables {
  console_accounts: {
    id: string;
    /** Lower-cased. */
    email: string;
    /** `scrypt$N$r$p$salt$hash` (see password-hash.ts). */
    password_hash: string;
    created_at: number;
  };
  console_sessions: {
    id: string;
    account_id: string;
    created_at: number;
    expires_at: number;
  };
  console_login_attempts: {
    id: Generated<number>;
    email: string;
    ip: string;
    /** 0 until the password checked out (an attempt in progress counts as a failure), then 1. */
    succeeded: number;
    created_at: number;
  };
  /** Migration 0005-security: sign-ups per client address (rate limit). */
  console_sign_ups: {
    id: Generated<number>;
    ip: string;
    created_at: number;
  };
  console_audit_log: {
    id: Generated<number>;
    product_id: string;
    account_id: string;
    account_email: string;
    action: string;
    detail: string | null;
    created_at: number;
  };
  console_settings: { name: string; value: string };
}

export type ConsoleDatabase = Database & ConsoleTables;
export type AccountRow = Selectable<ConsoleTables['console_accounts']>;

/**
 * The service's database seen with the console's tables. The core's `Database` type stays
 * free of console tables; the migration creates them on every database the service opens.
 */
export function consoleDb(db: Kysely<Database>): Kysely<ConsoleDatabase> {
  return db as unknown as Kysely<ConsoleDatabase>;
}
