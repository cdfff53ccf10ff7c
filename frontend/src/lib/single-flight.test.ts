import { describe, expect, it, vi } from 'vitest';
import { singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('shares a running call with the same key, and starts afresh once it settles', async () => {
    let release: (value: string) => void = () => undefined;
    const work = vi.fn(
      (name: string) => new Promise<string>((resolve) => (release = () => resolve(name))),
    );
    const once = singleFlight(work, (name) => name);

    const first = once('nova');
    const second = once('nova');
    expect(second).toBe(first);
    expect(work).toHaveBeenCalledTimes(1);
    release('nova');
    await expect(first).resolves.toBe('nova');

    void once('nova');
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('runs different keys side by side', () => {
    const work = vi.fn(async (name: string) => name);
    const once = singleFlight(work, (name) => name);
    void once('a');
    void once('b');
    expect(work).toHaveBeenCalledTimes(2);
  });
});
