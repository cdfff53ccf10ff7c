import { HttpException, HttpStatus } from '@nestjs/common';
import { TOO_MANY_REQUESTS } from '../../common/rate-limit/rate-limit.guard.js';

/**
 * A semaphore for password hashing: at most `atOnce` tasks run, up to `maxWaiting` more wait in
 * order, and one more is refused with 429.
 */
export class HashSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly atOnce: number,
    private readonly maxWaiting: number,
  ) {}

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.atOnce) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxWaiting) {
      return Promise.reject(new HttpException(TOO_MANY_REQUESTS, HttpStatus.TOO_MANY_REQUESTS));
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** The slot passes straight to the next waiting task, so `running` never drops in between. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
