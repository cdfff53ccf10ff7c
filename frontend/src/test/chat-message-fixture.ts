import type { ChatMessage } from '@/realtime/chat-message';

/** A stored text message of conversation `c1`, from the customer, unless `fields` say otherwise. */
export function chatMessage(id: number, fields: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    conversationId: 'c1',
    senderId: 'visitor',
    content: `message ${id}`,
    messageType: 'text',
    imageUrl: null,
    isFromAdmin: false,
    readAt: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...fields,
  };
}
