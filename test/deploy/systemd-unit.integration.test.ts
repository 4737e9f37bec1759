import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/service/config/load-config';

const UNIT = path.resolve(import.meta.dirname, '../../deploy/systemd/ofage.service');
const text = fs.readFileSync(UNIT, 'utf8');
const run = promisify(execFile);
const analyze = spawnSync('systemd-analyze', ['--version'], { stdio: 'ignore' }).status === 0;

/** The unit's `Key=value` lines (the last of a repeated key). */
const directives = Object.fromEntries(
  text
    .split('\n')
    .filter((line) => /^[A-Z]\w*=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

/**
 * What systemd reports about a copy of the unit, with the installed `ofage` replaced by an
 * executable that exists here (systemd checks that it does).
 */
async function verify(unitText: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-unit-'));
  try {
    const file = path.join(dir, 'ofage.service');
    fs.writeFileSync(
      file,
      unitText.replaceAll('/opt/ofage/node_modules/.bin/ofage', process.execPath),
    );
    const { stdout, stderr } = await run('systemd-analyze', ['--man=no', 'verify', file]);
    return (stdout + stderr).trim();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the systemd unit (deploy/systemd/ofage.service)', () => {
  it.runIf(analyze)(
    'systemd-analyze verify finds nothing wrong with it, and finds a misspelt key',
    async () => {
      expect(await verify(text)).toBe('');
      expect(await verify(text.replace('NoNewPrivileges=', 'NoNewPrivilegs='))).toMatch(
        /Unknown key 'NoNewPrivilegs'/,
      );
    },
  );

  it('stops with SIGTERM to node and waits longer than the drain bound', () => {
    expect(directives.KillSignal).toBe('SIGTERM');
    expect(directives.KillMode).toBe('mixed');
    const bound = loadConfig({}).shutdownTimeoutMs;
    expect(Number(/^(\d+)s$/.exec(directives.TimeoutStopSec ?? '')?.[1]) * 1000).toBeGreaterThan(
      bound + 2000,
    );
  });

  it('runs unprivileged on a read-only system, its data in its state directory', () => {
    expect(directives).toMatchObject({
      User: 'ofage',
      StateDirectory: 'ofage',
      NoNewPrivileges: 'yes',
      ProtectSystem: 'strict',
      ProtectHome: 'yes',
      PrivateTmp: 'yes',
      CapabilityBoundingSet: '',
    });
    expect(directives.Environment).toContain('OFAGE_DATA_DIR=/var/lib/ofage');
    // V8 writes the machine code it runs: this would stop node.
    expect(directives).not.toHaveProperty('MemoryDenyWriteExecute');
    expect(directives.ExecStartPre).toBe('+/opt/ofage/node_modules/.bin/ofage pages link');
  });
});
