import { paymentRequestOf } from '../payment-requests/payment-request-view.js';
import type { UserEntity } from '../users/user.entity.js';
import type { ConversationEntity } from './conversation.entity.js';
import type { AdminMessageView, ConversationView, MessageView } from './dto/chat-views.js';
import type { MessageEntity } from './message.entity.js';

export function conversationView(conversation: ConversationEntity): ConversationView {
  const { id, userId, adminId, status, subject, lastMessageAt, closedAt, createdAt } = conversation;
  return { id, userId, adminId, status, subject, lastMessageAt, closedAt, createdAt };
}

export function messageView(message: MessageEntity): MessageView {
  const {
    id,
    conversationId,
    senderId,
    content,
    messageType,
    imageUrl,
    isFromAdmin,
    readAt,
    createdAt,
    template,
    clientMessageId,
  } = message;
  return {
    id,
    conversationId,
    senderId,
    content,
    messageType,
    imageUrl,
    isFromAdmin,
    readAt,
    createdAt,
    automatic: template ?? undefined,
    paymentRequest: paymentRequestOf(message),
    clientMessageId: clientMessageId ?? undefined,
  };
}

/** A message's sender as admins see it (no nickname: that is support's own label). */
export function senderSummary(user: UserEntity): AdminMessageView['sender'] {
  const { id, username, firstName, lastName, email } = user;
  return { id, username, firstName, lastName, email };
}

/**
 * A message with its sender, written out field by field: on Node 20's V8 every object made as
 * `{ ...view, sender }` gets a hidden class of its own, allocated in the old generation, and one
 * per chat message made full garbage collections (and their pauses) frequent under load.
 */
export function withSender(
  view: MessageView,
  sender: AdminMessageView['sender'],
): AdminMessageView {
  const {
    id,
    conversationId,
    senderId,
    content,
    messageType,
    imageUrl,
    isFromAdmin,
    readAt,
    createdAt,
    automatic,
    paymentRequest,
    clientMessageId,
  } = view;
  return {
    id,
    conversationId,
    senderId,
    content,
    messageType,
    imageUrl,
    isFromAdmin,
    readAt,
    createdAt,
    automatic,
    paymentRequest,
    clientMessageId,
    sender,
  };
}

export function adminMessageView(message: MessageEntity): AdminMessageView {
  return withSender(messageView(message), message.sender ? senderSummary(message.sender) : null);
}
