export type ConversationStatus = 'open' | 'waiting' | 'closed';

/** A signed-in member's conversation (GET/POST /api/conversations). */
export interface MemberConversation {
  id: string;
  userId: string;
  status: ConversationStatus;
  subject: string;
  lastMessageAt: string;
  createdAt: string;
}

/** A visitor's conversation, guest-named or device-identified. */
export interface VisitorConversation {
  id: string;
  deviceId: string;
  displayName: string | null;
  username: string | null;
  kind: 'device' | 'guest';
  status: ConversationStatus;
  subject: string;
  lastMessageAt: string;
  createdAt: string;
}
