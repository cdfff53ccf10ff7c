import { describe, expect, it } from 'vitest';
import { clubTimeOf } from './club-time.js';

describe('clubTimeOf', () => {
  it('tells the instant in the club’s zone and names the zone', () => {
    const at = new Date('2025-03-14T23:30:00Z');
    expect(clubTimeOf(at, 'Pacific/Kiritimati')).toBe(
      'Saturday, 15 March 2025, 13:30 (time zone Pacific/Kiritimati)',
    );
    expect(clubTimeOf(at, 'America/Los_Angeles')).toBe(
      'Friday, 14 March 2025, 16:30 (time zone America/Los_Angeles)',
    );
    expect(clubTimeOf(new Date('2025-03-14T00:05:00Z'), 'UTC')).toBe(
      'Friday, 14 March 2025, 00:05 (time zone UTC)',
    );
  });
});
