#!/usr/bin/env node
// The `ofage` command of the plugin package. `ofage init` is the plugin's own (dist/init, built
// from src/init). Every other command (serve, products, keys, webhooks…) belongs to the service
// package, `@ofage/service`, whose command has the same name: it runs when the service is
// installed here or this is its folder (a clone of the repository), and is named when it is not.
// Plain JavaScript with no build step, so the command works in a clone before the plugin is built.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const args = process.argv.slice(2);

/** The service package's `ofage` command, when it is installed in (or is) the folder `cwd`. */
function serviceCli(cwd) {
  try {
    const own = JSON.parse(fs.readFileSync(path.join(cwd, 'package.json'), 'utf8'));
    if (own.name === '@ofage/service') return path.join(cwd, 'bin', 'ofage.js');
  } catch {
    // no package.json here: look for an installed service below
  }
  try {
    const manifest = createRequire(path.join(cwd, 'noop.js')).resolve(
      '@ofage/service/package.json',
    );
    return path.join(path.dirname(manifest), 'bin', 'ofage.js');
  } catch {
    return undefined;
  }
}

async function init() {
  let command;
  try {
    command = await import('../dist/init/main.js');
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    process.stderr.write(
      'ofage init: this copy of the plugin is not built; in the ofage repository, npm run build:lib\n',
    );
    return 1;
  }
  // `ofage`, `ofage --help`: the usage of the one command this package has.
  return command.runInitCommand(args[0] === 'init' ? args.slice(1) : ['--help']);
}

const service = args[0] === 'init' ? undefined : serviceCli(process.cwd());
if (service) {
  process.exitCode =
    spawnSync(process.execPath, [service, ...args], { stdio: 'inherit' }).status ?? 1;
} else if (args[0] === 'init' || !args[0] || args[0] === '--help' || args[0] === '-h') {
  process.exitCode = await init();
} else {
  process.stderr.write(
    `ofage ${args[0]}: a command of the ofage service, which is not installed here. Install it ` +
      '(npm install @ofage/service) or run it where the service is; this package (the plugin) ' +
      'has `ofage init`.\n',
  );
  process.exitCode = 2;
}
