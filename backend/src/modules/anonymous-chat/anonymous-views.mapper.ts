import { paymentRequestOf } from '../payment-requests/payment-request-view.js';
import type { AnonymousConversationEntity } from './anonymous-conversation.entity.js';
import type { AnonymousMessageEntity } from './anonymous-message.entity.js';
import type { AnonymousConversationView, AnonymousMessageView } from './dto/anonymous-views.js';

export function anonymousConversationView(
  conversation: AnonymousConversationEntity,
): AnonymousConversationView {
  const { id, visitorHandle, displayName, kind, status, subject, lastMessageAt, createdAt } =
    conversation;
  return {
    id,
    deviceId: visitorHandle,
    displayName,
    username: kind === 'guest' ? displayName : null,
    kind,
    status,
    subject,
    lastMessageAt,
    createdAt,
    isAnonymous: true,
  };
}

export function anonymousMessageView(message: AnonymousMessageEntity): AnonymousMessageView {
  const {
    id,
    conversationId,
    visitorHandle,
    content,
    messageType,
    imageUrl,
    isFromAdmin,
    adminSenderId,
    readAt,
    createdAt,
    clientMessageId,
  } = message;
  return {
    id,
    conversationId,
    deviceId: visitorHandle,
    senderId: isFromAdmin ? adminSenderId : visitorHandle,
    content,
    messageType,
    imageUrl,
    isFromAdmin,
    adminSenderId,
    readAt,
    createdAt,
    paymentRequest: paymentRequestOf(message),
    clientMessageId: clientMessageId ?? undefined,
  };
}
