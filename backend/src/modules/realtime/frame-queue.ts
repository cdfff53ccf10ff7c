/**
 * One socket's frames, handled one after another in the order they came, so that (say) its sends
 * are stored in the order sent. At most `capacity` frames wait behind the one being handled.
 */
export class FrameQueue {
  private waiting = 0;
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly capacity: number) {}

  /** Queues `task` (which must not reject); false when the queue is full and it was not queued. */
  push(task: () => Promise<void> | void): boolean {
    if (this.waiting >= this.capacity) return false;
    this.waiting++;
    this.tail = this.tail.then(() => {
      this.waiting--;
      return task();
    });
    return true;
  }

  /** Settles once every frame queued so far has been handled. */
  idle(): Promise<void> {
    return this.tail;
  }
}
