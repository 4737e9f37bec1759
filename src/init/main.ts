import { randomBytes } from 'node:crypto';
import { runInit } from './run-init';
import { terminalPrompt } from './terminal-prompt';

/**
 * `npx ofage init` in this process: the terminal (when standard input is one) for questions,
 * `process.cwd()` as the app, 32 random bytes for `OFAGE_SECRET`. The package's launcher
 * (`bin/ofage.js`) calls it.
 */
export async function runInitCommand(args: string[]): Promise<number> {
  const terminal = Boolean(process.stdin.isTTY);
  const prompt = terminal
    ? terminalPrompt(process.stdin, process.stdout, () => process.exit(130))
    : undefined;
  try {
    return await runInit(args, {
      cwd: process.cwd(),
      stdout: (text) => process.stdout.write(`${text}\n`),
      stderr: (text) => process.stderr.write(`${text}\n`),
      interactive: terminal,
      ask: (question, options) => prompt!.ask(question, options),
      randomSecret: () => randomBytes(32).toString('base64url'),
    });
  } finally {
    prompt?.close();
  }
}
