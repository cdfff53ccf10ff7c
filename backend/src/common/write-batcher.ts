/**
 * Groups concurrent writes into batches: each flush takes everything queued so far, so under
 * load many messages share one statement and one commit, and with no load a write goes at once.
 * `flush` answers one result per item, in order (undefined: the item was refused). When a
 * batch fails, its items are retried one by one, so one bad item cannot fail its neighbours.
 */
export class WriteBatcher<Item, Result> {
  private queue: { item: Item; resolve: (result: Result | undefined) => void; reject: (error: unknown) => void }[] = [];
  private inFlight = 0;

  constructor(
    private readonly flush: (items: Item[]) => Promise<(Result | undefined)[]>,
    private readonly maxBatch = 200,
    /** Two, measured: more concurrent writes cost PostgreSQL more per message and lengthened the tail. */
    private readonly maxInFlight = 2,
  ) {}

  submit(item: Item): Promise<Result | undefined> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.pump();
    });
  }

  private async flushBatch(batch: typeof this.queue): Promise<void> {
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
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.inFlight++;
      this.flushBatch(batch)
        .finally(() => {
          this.inFlight--;
          this.pump();
        });
    }
  }
}
