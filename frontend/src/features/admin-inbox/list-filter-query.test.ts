import { describe, expect, it } from 'vitest';
import { ALL_CONVERSATIONS, listFilterFromQuery, listFilterQuery } from './list-filter-query';

describe('the inbox filters in the address', () => {
  it('round-trips every filter', () => {
    const filter = {
      search: 'chips & dice',
      status: 'waiting' as const,
      assignee: 'mine' as const,
      unreadOnly: true,
    };
    const query = listFilterQuery(filter);
    expect(query.toString()).toBe('q=chips+%26+dice&status=waiting&assignee=mine&unread=1');
    expect(listFilterFromQuery(query)).toEqual(filter);
  });

  it('leaves all conversations out of the address', () => {
    expect(listFilterQuery(ALL_CONVERSATIONS).toString()).toBe('');
    expect(listFilterFromQuery(new URLSearchParams())).toEqual(ALL_CONVERSATIONS);
  });

  it('ignores values that are not the filter’s own', () => {
    expect(
      listFilterFromQuery(new URLSearchParams('status=archived&assignee=everyone&unread=yes')),
    ).toEqual(ALL_CONVERSATIONS);
  });
});
