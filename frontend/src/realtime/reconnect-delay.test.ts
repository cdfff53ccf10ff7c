import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './reconnect-delay';

describe('reconnectDelay', () => {
  it('doubles from half a second and stops growing at 15 s', () => {
    const ceilings = [0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => reconnectDelay(attempt, () => 1));
    expect(ceilings).toEqual([500, 1000, 2000, 4000, 8000, 15000, 15000, 15000]);
  });

  it('waits at least half of the ceiling (jitter spreads the rest)', () => {
    expect(reconnectDelay(0, () => 0)).toBe(250);
    expect(reconnectDelay(3, () => 0.5)).toBe(3000);
  });
});
