import { describe, expect, it } from 'vitest';
import { returnPathOf, signInPath } from './return-path';

const returnOf = (path: string) => returnPathOf(new URL(path, 'http://localhost').searchParams);

describe('return path through sign-in', () => {
  it('carries a path with its query and anchor', () => {
    expect(signInPath('/#contact')).toBe('/auth?next=%2F%23contact');
    expect(returnOf(signInPath('/#contact'))).toBe('/#contact');
    expect(returnOf(signInPath('/subscription?package=vip'))).toBe('/subscription?package=vip');
  });

  it('goes home without one, or for another site or the sign-in screen', () => {
    expect(returnOf('/auth')).toBe('/');
    expect(returnOf('/auth?next=https%3A%2F%2Fevil.example')).toBe('/');
    expect(returnOf('/auth?next=%2F%2Fevil.example')).toBe('/');
    expect(returnOf('/auth?next=%2F%5Cevil.example')).toBe('/');
    expect(returnOf('/auth?next=%2F%09%2Fevil.example')).toBe('/');
    expect(returnOf('/auth?next=%2Flogin')).toBe('/');
  });
});
