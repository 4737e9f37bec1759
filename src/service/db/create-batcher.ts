/**
 * Coalesces calls made in the same turn of the event loop into one batch (the DataLoader
 * pattern). Under load, fifty concurrent performs become one multi-row INSERT — one round trip
 * and one commit instead of fifty — while a lone call waits only until the next turn.
 *
 * `maxInFlight` bounds the batches running at once: calls that arrive while that many are out
 * wait for one to finish and then go together. Over a network database (PostgreSQL) this turns a
 * stream of small reads into fewer, larger ones — less work for both processes per call — at the
 * cost of at most one round trip of waiting.
 */
export function createBatcher<I, O>(
  run: (inputs: I[]) => Promise<(O | Error)[]>,
  options: { maxBatch?: number; maxInFlight?: number } = {},
): (input: I) => Promise<O> {
  const maxBatch = options.maxBatch ?? 100;
  const maxInFlight = options.maxInFlight ?? Infinity;
  let queue: { input: I; resolve: (o: O) => void; reject: (e: unknown) => void }[] = [];
  let scheduled = false;
  let inFlight = 0;

  const flush = (): void => {
    scheduled = false;
    while (queue.length > 0 && inFlight < maxInFlight) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      inFlight += 1;
      run(batch.map((b) => b.input))
        .then(
          (outputs) =>
            batch.forEach((b, i) => {
              const out = outputs[i];
              // As in DataLoader, an Error in the output array fails that one caller only.
              if (out instanceof Error) b.reject(out);
              else b.resolve(out as O);
            }),
          (error: unknown) => batch.forEach((b) => b.reject(error)),
        )
        .finally(() => {
          inFlight -= 1;
          // What gathered meanwhile goes at once: it has waited a whole round trip already.
          if (queue.length > 0) flush();
        });
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
