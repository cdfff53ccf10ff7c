import { describe, expect, it } from 'vitest';
import { combined, MemoryRateLimiter } from './rate-limiter.js';

const limiter = () =>
  new MemoryRateLimiter({
    rateLimits: {
      auth: { limit: 2, ttlMs: 10_000 },
      send: { limit: 1, ttlMs: 1_000 },
      upload: { limit: 1, ttlMs: 1_000 },
      newChatPerAddress: { limit: 1, ttlMs: 1_000 },
      newChatPerVisitor: { limit: 1, ttlMs: 1_000 },
      rename: { limit: 1, ttlMs: 1_000 },
      uploadBytes: { limit: 100, ttlMs: 1_000 },
      paymentStatus: { limit: 1, ttlMs: 1_000 },
      passwordReset: { limit: 1, ttlMs: 1_000 },
      passwordResetPerAccount: { limit: 1, ttlMs: 1_000 },
      verificationMail: { limit: 1, ttlMs: 1_000 },
      totpFailures: { limit: 1, ttlMs: 1_000 },
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

  it('counts an attempt by its cost when it has one', () => {
    const rate = limiter();
    expect(rate.consumeAt('uploadBytes', 'a', 0, 60).allowed).toBe(true);
    expect(rate.consumeAt('uploadBytes', 'a', 1, 40).allowed).toBe(true);
    expect(rate.consumeAt('uploadBytes', 'a', 250, 1)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(rate.consumeAt('uploadBytes', 'b', 250, 101).allowed).toBe(false);
  });
});

describe('RateLimiter.consumeEach', () => {
  it('counts every client, and refuses when any one is over', async () => {
    const rate = limiter();
    expect(await rate.consumeEach('send', ['visitor:a', 'ip:1'])).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
    });
    expect(await rate.consumeEach('send', ['visitor:b', 'ip:1'])).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect((await rate.consume('send', 'visitor:b')).allowed).toBe(false);
  });

  it('answers the longest wait of the clients that are over', () => {
    const open = { allowed: true, retryAfterSeconds: 0 };
    expect(
      combined([
        open,
        { allowed: false, retryAfterSeconds: 3 },
        { allowed: false, retryAfterSeconds: 9 },
      ]),
    ).toEqual({ allowed: false, retryAfterSeconds: 9 });
    expect(combined([open, open])).toEqual(open);
  });
});
