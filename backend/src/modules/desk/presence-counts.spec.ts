import { describe, expect, it } from 'vitest';
import { presenceOf, totalOf } from './presence-counts.js';

describe('admin presence from tab counts', () => {
  it('adds one admin’s tabs over every instance', () => {
    const a = { admin1: { sockets: 2, active: 0 }, admin2: { sockets: 1, active: 1 } };
    const b = { admin1: { sockets: 1, active: 1 } };
    expect(totalOf('admin1', [a, b])).toEqual({ sockets: 3, active: 1 });
    expect(totalOf('admin3', [a, b])).toEqual({ sockets: 0, active: 0 });
  });

  it('is online with a tab in use, away when all are hidden or idle, offline with none', () => {
    expect(presenceOf({ sockets: 2, active: 1 })).toBe('online');
    expect(presenceOf({ sockets: 2, active: 0 })).toBe('away');
    expect(presenceOf({ sockets: 0, active: 0 })).toBe('offline');
  });
});
