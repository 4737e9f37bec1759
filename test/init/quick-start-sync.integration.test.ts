import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInit } from '../../src/init/run-init';
import { quickStartFiles } from '../packages/new-app/quick-start-files';
import { startTestService, type TestService } from '../support/test-service';

let t: TestService;
beforeAll(async () => {
  t = await startTestService('sqlite');
});
afterAll(async () => t.close());

describe('the merchant quick start and ofage init', () => {
  it('write the same four files into a create-next-app app', async () => {
    const { testKey } = await t.addProduct('My shop');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-sync-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'package.json'),
        JSON.stringify({ dependencies: { next: '16.0.0' } }),
      );
      fs.writeFileSync(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({ compilerOptions: { paths: { '@/*': ['./*'] } } }),
      );
      fs.mkdirSync(path.join(dir, 'app'));
      const code = await runInit(
        ['--service', t.url, '--api-key', testKey, '--protect', '/spirits'],
        {
          cwd: dir,
          stdout: () => undefined,
          stderr: () => undefined,
          interactive: false,
          ask: () => Promise.reject(new Error('no terminal')),
          randomSecret: () => 'x'.repeat(43),
        },
      );
      expect(code).toBe(0);
      const { files } = quickStartFiles();
      expect(files).toHaveLength(4);
      for (const file of files) {
        expect(fs.readFileSync(path.join(dir, file.path), 'utf8'), file.path).toBe(file.code);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
