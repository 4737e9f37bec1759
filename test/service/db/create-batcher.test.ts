import { describe, expect, it } from 'vitest';
import { createBatcher } from '../../../src/service/db/create-batcher';

describe('createBatcher', () => {
  it('coalesces calls of one turn into one batch, in order', async () => {
    const batches: number[][] = [];
    const double = createBatcher<number, number>(async (xs) => {
      batches.push(xs);
      return xs.map((x) => x * 2);
    });
    expect(await Promise.all([1, 2, 3].map(double))).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('splits at maxBatch', async () => {
    const sizes: number[] = [];
    const id = createBatcher<number, number>(
      async (xs) => {
        sizes.push(xs.length);
        return xs;
      },
      { maxBatch: 2 },
    );
    await Promise.all([1, 2, 3, 4, 5].map(id));
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('an Error output fails only its own caller; a thrown error fails the batch', async () => {
    const check = createBatcher<number, number>(async (xs) =>
      xs.map((x) => (x < 0 ? new Error(`negative ${x}`) : x)),
    );
    const results = await Promise.allSettled([check(1), check(-1), check(2)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const broken = createBatcher<number, number>(() => Promise.reject(new Error('down')));
    await expect(Promise.all([broken(1), broken(2)])).rejects.toThrow('down');
  });
});
