import type { CliIo } from './command';

/**
 * `ofage init` belongs to the plugin package (`ofage`), whose command has the same name as this
 * one: run it when the plugin is installed where this runs (a clone of the repository, or an app
 * with both packages), else say where it comes from. Its arguments are the plugin's own.
 */
export async function runPluginInit(argv: string[], io: CliIo): Promise<number> {
  const { createRequire } = await import('node:module');
  const path = await import('node:path');
  let bin: string;
  try {
    const pkg = createRequire(path.join(process.cwd(), 'noop.js')).resolve('ofage/package.json');
    bin = path.join(path.dirname(pkg), 'dist', 'init', 'main.js');
  } catch {
    io.stderr(
      'ofage init comes with the plugin package: in your Next.js app, npm install ofage, then npx ofage init.',
    );
    return 2;
  }
  const { spawnSync } = await import('node:child_process');
  const run = spawnSync(process.execPath, [bin, ...argv], { stdio: 'inherit' });
  return run.status ?? 1;
}
