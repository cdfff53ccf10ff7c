import {
  ADMIN_LIST_SEARCH_MAX_LENGTH,
  ASSIGNEE_FILTERS,
  CONVERSATION_STATUSES,
  type AssigneeFilter,
  type ConversationStatus,
} from '@club/contracts';
import type { ListFilter } from './admin-inbox-types';

export const ALL_CONVERSATIONS: ListFilter = {
  search: '',
  status: '',
  assignee: 'all',
  unreadOnly: false,
};

/**
 * The inbox's filters in its address (`?q=&status=&assignee=&unread=1`), so a filtered inbox can
 * be bookmarked or shared; a value that is not one of the filter's own counts as not set.
 */
export function listFilterFromQuery(query: URLSearchParams): ListFilter {
  const status = query.get('status') ?? '';
  const assignee = query.get('assignee') ?? '';
  return {
    search: (query.get('q') ?? '').slice(0, ADMIN_LIST_SEARCH_MAX_LENGTH),
    status: CONVERSATION_STATUSES.includes(status as ConversationStatus)
      ? (status as ConversationStatus)
      : '',
    assignee: ASSIGNEE_FILTERS.includes(assignee as AssigneeFilter)
      ? (assignee as AssigneeFilter)
      : ALL_CONVERSATIONS.assignee,
    unreadOnly: query.get('unread') === '1',
  };
}

/** The query of a filter: only what differs from all conversations. */
export function listFilterQuery(filter: ListFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.search) query.set('q', filter.search);
  if (filter.status) query.set('status', filter.status);
  if (filter.assignee !== ALL_CONVERSATIONS.assignee) query.set('assignee', filter.assignee);
  if (filter.unreadOnly) query.set('unread', '1');
  return query;
}
