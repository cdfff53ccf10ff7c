export type ConversationStatus = 'open' | 'waiting' | 'closed';

/** Which list a conversation lives in: members' ("user") or visitors' ("anonymous"). */
export type ConversationList = 'user' | 'anonymous';

export interface UserSummary {
  id: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  nickname?: string | null;
  email: string;
}

export interface LastMessage {
  content: string;
  messageType: 'text' | 'image';
  isFromAdmin: boolean;
  createdAt: string;
}

interface AdminConversationBase {
  id: string;
  adminId: string | null;
  status: ConversationStatus;
  subject: string;
  lastMessageAt: string;
  closedAt: string | null;
  createdAt: string;
  /** Customer messages support has not read (the server's count). */
  unreadCount: number;
  lastMessage: LastMessage | null;
}

export interface AdminMemberConversation extends AdminConversationBase {
  kind: 'user';
  userId: string;
  user: UserSummary;
}

export interface AdminVisitorConversation extends AdminConversationBase {
  kind: 'device' | 'guest';
  deviceId: string;
  displayName: string | null;
  username: string | null;
  isAnonymous: true;
}

export type AdminConversation = AdminMemberConversation | AdminVisitorConversation;

export interface ConversationRef {
  list: ConversationList;
  id: string;
}

export function listOf(conversation: Pick<AdminConversation, 'kind'>): ConversationList {
  return conversation.kind === 'user' ? 'user' : 'anonymous';
}

export function refOf(conversation: AdminConversation): ConversationRef {
  return { list: listOf(conversation), id: conversation.id };
}

/** The key of a conversation across both lists (ids are unique, the list makes it readable). */
export function conversationKey(ref: ConversationRef): string {
  return `${ref.list}:${ref.id}`;
}

export interface ListFilter {
  search: string;
  status: ConversationStatus | '';
}

export interface ConversationPage<T extends AdminConversation> {
  items: T[];
  /** The X-Next-Cursor header: pass as ?cursor= for the next page; null on the last one. */
  nextCursor: string | null;
}

export interface ChatStats {
  open: number;
  waiting: number;
  closedToday: number;
}
