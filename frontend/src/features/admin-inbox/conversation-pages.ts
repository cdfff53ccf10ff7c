import type { AdminConversationView, NewMessageEvent } from '@club/contracts';
import type { ConversationPage } from './admin-inbox-types';

/**
 * Puts a conversation's new state into cached list pages: replaced where it is, or (when
 * `addIfMissing`, for the unfiltered list) added to the first page.
 */
export function applyConversationUpdate(
  pages: ConversationPage[],
  conversation: AdminConversationView,
  addIfMissing: boolean,
): void {
  for (const page of pages) {
    const index = page.items.findIndex((item) => item.id === conversation.id);
    if (index >= 0) {
      page.items[index] = conversation;
      return;
    }
  }
  if (addIfMissing && pages[0]) pages[0].items.unshift(conversation);
}

export function removeConversation(pages: ConversationPage[], id: string): void {
  for (const page of pages) {
    page.items = page.items.filter((item) => item.id !== id);
  }
}

/**
 * Moves a listed conversation on by one message: its status, time and assignee as the message
 * left them, the message as its last, and (unless told not to) one more unread when the customer
 * wrote it. False when the conversation is not in these pages.
 */
export function applyNewMessage(
  pages: ConversationPage[],
  event: NewMessageEvent,
  { countUnread = true } = {},
): boolean {
  const { message, conversation } = event;
  for (const page of pages) {
    const item = page.items.find((candidate) => candidate.id === message.conversationId);
    if (!item) continue;
    if (conversation) {
      item.status = conversation.status;
      item.lastMessageAt = conversation.lastMessageAt;
      item.assigneeId = conversation.assigneeId;
    }
    item.lastMessage = {
      content: message.content,
      messageType: message.messageType,
      isFromAdmin: message.isFromAdmin,
      createdAt: message.createdAt,
    };
    if (countUnread && !message.isFromAdmin) item.unreadCount += 1;
    return true;
  }
  return false;
}
