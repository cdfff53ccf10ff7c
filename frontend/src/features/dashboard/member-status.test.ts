import { describe, expect, it } from 'vitest';
import {
  displayName,
  formatAmount,
  isVipActive,
  tournamentEntriesLabel,
  vipLabel,
} from './member-status';

const now = new Date('2026-11-22T12:00:00Z');

describe('vipLabel', () => {
  it('names the end of active VIP access', () => {
    expect(isVipActive({ vipUntil: '2026-12-22T12:00:00Z' }, now)).toBe(true);
    expect(vipLabel({ vipUntil: '2026-12-22T12:00:00Z' }, now)).toBe('VIP until December 22, 2026');
  });

  it('says when VIP ended, or that there was none', () => {
    expect(isVipActive({ vipUntil: '2026-11-01T00:00:00Z' }, now)).toBe(false);
    expect(vipLabel({ vipUntil: '2026-11-01T12:00:00Z' }, now)).toBe(
      'VIP ended on November 1, 2026',
    );
    expect(vipLabel({ vipUntil: null }, now)).toBe('No VIP access yet');
  });
});

describe('tournamentEntriesLabel', () => {
  it('counts entries in words', () => {
    expect(tournamentEntriesLabel(0)).toBe('0 tournament entries');
    expect(tournamentEntriesLabel(1)).toBe('1 tournament entry');
    expect(tournamentEntriesLabel(3)).toBe('3 tournament entries');
  });
});

describe('formatAmount', () => {
  it('shows cents in the currency', () => {
    expect(formatAmount(5000, 'usd')).toBe('$50.00');
    expect(formatAmount(2550, 'usd')).toBe('$25.50');
  });
});

describe('displayName', () => {
  it('prefers the nickname, then the full name, then the username', () => {
    const base = { username: 'ace', firstName: null, lastName: null, nickname: null };
    expect(displayName({ ...base, nickname: 'Ace High', firstName: 'Ann' })).toBe('Ace High');
    expect(displayName({ ...base, firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
    expect(displayName(base)).toBe('ace');
  });
});
