import fs from 'node:fs';
import os from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../src/service/config/load-config';
import { startTestService, type TestService } from '../../../support/test-service';

/** The nice value of each thread of this process (proc(5): field 19 of /proc/<pid>/task/<tid>/stat). */
function threadNices(): number[] {
  return fs.readdirSync('/proc/self/task').map((tid) => {
    const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('OFAGE_METHOD_WORKER_NICE', () => {
  let t: TestService | undefined;
  afterAll(async () => t?.close());

  it('defaults to 10 and refuses a value Linux has no nice for', () => {
    expect(loadConfig({ OFAGE_DATA_DIR: os.tmpdir() }).methodWorkerNice).toBe(10);
    expect(
      loadConfig({ OFAGE_DATA_DIR: os.tmpdir(), OFAGE_METHOD_WORKER_NICE: '19' }).methodWorkerNice,
    ).toBe(19);
    for (const bad of ['20', '-1', '2.5', 'low']) {
      expect(() =>
        loadConfig({ OFAGE_DATA_DIR: os.tmpdir(), OFAGE_METHOD_WORKER_NICE: bad }),
      ).toThrow(/OFAGE_METHOD_WORKER_NICE/);
    }
  });

  it.runIf(process.platform === 'linux')(
    "runs the service's method workers at the configured nice value, and only them",
    async () => {
      const before = threadNices().filter((n) => n === 19).length;
      t = await startTestService('sqlite', {
        env: { OFAGE_METHOD_WORKERS: '1', OFAGE_METHOD_WORKER_NICE: '19' },
      });
      await t.service.ctx.workers!.ready;
      expect(threadNices().filter((n) => n === 19).length).toBeGreaterThan(before);
      expect(os.getPriority(0)).toBe(0);
    },
    120_000,
  );
});
