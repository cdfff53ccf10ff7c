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
    const batcher = new WriteBatcher<number, number>(
      async (items) => {
        batches.push(items);
        const gate = deferred<void>();
        gates.push(gate);
        await gate.promise;
        return items.map((item) => item * 10);
      },
      { maxBatch: 100, maxInFlight: 1 },
    );

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
    const batcher = new WriteBatcher<number, number>(
      async (items) => {
        flushed.push(items);
        if (items.length === 1 && items[0] === 1)
          await new Promise<void>((resolve) => (gate.release = resolve));
        if (items.includes(13)) throw new Error('bad item');
        return items;
      },
      { maxBatch: 100, maxInFlight: 1 },
    );
    const first = batcher.submit(1);
    const queued = [7, 13, 8].map((item) =>
      batcher.submit(item).catch((error: Error) => error.message),
    );
    gate.release!();
    await first;
    expect(await Promise.all(queued)).toEqual([7, 'bad item', 8]);
    expect(flushed).toEqual([[1], [7, 13, 8], [7], [13], [8]]);
  });

  it('keeps at most maxBatch items in one flush', async () => {
    const sizes: number[] = [];
    const batcher = new WriteBatcher<number, number>(
      async (items) => {
        sizes.push(items.length);
        return items;
      },
      { maxBatch: 2, maxInFlight: 1 },
    );
    await Promise.all([1, 2, 3, 4, 5].map((item) => batcher.submit(item)));
    expect(sizes).toEqual([1, 2, 2]);
  });

  describe('with keyOf', () => {
    const keyOf = (item: string) => item[0];

    /** A batcher whose n-th flush waits for `release(n)`; it records the batches, and any key in two flushes at once. */
    function gatedBatcher(options: { keyOf?: (item: string) => string; failOn?: string } = {}) {
      const batches: string[][] = [];
      const gates: ReturnType<typeof deferred<void>>[] = [];
      const overlaps: string[] = [];
      const flushing = new Set<string>();
      const batcher = new WriteBatcher<string, string>(
        async (items) => {
          batches.push(items);
          const keys = [...new Set(items.map(keyOf))];
          overlaps.push(...keys.filter((key) => flushing.has(key)));
          keys.forEach((key) => flushing.add(key));
          const gate = deferred<void>();
          gates.push(gate);
          await gate.promise;
          keys.forEach((key) => flushing.delete(key));
          if (options.failOn && items.includes(options.failOn))
            throw new Error(`bad ${options.failOn}`);
          return items.map((item) => item.toUpperCase());
        },
        { maxInFlight: 2, keyOf: options.keyOf },
      );
      /** Lets the n-th flush finish, and the batcher take what it then can. */
      const release = async (n: number) => {
        gates[n].resolve();
        await new Promise((resolve) => setImmediate(resolve));
      };
      return { batcher, batches, overlaps, release };
    }

    it('keeps an item queued while its key is being flushed, in order, and lets other keys go meanwhile', async () => {
      const { batcher, batches, overlaps, release } = gatedBatcher({ keyOf });
      const results = ['a1', 'a2', 'b1', 'a3', 'b2', 'c1'].map((item) => batcher.submit(item));
      expect(batches).toEqual([['a1'], ['b1']]);

      await release(1);
      expect(batches).toEqual([['a1'], ['b1'], ['b2', 'c1']]);
      await release(0);
      expect(batches).toEqual([['a1'], ['b1'], ['b2', 'c1'], ['a2', 'a3']]);
      await release(2);
      await release(3);
      expect(await Promise.all(results)).toEqual(['A1', 'A2', 'B1', 'A3', 'B2', 'C1']);
      expect(overlaps).toEqual([]);
    });

    it('without keyOf, flushes items of one key at once, as before', async () => {
      const { batcher, batches, overlaps, release } = gatedBatcher();
      const results = ['a1', 'a2', 'a3'].map((item) => batcher.submit(item));
      expect(batches).toEqual([['a1'], ['a2']]);
      expect(overlaps).toEqual(['a']);
      await release(1);
      expect(batches).toEqual([['a1'], ['a2'], ['a3']]);
      await release(0);
      await release(2);
      expect(await Promise.all(results)).toEqual(['A1', 'A2', 'A3']);
    });

    it('retries a failed batch item by item, and holds its keys until the retries are done', async () => {
      const { batcher, batches, overlaps, release } = gatedBatcher({ keyOf, failOn: 'a2' });
      const first = ['x1', 'y1'].map((item) => batcher.submit(item));
      const queued = ['a1', 'a2', 'a3', 'b1'].map((item) =>
        batcher.submit(item).catch((error: Error) => error.message),
      );
      await release(0);
      expect(batches).toEqual([['x1'], ['y1'], ['a1', 'a2', 'a3', 'b1']]);

      const late = batcher.submit('a4');
      await release(1);
      for (let n = 2; n <= 6; n++) await release(n);
      expect(batches.slice(3)).toEqual([['a1'], ['a2'], ['a3'], ['b1'], ['a4']]);
      await release(7);
      expect(await Promise.all([...first, ...queued, late])).toEqual([
        'X1',
        'Y1',
        'A1',
        'bad a2',
        'A3',
        'B1',
        'A4',
      ]);
      expect(overlaps).toEqual([]);
    });

    it('lets a key with thousands queued through one full batch at a time, in order, while other keys go', async () => {
      const { batcher, batches, overlaps, release } = gatedBatcher({ keyOf });
      const hot = Array.from({ length: 5_000 }, (_, index) => `h${index}`);
      const results = [...hot, 'c1'].map((item) => batcher.submit(item));
      expect(batches).toEqual([['h0'], ['c1']]);
      for (let n = 0; n < batches.length; n++) await release(n);

      expect(batches.map((batch) => batch.length)).toEqual([
        1,
        1,
        ...Array<number>(24).fill(200),
        199,
      ]);
      expect(batches.filter((batch) => batch[0] !== 'c1').flat()).toEqual(hot);
      expect(await Promise.all(results)).toEqual([...hot, 'c1'].map((item) => item.toUpperCase()));
      expect(overlaps).toEqual([]);
    });
  });
});
