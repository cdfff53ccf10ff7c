import { describe, expect, it } from 'vitest';
import { isAdmin, welcomeName } from './user';

describe('welcomeName', () => {
  it('uses the first name when there is one', () => {
    expect(welcomeName({ firstName: 'Ada', username: 'ada42' })).toBe('Ada');
  });

  it('falls back to the username without a first name', () => {
    expect(welcomeName({ firstName: null, username: 'ada42' })).toBe('ada42');
    expect(welcomeName({ firstName: '', username: 'ada42' })).toBe('ada42');
    expect(welcomeName({ firstName: '   ', username: 'ada42' })).toBe('ada42');
  });
});

describe('isAdmin', () => {
  it('is true only for the admin role', () => {
    expect(isAdmin({ role: 'admin' })).toBe(true);
    expect(isAdmin({ role: 'user' })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});
