import { adminChannel, type ChatRef } from '@/chat-core/chat-channels';
import {
  inboxListOf,
  type AdminConversationView,
  type AssigneeFilter,
  type ConversationStatus,
  type InboxList,
} from '@club/contracts';

export interface ConversationRef {
  list: InboxList;
  id: string;
}

export function refOf(conversation: AdminConversationView): ConversationRef {
  return { list: inboxListOf(conversation.kind), id: conversation.id };
}

/** The conversation as support's chat channel of its list reads it. */
export function chatRefOf(ref: ConversationRef): ChatRef {
  return { channel: adminChannel(ref.list), conversationId: ref.id };
}

/** The key of a conversation across both lists (ids are unique, the list makes it readable). */
export function conversationKey(ref: ConversationRef): string {
  return `${ref.list}:${ref.id}`;
}

export interface ListFilter {
  search: string;
  status: ConversationStatus | '';
  assignee: AssigneeFilter;
  unreadOnly: boolean;
}

export interface ConversationPage {
  items: AdminConversationView[];
  /** The X-Next-Cursor header: pass as ?cursor= for the next page; null on the last one. */
  nextCursor: string | null;
}
