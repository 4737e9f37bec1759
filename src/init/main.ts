import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { runInit } from './run-init';

/**
 * `npx ofage init` in this process: the terminal (when standard input is one) for questions,
 * `process.cwd()` as the app, 32 random bytes for `OFAGE_SECRET`. The package's launcher
 * (`bin/ofage.js`) calls it.
 */
export async function runInitCommand(args: string[]): Promise<number> {
  const terminal = Boolean(process.stdin.isTTY);
  const prompt = terminal
    ? createInterface({ input: process.stdin, output: process.stdout })
    : undefined;
  try {
    return await runInit(args, {
      cwd: process.cwd(),
      stdout: (text) => process.stdout.write(`${text}\n`),
      stderr: (text) => process.stderr.write(`${text}\n`),
      interactive: terminal,
      ask: (question) => prompt!.question(question),
      randomSecret: () => randomBytes(32).toString('base64url'),
    });
  } finally {
    prompt?.close();
  }
}
