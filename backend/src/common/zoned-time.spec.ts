import { describe, expect, it } from 'vitest';
import { isoTimeIn } from './zoned-time.js';

describe('isoTimeIn', () => {
  it('writes the zone’s wall time and offset, the same instant', () => {
    const at = new Date('2026-03-01T10:00:00.123Z');
    expect(isoTimeIn(at, 'Pacific/Kiritimati')).toBe('2026-03-02T00:00:00.123+14:00');
    expect(isoTimeIn(at, 'America/Los_Angeles')).toBe('2026-03-01T02:00:00.123-08:00');
    expect(Date.parse(isoTimeIn(at, 'Pacific/Kiritimati'))).toBe(at.getTime());
  });

  it('follows the zone’s summer time, and writes a zero offset as Z', () => {
    expect(isoTimeIn(new Date('2026-07-01T07:00:00Z'), 'America/Los_Angeles')).toBe(
      '2026-07-01T00:00:00.000-07:00',
    );
    expect(isoTimeIn(new Date('2020-03-01T00:00:00Z'), 'UTC')).toBe('2020-03-01T00:00:00.000Z');
    expect(isoTimeIn(new Date('2026-01-15T23:59:59.999Z'), 'Europe/London')).toBe(
      '2026-01-15T23:59:59.999Z',
    );
  });
});
