#!/usr/bin/env node
// The `ofage` command: runs the TypeScript CLI through tsx's loader (a dependency of the package).
import { register } from 'tsx/esm/api';
import { fileURLToPath } from 'node:url';

register();
const { runCli } = await import(
  fileURLToPath(new URL('../src/service/cli/main.ts', import.meta.url))
);
const code = await runCli(process.argv.slice(2), {
  stdout: (line) => process.stdout.write(`${line}\n`),
  stderr: (line) => process.stderr.write(`${line}\n`),
  env: process.env,
});
process.exitCode = code;
