import { describe, expect, it } from 'vitest';
import { FrameQueue } from './frame-queue.js';

describe('FrameQueue', () => {
  it('runs tasks one at a time, in the order queued', async () => {
    const queue = new FrameQueue(10);
    const log: string[] = [];
    let release!: () => void;
    const first = new Promise<void>((resolve) => (release = resolve));
    queue.push(async () => {
      log.push('first starts');
      await first;
      log.push('first ends');
    });
    queue.push(() => void log.push('second'));
    await Promise.resolve();
    expect(log).toEqual(['first starts']);
    release();
    await queue.idle();
    expect(log).toEqual(['first starts', 'first ends', 'second']);
  });

  it('refuses a task when `capacity` are already waiting, and takes more once they start', async () => {
    const queue = new FrameQueue(2);
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    expect(queue.push(() => blocked)).toBe(true);
    await Promise.resolve();
    expect(queue.push(() => undefined)).toBe(true);
    expect(queue.push(() => undefined)).toBe(true);
    expect(queue.push(() => undefined)).toBe(false);
    release();
    await queue.idle();
    expect(queue.push(() => undefined)).toBe(true);
  });
});
