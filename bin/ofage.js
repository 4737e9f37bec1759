#!/usr/bin/env node
// The `ofage` command: runs the compiled CLI (dist/service, built by scripts/build-service.mjs and
// shipped in the package). In a clone, where the TypeScript sources sit beside it, it compiles
// them first when they changed since the last build, so `npx ofage` never runs stale code.
import fs from 'node:fs';

const builder = new URL('../scripts/build-service.mjs', import.meta.url);
if (fs.existsSync(new URL('../src/service', import.meta.url)) && fs.existsSync(builder)) {
  const { buildServiceIfStale } = await import(builder.href);
  await buildServiceIfStale();
}
const { runCli } = await import('../dist/service/cli/main.js');
const code = await runCli(process.argv.slice(2), {
  stdout: (line) => process.stdout.write(`${line}\n`),
  stderr: (line) => process.stderr.write(`${line}\n`),
  env: process.env,
});
process.exitCode = code;
