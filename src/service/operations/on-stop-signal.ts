/** How long past the drain bound the process may take to exit before it is made to. */
const EXIT_MARGIN_MS = 2_000;

/**
 * Runs `stop` on the first SIGTERM or SIGINT and resolves when it has; the process exits with 1
 * if `stop` has not finished `boundMs` (+2 s) after the signal, and at once on a second signal
 * (a second Ctrl+C means "now").
 *
 * @example `src/service/cli/commands/serve.ts`
 * ```ts
 * await onStopSignal(() => running.stop(), config.shutdownTimeoutMs);
 * ```
 */
export function onStopSignal(stop: () => Promise<unknown>, boundMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    let stopping = false;
    const onSignal = (signal: NodeJS.Signals): void => {
      if (stopping) {
        process.stderr.write(`ofage: ${signal} again: exiting now\n`);
        process.exit(1);
      }
      stopping = true;
      setTimeout(() => {
        process.stderr.write(`ofage: the stop took longer than ${boundMs} ms: exiting now\n`);
        process.exit(1);
      }, boundMs + EXIT_MARGIN_MS).unref();
      stop().then(
        () => resolve(),
        (error: unknown) => {
          process.stderr.write(`ofage: stop failed: ${String(error)}\n`);
          resolve();
        },
      );
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  });
}
