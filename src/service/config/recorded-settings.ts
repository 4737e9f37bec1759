import fs from 'node:fs';
import path from 'node:path';
import { writePrivateFile } from '../db/private-files';
import type { ServiceConfig } from './load-config';

/** Where the service notes, in its data directory, the settings its `ofage` commands must share. */
export const RECORDED_SETTINGS_FILE = 'service-settings.json';

/**
 * What the last service started on a data directory ran with, as environment variables, for the
 * `ofage` commands run against the same data directory without repeating them. Only settings that
 * change what a command accepts are recorded, never a secret:
 * - `OFAGE_ALLOW_LOOPBACK_WEBHOOKS`: `npm start` turns it on, so `ofage webhooks set` and
 *   `ofage webhooks test` accept and reach the example's webhook route on localhost, as the
 *   running service does;
 * - the database kind: a service on PostgreSQL keeps nothing in the SQLite file beside this one,
 *   so a command without `DATABASE_URL` is stopped instead of managing an empty database;
 * - `OFAGE_PUBLIC_URL`, the service's public URL (set or derived from its `PORT`): what
 *   `ofage oidc-clients create` prints as the issuers' URLs is that service's, not the
 *   command's own default.
 */
export interface RecordedSettings {
  OFAGE_ALLOW_LOOPBACK_WEBHOOKS: '0' | '1';
  /** Absent in files written before it was recorded. */
  OFAGE_PUBLIC_URL?: string;
  database: 'sqlite' | 'postgres';
  /** When the service started (ISO 8601), for people reading the file. */
  recordedAt: string;
}

/** Called at every start: the file always says what the latest start ran with. */
export function recordServiceSettings(config: ServiceConfig, now = Date.now()): void {
  const settings: RecordedSettings = {
    OFAGE_ALLOW_LOOPBACK_WEBHOOKS: config.allowLoopbackWebhooks ? '1' : '0',
    OFAGE_PUBLIC_URL: config.publicUrl,
    database: config.databaseUrl ? 'postgres' : 'sqlite',
    recordedAt: new Date(now).toISOString(),
  };
  writePrivateFile(
    path.join(config.dataDir, RECORDED_SETTINGS_FILE),
    `${JSON.stringify(settings, null, 2)}\n`,
  );
}

/** The recorded settings of the data directory `dataDir`, or undefined when none are there. */
export function readRecordedSettings(dataDir: string): RecordedSettings | undefined {
  try {
    const parsed = JSON.parse(
      fs.readFileSync(path.join(dataDir, RECORDED_SETTINGS_FILE), 'utf8'),
    ) as Partial<RecordedSettings>;
    if (
      parsed.OFAGE_ALLOW_LOOPBACK_WEBHOOKS !== '0' &&
      parsed.OFAGE_ALLOW_LOOPBACK_WEBHOOKS !== '1'
    )
      return undefined;
    const publicUrl = httpUrl(parsed.OFAGE_PUBLIC_URL);
    return {
      OFAGE_ALLOW_LOOPBACK_WEBHOOKS: parsed.OFAGE_ALLOW_LOOPBACK_WEBHOOKS,
      ...(publicUrl ? { OFAGE_PUBLIC_URL: publicUrl } : {}),
      database: parsed.database === 'postgres' ? 'postgres' : 'sqlite',
      recordedAt: String(parsed.recordedAt ?? ''),
    };
  } catch {
    return undefined;
  }
}

/**
 * The environment an `ofage` command runs with: its own, and where that is silent, what the
 * service on the same data directory recorded. An explicit variable always wins.
 */
export function commandEnvironment(env: Record<string, string | undefined>): {
  env: Record<string, string | undefined>;
  recorded: RecordedSettings | undefined;
} {
  const dataDir = path.resolve(env.OFAGE_DATA_DIR || '.data');
  const recorded = readRecordedSettings(dataDir);
  if (!recorded) return { env, recorded };
  return {
    env: {
      OFAGE_ALLOW_LOOPBACK_WEBHOOKS: recorded.OFAGE_ALLOW_LOOPBACK_WEBHOOKS,
      ...(recorded.OFAGE_PUBLIC_URL ? { OFAGE_PUBLIC_URL: recorded.OFAGE_PUBLIC_URL } : {}),
      ...env,
    },
    recorded,
  };
}

/** The value when it is an http(s) URL, else undefined (a hand-edited file may hold anything). */
function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return /^https?:$/.test(new URL(value).protocol) ? value : undefined;
  } catch {
    return undefined;
  }
}
