import { describe, expect, it } from 'vitest';
import { WriteBatcher } from './write-batcher.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('WriteBatcher', () => {
  it('writes at once when idle, and batches what arrives while flushes are busy', async () => {
    const batches: number[][] = [];
    const gates: ReturnType<typeof deferred<void>>[] = [];
    const batcher = new WriteBatcher<number, number>(async (items) => {
      batches.push(items);
      const gate = deferred<void>();
      gates.push(gate);
      await gate.promise;
      return items.map((item) => item * 10);
    }, 100, 1);

    const first = batcher.submit(1);
    const rest = [2, 3, 4].map((item) => batcher.submit(item));
    expect(batches).toEqual([[1]]);
    gates[0].resolve();
    expect(await first).toBe(10);
    await Promise.resolve();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    gates[1].resolve();
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
  });

  it('passes refusals and failures to the right callers', async () => {
    const batcher = new WriteBatcher<number, string>(async (items) => {
      if (items.includes(13)) throw new Error('unlucky batch');
      return items.map((item) => (item % 2 ? `odd ${item}` : undefined));
    });
    expect(await batcher.submit(3)).toBe('odd 3');
    expect(await batcher.submit(4)).toBeUndefined();
    await expect(batcher.submit(13)).rejects.toThrow('unlucky batch');
  });

  it('retries a failed batch item by item, so only the bad item fails', async () => {
    const flushed: number[][] = [];
    const gate: { release?: () => void } = {};
    const batcher = new WriteBatcher<number, number>(async (items) => {
      flushed.push(items);
      if (items.length === 1 && items[0] === 1) await new Promise<void>((resolve) => (gate.release = resolve));
      if (items.includes(13)) throw new Error('bad item');
      return items;
    }, 100, 1);
    const first = batcher.submit(1);
    const queued = [7, 13, 8].map((item) => batcher.submit(item).catch((error: Error) => error.message));
    gate.release!();
    await first;
    expect(await Promise.all(queued)).toEqual([7, 'bad item', 8]);
    expect(flushed).toEqual([[1], [7, 13, 8], [7], [13], [8]]);
  });

  it('keeps at most maxBatch items in one flush', async () => {
    const sizes: number[] = [];
    const batcher = new WriteBatcher<number, number>(async (items) => {
      sizes.push(items.length);
      return items;
    }, 2, 1);
    await Promise.all([1, 2, 3, 4, 5].map((item) => batcher.submit(item)));
    expect(sizes).toEqual([1, 2, 2]);
  });
});
