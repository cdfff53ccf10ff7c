import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from './rate-limiter.js';

const limiter = () =>
  new MemoryRateLimiter({
    rateLimits: {
      auth: { limit: 2, ttlMs: 10_000 },
      send: { limit: 1, ttlMs: 1_000 },
      upload: { limit: 1, ttlMs: 1_000 },
    },
  });

describe('MemoryRateLimiter', () => {
  it('allows the limit within a window, then refuses with the seconds left', () => {
    const rate = limiter();
    expect(rate.consumeAt('auth', 'a', 0).allowed).toBe(true);
    expect(rate.consumeAt('auth', 'a', 1).allowed).toBe(true);
    expect(rate.consumeAt('auth', 'a', 2_500)).toEqual({ allowed: false, retryAfterSeconds: 8 });
  });

  it('opens a new window once the old one has passed', () => {
    const rate = limiter();
    rate.consumeAt('send', 'a', 0);
    expect(rate.consumeAt('send', 'a', 500).allowed).toBe(false);
    expect(rate.consumeAt('send', 'a', 1_000).allowed).toBe(true);
  });

  it('counts clients and buckets separately', async () => {
    const rate = limiter();
    await rate.consume('send', 'a');
    expect((await rate.consume('send', 'b')).allowed).toBe(true);
    expect((await rate.consume('upload', 'a')).allowed).toBe(true);
    expect((await rate.consume('send', 'a')).allowed).toBe(false);
  });
});
