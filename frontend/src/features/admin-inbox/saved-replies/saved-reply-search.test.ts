import { describe, expect, it } from 'vitest';
import type { SavedReplyView } from '@club/contracts';
import { matchingReplies, slashQueryOf } from './saved-reply-search';

const reply = (shortcut: string, title: string, content: string): SavedReplyView => ({
  id: shortcut,
  shortcut,
  title,
  content,
  createdAt: '2026-11-25T00:00:00.000Z',
  updatedAt: '2026-11-25T00:00:00.000Z',
});

describe('slashQueryOf', () => {
  it('reads the search after a leading slash until the first space', () => {
    expect(slashQueryOf('/')).toBe('');
    expect(slashQueryOf('/pay')).toBe('pay');
    expect(slashQueryOf('/pay now')).toBeNull();
    expect(slashQueryOf('hi /pay')).toBeNull();
    expect(slashQueryOf('')).toBeNull();
  });
});

describe('matchingReplies', () => {
  const replies = [
    reply('hello', 'Greeting', 'Hi there'),
    reply('payment', 'Ask for a payment provider', 'Please select a payment provider below:'),
    reply('limits', 'Deposit limits', 'Payments are capped at 500'),
  ];

  it('lists every reply for an empty search', () => {
    expect(matchingReplies(replies, '')).toHaveLength(3);
  });

  it('puts shortcut matches first, then title or text matches, ignoring case', () => {
    expect(matchingReplies(replies, 'PAY').map((r) => r.shortcut)).toEqual(['payment', 'limits']);
    expect(matchingReplies(replies, 'greet').map((r) => r.shortcut)).toEqual(['hello']);
    expect(matchingReplies(replies, 'zzz')).toEqual([]);
  });
});
