import { HttpException } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { HashSlots } from './hash-slots.js';

interface Gate {
  opened: Promise<void>;
  open: () => void;
}

function gate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('HashSlots', () => {
  it('runs at most its number of tasks at once and the waiting ones in order', async () => {
    const slots = new HashSlots(2, 10);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      slots.run(async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([slots.active, slots.queued]).toEqual([2, 2]);
    gates[1].open();
    expect(await runs[1]).toBe(1);
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect([slots.active, slots.queued]).toEqual([0, 0]);
  });

  it('frees the slot of a task that fails', async () => {
    const slots = new HashSlots(1, 0);
    await expect(slots.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await slots.run(() => Promise.resolve('next'))).toBe('next');
  });

  it('refuses with 429 when the queue is full', async () => {
    const slots = new HashSlots(1, 1);
    const g = gate();
    const running = slots.run(() => g.opened);
    const waiting = slots.run(() => Promise.resolve());
    const refused = slots.run(() => Promise.resolve()).catch((error: unknown) => error);
    const error = (await refused) as HttpException;
    expect(error).toBeInstanceOf(HttpException);
    expect([error.getStatus(), error.message]).toEqual([
      429,
      'Too many attempts. Please wait a moment and try again.',
    ]);
    g.open();
    await Promise.all([running, waiting]);
  });
});
