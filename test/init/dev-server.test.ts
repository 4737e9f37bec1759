import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { devServer } from '../../src/init/dev-server';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function app(dev: string | undefined, lockfile?: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofage-dev-'));
  dirs.push(dir);
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ scripts: dev === undefined ? {} : { dev } }),
  );
  if (lockfile) fs.writeFileSync(path.join(dir, lockfile), '');
  return dir;
}

describe('devServer', () => {
  it.each([
    ['next dev', 3000],
    ['next dev --turbopack', 3000],
    ['next dev -p 4000', 4000],
    ['next dev --port 4001', 4001],
    ['next dev --port=4002 --turbopack', 4002],
    ['PORT=4003 next dev', 4003],
  ])('%s listens on %i', (script, port) => {
    expect(devServer(app(script)).port).toBe(port);
  });

  it('starts the app with its package manager, on another port only when asked to', () => {
    expect(devServer(app('next dev')).command(3000)).toBe('npm run dev');
    expect(devServer(app('next dev')).command(3002)).toBe('npm run dev -- -p 3002');
    expect(devServer(app('next dev -p 4000')).command(4000)).toBe('npm run dev');
    expect(devServer(app('next dev', 'pnpm-lock.yaml')).command(3002)).toBe('pnpm dev -p 3002');
    expect(devServer(app('next dev', 'yarn.lock')).command(3002)).toBe('yarn dev -p 3002');
    expect(devServer(app('next dev', 'bun.lock')).command(3000)).toBe('bun run dev');
    expect(devServer(app(undefined)).command(3000)).toBe('npx next dev');
    expect(devServer(app(undefined)).command(3002)).toBe('npx next dev -p 3002');
  });
});
