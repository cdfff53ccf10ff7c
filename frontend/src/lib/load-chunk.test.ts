import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RETRY_DELAYS_MS, ChunkLoadError, loadChunk } from './load-chunk';

/** What Chromium throws when a chunk (or one of its imports) answered 429 or 404. */
const fetchFailed = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/Popper-x.js');

describe('loadChunk', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves at the first attempt without waiting', async () => {
    const load = vi.fn().mockResolvedValue('module');

    await expect(loadChunk(load)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after each wait of its backoff until the chunk loads', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(fetchFailed())
      .mockRejectedValueOnce(fetchFailed())
      .mockResolvedValue('module');

    const loaded = loadChunk(load, [100, 400]);
    await vi.advanceTimersByTimeAsync(99);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(399);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);

    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up with a ChunkLoadError, carrying the last failure, after every retry', async () => {
    const last = fetchFailed();
    const load = vi.fn().mockRejectedValueOnce(fetchFailed()).mockRejectedValue(last);

    const loaded = loadChunk(load);
    const settled = expect(loaded).rejects.toSatisfy(
      (error) => error instanceof ChunkLoadError && error.cause === last,
    );
    await vi.runAllTimersAsync();

    await settled;
    expect(load).toHaveBeenCalledTimes(CHUNK_RETRY_DELAYS_MS.length + 1);
  });

  it('retries a few times within seconds, with growing waits', () => {
    expect(CHUNK_RETRY_DELAYS_MS.length).toBeGreaterThanOrEqual(2);
    expect([...CHUNK_RETRY_DELAYS_MS].sort((a, b) => a - b)).toEqual(CHUNK_RETRY_DELAYS_MS);
    expect(CHUNK_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(10_000);
  });
});
