interface Entry<Item, Result> {
  item: Item;
  resolve: (result: Result | undefined) => void;
  reject: (error: unknown) => void;
}

export interface WriteBatcherOptions<Item> {
  /** The most items in one flush. */
  maxBatch?: number;
  /** The most flushes at once. Two, measured: more concurrent writes cost PostgreSQL more per message and lengthened the tail. */
  maxInFlight?: number;
  /**
   * Items with the same key are never in two flushes at once: they wait in the queue while one of
   * them is being flushed, so the items of one key are written and answered in the order submitted.
   */
  keyOf?: (item: Item) => string;
}

/**
 * Groups concurrent writes into batches: each flush takes everything queued so far, so under
 * load many messages share one statement and one commit, and with no load a write goes at once.
 * `flush` answers one result per item, in order (undefined: the item was refused). When a
 * batch fails, its items are retried one by one, so one bad item cannot fail its neighbours.
 */
export class WriteBatcher<Item, Result> {
  /** Queued items by key, oldest key first. */
  private readonly queued = new Map<unknown, Entry<Item, Result>[]>();
  /** The keys of the items being flushed. */
  private readonly busyKeys = new Set<unknown>();
  private inFlight = 0;
  private readonly maxBatch: number;
  private readonly maxInFlight: number;
  private readonly keyOf: (item: Item) => unknown;

  constructor(
    private readonly flush: (items: Item[]) => Promise<(Result | undefined)[]>,
    { maxBatch = 200, maxInFlight = 2, keyOf }: WriteBatcherOptions<Item> = {},
  ) {
    this.maxBatch = maxBatch;
    this.maxInFlight = maxInFlight;
    // Without keyOf, every item is a key of its own: it waits for nothing but a free flush.
    this.keyOf = keyOf ?? (() => Symbol());
  }

  submit(item: Item): Promise<Result | undefined> {
    return new Promise((resolve, reject) => {
      const key = this.keyOf(item);
      const entries = this.queued.get(key);
      if (entries) entries.push({ item, resolve, reject });
      else this.queued.set(key, [{ item, resolve, reject }]);
      this.pump();
    });
  }

  private async flushBatch(batch: Entry<Item, Result>[]): Promise<void> {
    try {
      const results = await this.flush(batch.map((entry) => entry.item));
      batch.forEach((entry, index) => entry.resolve(results[index]));
    } catch (error) {
      if (batch.length === 1) {
        batch[0].reject(error);
        return;
      }
      for (const entry of batch) await this.flushBatch([entry]);
    }
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight) {
      const { batch, keys } = this.takeBatch();
      if (batch.length === 0) return;
      for (const key of keys) this.busyKeys.add(key);
      this.inFlight++;
      this.flushBatch(batch).finally(() => {
        this.inFlight--;
        for (const key of keys) this.busyKeys.delete(key);
        this.pump();
      });
    }
  }

  /**
   * Up to maxBatch queued items, oldest key first, passing over the keys being flushed. Costs one
   * step per item taken and per busy key passed, however long the queue.
   */
  private takeBatch(): { batch: Entry<Item, Result>[]; keys: unknown[] } {
    const batch: Entry<Item, Result>[] = [];
    const keys: unknown[] = [];
    for (const [key, entries] of this.queued) {
      if (batch.length === this.maxBatch) break;
      if (this.busyKeys.has(key)) continue;
      batch.push(...entries.splice(0, this.maxBatch - batch.length));
      keys.push(key);
      if (entries.length === 0) this.queued.delete(key);
    }
    return { batch, keys };
  }
}
