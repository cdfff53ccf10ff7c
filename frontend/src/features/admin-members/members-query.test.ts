import { MEMBER_TEXT } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import {
  auditQueryOf,
  inboxHrefOf,
  membersQueryOf,
  membersSearchOf,
  searchProblem,
} from './members-query';

const ID = '0b7c9e6a-1f2d-4c3b-9a8e-7d6c5b4a3f21';

describe('the members list in the address', () => {
  it('reads the search, role, status and cursor, ignoring values that are not a filter’s own', () => {
    expect(
      membersQueryOf(new URLSearchParams('q=%20ada%20&role=admin&status=disabled&cursor=abc')),
    ).toEqual({ search: 'ada', role: 'admin', status: 'disabled', cursor: 'abc' });
    expect(membersQueryOf(new URLSearchParams('q=&role=owner&status=banned'))).toEqual({});
  });

  it('writes only what is set, and reads back what it wrote', () => {
    const query = { search: 'ada lovelace', role: 'user', status: 'active' } as const;
    const written = membersSearchOf(query);
    expect(written.toString()).toBe('q=ada+lovelace&role=user&status=active');
    expect(membersQueryOf(written)).toEqual(query);
    expect(membersSearchOf({}).toString()).toBe('');
  });

  it('refuses a search shorter or longer than the server takes, in its words', () => {
    expect(searchProblem('ab')).toBe(MEMBER_TEXT.searchTooShort);
    expect(searchProblem('abc')).toBeUndefined();
    expect(searchProblem('x'.repeat(100))).toBeUndefined();
    expect(searchProblem('x'.repeat(101))).toBe(MEMBER_TEXT.searchTooLong);
  });

  it('reads the audit log’s member and cursor', () => {
    expect(auditQueryOf(new URLSearchParams(`member=${ID}&cursor=42`))).toEqual({
      member: ID,
      cursor: '42',
    });
    expect(auditQueryOf(new URLSearchParams('member=someone'))).toEqual({});
  });

  it('links to the inbox filtered to the member, as the inbox writes its search', () => {
    expect(inboxHrefOf('ada_99')).toBe('/admin/chat?q=ada_99');
  });
});
