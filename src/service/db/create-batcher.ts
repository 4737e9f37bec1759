/**
 * Coalesces calls made in the same turn of the event loop into one batch (the DataLoader
 * pattern). Under load, fifty concurrent performs become one multi-row INSERT — one round trip
 * and one commit instead of fifty — while a lone call waits only until the next turn.
 */
export function createBatcher<I, O>(
  run: (inputs: I[]) => Promise<(O | Error)[]>,
  options: { maxBatch?: number } = {},
): (input: I) => Promise<O> {
  const maxBatch = options.maxBatch ?? 100;
  let queue: { input: I; resolve: (o: O) => void; reject: (e: unknown) => void }[] = [];
  let scheduled = false;

  const flush = (): void => {
    scheduled = false;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      run(batch.map((b) => b.input)).then(
        (outputs) =>
          batch.forEach((b, i) => {
            const out = outputs[i];
            // As in DataLoader, an Error in the output array fails that one caller only.
            if (out instanceof Error) b.reject(out);
            else b.resolve(out as O);
          }),
        (error: unknown) => batch.forEach((b) => b.reject(error)),
      );
    }
  };

  return (input) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
