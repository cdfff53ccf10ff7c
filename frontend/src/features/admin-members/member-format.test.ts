import { describe, expect, it } from 'vitest';
import { fullName, lastSeenText, packageSummary } from './member-format';

const NOW = Date.parse('2026-11-22T12:00:00Z');

describe('how a member is shown', () => {
  it('lists the packages held now: VIP only while it lasts', () => {
    expect(
      packageSummary(
        { vipUntil: '2026-12-01T00:00:00Z', isPremium: true, tournamentEntries: 3 },
        NOW,
      ),
    ).toEqual(['VIP until Dec 1, 2026', 'Premium', '3 tournament entries']);
    expect(
      packageSummary(
        { vipUntil: '2026-11-01T00:00:00Z', isPremium: false, tournamentEntries: 1 },
        NOW,
      ),
    ).toEqual(['1 tournament entry']);
    expect(packageSummary({ vipUntil: null, isPremium: false, tournamentEntries: 0 }, NOW)).toEqual(
      [],
    );
  });

  it('names a member by first and last name when given', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullName({ firstName: null, lastName: 'Lovelace' })).toBe('Lovelace');
    expect(fullName({ firstName: null, lastName: null })).toBeNull();
  });

  it('says Never for an account not seen since last-seen times were kept', () => {
    expect(lastSeenText({ lastSeenAt: null })).toBe('Never');
  });
});
