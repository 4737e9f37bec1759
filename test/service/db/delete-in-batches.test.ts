import { describe, expect, it } from 'vitest';
import { deleteInBatches } from '../../../src/service/db/delete-in-batches';

/** A table of `rows` rows whose batch of n takes `msPerRow * n` on a fake clock. */
function table(rows: number, msPerRow: number) {
  let left = rows;
  let clock = 0;
  const sizes: number[] = [];
  let pauses = 0;
  return {
    sizes,
    pauses: () => pauses,
    left: () => left,
    deleteBatch: (limit: number) => {
      sizes.push(limit);
      const n = Math.min(limit, left);
      left -= n;
      clock += n * msPerRow;
      return Promise.resolve(n);
    },
    options: {
      now: () => clock,
      pause: () => {
        pauses++;
        return Promise.resolve();
      },
    },
  };
}

describe('deleteInBatches', () => {
  it('deletes until a batch comes back short, and answers the total', async () => {
    const t = table(1234, 0.001);
    expect(await deleteInBatches(t.deleteBatch, t.options)).toBe(1234);
    expect(t.left()).toBe(0);
  });

  it('gives the event loop a turn between batches', async () => {
    const t = table(1000, 0.001);
    await deleteInBatches(t.deleteBatch, { ...t.options, firstBatch: 100 });
    expect(t.pauses()).toBe(t.sizes.length - 1);
  });

  it('grows fast batches and shrinks slow ones to keep each near the budget', async () => {
    // 0.1 ms a row against a 10 ms budget: batches settle between 50 and 100 rows.
    const t = table(10_000, 0.1);
    await deleteInBatches(t.deleteBatch, { ...t.options, firstBatch: 1000, budgetMs: 10 });
    expect(t.sizes[0]).toBe(1000);
    expect(t.sizes[1]).toBe(500);
    expect(Math.max(...t.sizes.slice(5))).toBeLessThanOrEqual(125);
    expect(Math.min(...t.sizes.slice(5))).toBeGreaterThanOrEqual(50);

    const fast = table(100_000, 0.0001);
    await deleteInBatches(fast.deleteBatch, { ...fast.options, firstBatch: 10 });
    expect(fast.sizes.slice(0, 4)).toEqual([10, 20, 40, 80]);
    expect(Math.max(...fast.sizes)).toBe(5000);
  });

  it('leaves the rest for the next run when a batch fails', async () => {
    const t = table(1000, 0.001);
    let batches = 0;
    const failing = (limit: number) => {
      if (++batches === 3) return Promise.reject(new Error('disk full'));
      return t.deleteBatch(limit);
    };
    await expect(deleteInBatches(failing, { ...t.options, firstBatch: 100 })).rejects.toThrow(
      'disk full',
    );
    expect(t.left()).toBe(1000 - 100 - 200);
    expect(await deleteInBatches(t.deleteBatch, t.options)).toBe(700);
  });
});
