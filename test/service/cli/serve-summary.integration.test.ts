import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rateLimitNote } from '../../../src/service/cli/commands/serve';
import { loadConfig } from '../../../src/service/config/load-config';
import { freePort } from '../../support/free-port';
import { waitFor } from '../../support/wait';
import { prepareDataDir, startServe, type ServeProcess } from '../operations/serve-process';

describe('ofage serve: where rate limits are kept', () => {
  it('says limits are per instance on PostgreSQL without OFAGE_REDIS_URL, and what to set', () => {
    expect(rateLimitNote('memory', 'postgres')).toMatch(/per instance.*set OFAGE_REDIS_URL/);
    expect(rateLimitNote('memory', 'sqlite')).toBe('API key rate limits are per instance');
    expect(rateLimitNote('redis', 'postgres')).toMatch(/shared through Redis/);
  });

  it('reads OFAGE_REDIS_URL, and refuses what is not a Redis URL at start-up', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ OFAGE_REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(loadConfig({ OFAGE_REDIS_URL: 'redis://127.0.0.1:6379/2' }).redisUrl).toBe(
      'redis://127.0.0.1:6379/2',
    );
    expect(() => loadConfig({ OFAGE_REDIS_URL: 'http://cache:6379' })).toThrow(/OFAGE_REDIS_URL/);
  });
});

describe('ofage serve: where it listens', () => {
  let serve: ServeProcess | undefined;
  let dataDir = '';
  afterAll(async () => {
    serve?.child.kill('SIGKILL');
    await serve?.exited;
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('without HOST says at start that it listens on every network interface, and how to keep it local', async () => {
    dataDir = (await prepareDataDir()).dataDir;
    const port = await freePort();
    serve = startServe(port, dataDir, { HOST: undefined, OFAGE_METHOD_WORKERS: '0' });
    const s = serve;
    // The banner's last line: everything above it is written by then.
    await waitFor(() => /ofage service listening on .*ready[^]*Press Ctrl\+C/.test(s.output()), {
      timeout: 120_000,
      interval: 50,
      message: 'the banner',
    });
    const note = `0.0.0.0 is every network interface: other machines can connect to port ${port} (set HOST=127.0.0.1 to keep it to this machine)`;
    expect(s.output()).toContain(`ofage service listening on 0.0.0.0:${port} (public URL `);
    expect(s.output()).toContain(`  network:   ${note}`);
    // Sign-up is closed by default and the data directory has no account yet.
    const built = fs.existsSync(path.resolve(import.meta.dirname, '../../../.next/BUILD_ID'));
    expect(s.output()).toContain(
      built
        ? `/console (no account yet, and sign-up is closed: create one with \`npx ofage accounts create --email <e-mail>\`)`
        : '  console:   not served (no page build)',
    );
    expect(s.output()).not.toContain('sign up for the first account');
    // The log says it too, as soon as the port is open (the banner waits for readiness). The
    // log's writes are buffered: under load they may reach the pipe after the banner's.
    const listening = await waitFor(
      () =>
        s
          .output()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as { msg?: string; address?: string; reach?: string })
          .find((entry) => entry.msg?.startsWith('ofage service listening')),
      { timeout: 10_000, interval: 50, message: 'the "listening" log line' },
    );
    expect(listening).toMatchObject({
      msg: `ofage service listening: ${note}`,
      address: `0.0.0.0:${port}`,
      reach: 'every-interface',
    });
  });
});
