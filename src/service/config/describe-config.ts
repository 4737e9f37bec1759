import { CONFIG_SCHEMA, parseConfig } from './load-config';
import { UNSET_SETTINGS } from './unset-settings';

/**
 * One setting as `ofage config check` shows it: its value (masked when secret) and its origin.
 * Not set, `value` is what the service uses instead: the default, or what it does without the
 * setting (`off: no metrics listener`); `unset` only for a setting nothing is known about.
 */
export interface SettingRow {
  name: string;
  value: string;
  source: 'environment' | 'default' | 'unset';
}

export interface ConfigReport {
  settings: SettingRow[];
  /** Every problem, `VARIABLE: what is wrong` — the lines a refused start prints. */
  problems: string[];
}

/** Settings whose value is a secret: shown as `set (n characters)` only. */
const SECRET = /SECRET|PASSWORD|_API_KEY$|PRIVATE/;
/** Settings that are URLs which may carry a password. */
const URL_WITH_CREDENTIALS = new Set(['DATABASE_URL', 'OFAGE_REDIS_URL']);

/**
 * The effective configuration, secrets masked, with every problem at once: what `ofage config
 * check` prints. Values are what the service will run with — the environment's, the default, or
 * for a setting without one what the service does when it is not set.
 */
export function describeConfig(env: Record<string, string | undefined>): ConfigReport {
  const { config, problems } = parseConfig(env);
  // Defaults that follow from other settings or from the machine, when the rest is valid.
  const derived: Record<string, string | undefined> = {
    OFAGE_PUBLIC_URL: config?.publicUrl,
    OFAGE_DATA_DIR: config?.dataDir,
    OFAGE_METHOD_WORKERS: config && String(config.methodWorkers),
    OFAGE_METHOD_WORKER_NICE: config && String(config.methodWorkerNice),
  };
  const settings = Object.keys(CONFIG_SCHEMA.shape)
    .sort()
    .map((name): SettingRow => {
      const raw = env[name];
      if (raw !== undefined && raw !== '') {
        // A relative data directory is relative to where the service starts: say where that is.
        const value =
          name === 'OFAGE_DATA_DIR' && config && config.dataDir !== raw
            ? `${raw} (${config.dataDir})`
            : mask(name, raw);
        return { name, value, source: 'environment' };
      }
      const fallback = derived[name] ?? defaultOf(name);
      if (fallback !== undefined) return { name, value: mask(name, fallback), source: 'default' };
      // A description of what happens without it, never a secret: shown as it is.
      const meaning = UNSET_SETTINGS[name]?.(config, env);
      return meaning === undefined
        ? { name, value: '', source: 'unset' }
        : { name, value: meaning, source: 'default' };
    });
  return { settings, problems };
}

function defaultOf(name: string): string | undefined {
  const field = CONFIG_SCHEMA.shape[name as keyof typeof CONFIG_SCHEMA.shape];
  const parsed = field.safeParse(undefined);
  if (!parsed.success || parsed.data === undefined) return undefined;
  const value: unknown = parsed.data;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  if (Array.isArray(value)) return value.join(',');
  if (typeof value === 'object' && value !== null && 'kind' in value) {
    return String((value as { kind: unknown }).kind);
  }
  return JSON.stringify(value);
}

function mask(name: string, value: string): string {
  if (SECRET.test(name)) return `set (${value.length} characters, hidden)`;
  if (URL_WITH_CREDENTIALS.has(name)) {
    try {
      const url = new URL(value);
      if (url.password) url.password = '***';
      return url.toString();
    } catch {
      return 'set (not a URL, hidden)';
    }
  }
  return value;
}

/** The report as text: one line per setting, then the problems (or that there are none). */
export function formatConfigReport(report: ConfigReport): string {
  const width = Math.max(...report.settings.map((s) => s.name.length));
  const lines = [
    'ofage configuration ([env] from the environment; [default] not set: what the service uses instead)',
  ];
  for (const s of report.settings) {
    if (s.source === 'unset') lines.push(`  ${s.name.padEnd(width)}  (unset)`);
    else
      lines.push(
        `  ${s.name.padEnd(width)}  ${s.value}  [${s.source === 'environment' ? 'env' : 'default'}]`,
      );
  }
  lines.push('');
  if (report.problems.length === 0)
    lines.push('No problems: the service will start with these settings.');
  else {
    lines.push(
      `invalid configuration (${report.problems.length} problem${report.problems.length === 1 ? '' : 's'}):`,
    );
    for (const p of report.problems) lines.push(`  ${p}`);
  }
  return lines.join('\n');
}
