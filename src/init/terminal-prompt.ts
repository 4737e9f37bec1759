import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';

/** Questions on a terminal, one at a time. */
export interface TerminalPrompt {
  /** Asks and resolves with the line typed; a `secret` answer is not shown as it is typed. */
  ask(question: string, options?: { secret?: boolean }): Promise<string>;
  close(): void;
}

/**
 * Line-edited questions on a terminal (readline). Echo goes through a gate that a secret
 * answer closes: readline puts the terminal in raw mode, so what is typed reaches the screen
 * only as readline echoes it, and for an API key it echoes nothing. Ctrl+C ends the process as
 * it would at a shell prompt.
 */
export function terminalPrompt(
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
  interrupted: () => void,
): TerminalPrompt {
  let muted = false;
  const echo = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) output.write(chunk);
      done();
    },
  });
  const lines = createInterface({ input, output: echo, terminal: true });
  lines.on('SIGINT', () => {
    output.write('\n');
    interrupted();
  });
  return {
    async ask(question, options) {
      if (!options?.secret) return lines.question(question);
      output.write(question);
      muted = true;
      try {
        return await lines.question('');
      } finally {
        muted = false;
        output.write('\n');
      }
    },
    close: () => lines.close(),
  };
}
