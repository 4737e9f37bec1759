import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src/service/cli/main';
import { describeConfig } from '../../../src/service/config/describe-config';
import { CONFIG_SCHEMA, ConfigError, loadConfig } from '../../../src/service/config/load-config';
import { UNSET_SETTINGS } from '../../../src/service/config/unset-settings';
import { DEFAULT_ADMIN_EMAIL } from '../../../src/service/console/seed-admin';

function cli(argv: string[], env: Record<string, string | undefined>) {
  const out: string[] = [];
  const err: string[] = [];
  return runCli(argv, {
    stdout: (l) => out.push(l),
    stderr: (l) => err.push(l),
    env,
  }).then((code) => ({ code, stdout: out.join('\n'), stderr: err.join('\n') }));
}

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-config-'));

/** Four problems of four kinds: a variable's own check, a pair, a file, two variables. */
const BAD = {
  PORT: '3000',
  OFAGE_LOG_LEVEL: 'loud',
  OFAGE_STRIPE_SECRET_KEY: 'sk_test_only_the_secret_half',
  OFAGE_BANK_PROVIDERS_FILE: '/nonexistent/ofage-banks.json',
  OFAGE_METRICS_PORT: '3000',
};

describe('ofage config check', () => {
  it('prints the effective settings with secrets masked, and no problem when there is none', async () => {
    const result = await cli(['config', 'check'], {
      OFAGE_DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://ofage:hunter2-secret@db.internal:5432/ofage',
      OFAGE_CONSOLE_SECRET: 'c'.repeat(40),
      OFAGE_METRICS_PORT: '9464',
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/PORT\s+3000\s+\[default\]/);
    expect(result.stdout).toMatch(/OFAGE_METRICS_PORT\s+9464\s+\[env\]/);
    expect(result.stdout).toMatch(/OFAGE_METRICS_HOST\s+127\.0\.0\.1\s+\[default\]/);
    expect(result.stdout).toMatch(/OFAGE_SHUTDOWN_TIMEOUT_MS\s+30000\s+\[default\]/);
    expect(result.stdout).toMatch(/OFAGE_PUBLIC_URL\s+http:\/\/localhost:3000\s+\[default\]/);
    expect(result.stdout).toContain('postgres://ofage:***@db.internal:5432/ofage');
    expect(result.stdout).toMatch(/OFAGE_CONSOLE_SECRET\s+set \(40 characters, hidden\)/);
    expect(result.stdout).not.toContain('hunter2');
    expect(result.stdout).not.toContain('c'.repeat(40));
    expect(result.stdout).toContain('No problems');
  });

  it('shows what the service uses for a setting that is not set, never "(unset)"', async () => {
    const dir = dataDir();
    const result = await cli(['config', 'check'], { OFAGE_DATA_DIR: dir });
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain('(unset)');
    const line = (name: string) =>
      result.stdout.split('\n').find((l) => l.trimStart().startsWith(`${name} `));
    expect(line('DATABASE_URL')).toMatch(
      new RegExp(`DATABASE_URL\\s+none: SQLite, ${path.join(dir, 'ofage.db')}\\s+\\[default\\]$`),
    );
    expect(line('OFAGE_METRICS_PORT')).toMatch(/off: no metrics listener\s+\[default\]$/);
    expect(line('OFAGE_REDIS_URL')).toMatch(
      /none: each instance keeps its own API key rate limits/,
    );
    expect(line('OTEL_EXPORTER_OTLP_ENDPOINT')).toMatch(/off: no traces/);
    // A description, not a secret: not masked like a set secret would be.
    expect(line('OFAGE_CONSOLE_SECRET')).toMatch(/generated once and kept in the database/);
    expect(line('OFAGE_SEED_ADMIN_EMAIL')).toContain(DEFAULT_ADMIN_EMAIL);

    const traces = describeConfig({
      OFAGE_DATA_DIR: dir,
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318',
    }).settings.find((s) => s.name === 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT');
    expect(traces).toEqual({
      name: 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
      value: 'http://127.0.0.1:4318/v1/traces',
      source: 'default',
    });
  });

  it('the data directory is shown as the absolute path the service uses', () => {
    const dataDirOf = (env: Record<string, string>) =>
      describeConfig(env).settings.find((s) => s.name === 'OFAGE_DATA_DIR')?.value;
    expect(dataDirOf({})).toBe(path.resolve('.data'));
    expect(dataDirOf({ OFAGE_DATA_DIR: 'relative-data' })).toBe(
      `relative-data (${path.resolve('relative-data')})`,
    );
    expect(dataDirOf({ OFAGE_DATA_DIR: '/srv/ofage' })).toBe('/srv/ofage');
  });

  it('every setting without a default says what happens without it', () => {
    const unset = describeConfig({}).settings.filter((s) => s.source === 'unset');
    expect(unset).toEqual([]);
    for (const name of Object.keys(UNSET_SETTINGS)) {
      expect(Object.keys(CONFIG_SCHEMA.shape), name).toContain(name);
    }
  });

  it('lists every problem at once, and exits 1', async () => {
    const result = await cli(['config', 'check', '--json'], { OFAGE_DATA_DIR: dataDir(), ...BAD });
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as {
      problems: string[];
      settings: { name: string; value: string }[];
    };
    const text = report.problems.join('\n');
    expect(text).toMatch(/^OFAGE_LOG_LEVEL: /m);
    expect(text).toMatch(
      /OFAGE_STRIPE_SECRET_KEY and OFAGE_STRIPE_PUBLISHABLE_KEY: set both or neither/,
    );
    expect(text).toMatch(/OFAGE_BANK_PROVIDERS_FILE \(\/nonexistent\/ofage-banks\.json\)/);
    expect(text).toMatch(/^OFAGE_METRICS_PORT: must differ from PORT/m);
    expect(report.problems).toHaveLength(4);
    const stripe = report.settings.find((s) => s.name === 'OFAGE_STRIPE_SECRET_KEY');
    expect(stripe?.value).toMatch(/hidden/);
    expect(result.stdout).not.toContain('only_the_secret_half');
  });

  it('refuses to start the service with the same problems', async () => {
    expect(() => loadConfig({ OFAGE_DATA_DIR: dataDir(), ...BAD })).toThrow(ConfigError);
    const check = await cli(['config', 'check', '--json'], { OFAGE_DATA_DIR: dataDir(), ...BAD });
    const { problems } = JSON.parse(check.stdout) as { problems: string[] };
    const serve = await cli(['serve'], { OFAGE_DATA_DIR: dataDir(), ...BAD });
    expect(serve.code).toBe(1);
    expect(serve.stderr).toContain('invalid configuration:');
    for (const problem of problems) expect(serve.stderr).toContain(problem);
  });

  it('reads the drain and log settings, and refuses a drain that cannot fit in its bound', () => {
    const config = loadConfig({ OFAGE_DATA_DIR: dataDir() });
    expect(config).toMatchObject({ drainDelayMs: 0, drainIdleMs: 2000, accessLog: true });
    expect(config.logFormat).toBeUndefined();
    expect(
      loadConfig({
        OFAGE_DATA_DIR: dataDir(),
        OFAGE_DRAIN_DELAY_MS: '10000',
        OFAGE_LOG_FORMAT: 'json',
        OFAGE_ACCESS_LOG: 'false',
      }),
    ).toMatchObject({ drainDelayMs: 10_000, logFormat: 'json', accessLog: false });
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ OFAGE_DATA_DIR: dataDir(), ...env });
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ OFAGE_DRAIN_DELAY_MS: '28000' })).toEqual([
      expect.stringMatching(/^OFAGE_DRAIN_DELAY_MS: .*less than OFAGE_SHUTDOWN_TIMEOUT_MS/),
    ]);
    expect(problems({ OFAGE_DRAIN_DELAY_MS: '28000', OFAGE_SHUTDOWN_TIMEOUT_MS: '45000' })).toEqual(
      [],
    );
    expect(problems({ OFAGE_LOG_FORMAT: 'yaml' })).toEqual([
      expect.stringMatching(/^OFAGE_LOG_FORMAT: /),
    ]);
  });
});
