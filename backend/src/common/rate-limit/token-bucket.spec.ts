import { describe, expect, it } from 'vitest';
import { TokenBucket } from './token-bucket.js';

describe('TokenBucket', () => {
  it('gives a burst of its limit, then one token per ttl/limit', () => {
    const bucket = new TokenBucket({ limit: 2, ttlMs: 2_000 }, 0);
    bucket.take(0);
    bucket.take(0);
    expect(bucket.waitMs(0)).toBe(1_000);
    expect(bucket.waitMs(400)).toBe(600);
    expect(bucket.waitMs(1_000)).toBe(0);
    expect(bucket.isFull(1_000)).toBe(false);
    expect(bucket.isFull(2_000)).toBe(true);
  });
});
