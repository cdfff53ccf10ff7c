import type { FindOptionsRelations, FindOptionsWhere } from 'typeorm';
import { AnonymousConversationEntity } from '../anonymous-chat/anonymous-conversation.entity.js';
import { AnonymousMessageEntity } from '../anonymous-chat/anonymous-message.entity.js';
import { anonymousMessageView } from '../anonymous-chat/anonymous-views.mapper.js';
import type { Audience } from '../realtime/bus/realtime-event.js';
import type { UserEntity } from '../users/user.entity.js';
import { paymentRequestOf } from '../payment-requests/payment-request-view.js';
import { senderSummary, withSender } from './chat-views.mapper.js';
import type {
  AdminMemberMessageView,
  InboxList,
  MemberMessageView,
  VisitorChatKind,
  VisitorMessageView,
} from '@club/contracts';
import { ConversationEntity } from './conversation.entity.js';
import { MessageEntity } from './message.entity.js';
import type { StoredMessage } from './message-store.js';

/** Whose a conversation is: a member's account id or a visitor's key, and for visitors optionally the widget and handle. */
export interface ConversationOwner {
  key: string;
  kind?: VisitorChatKind;
  visitorHandle?: string;
}

/** The types each inbox list keeps its conversations and messages in, and the views it sends. */
export interface ChatListTypes {
  user: {
    conversation: ConversationEntity;
    message: MessageEntity;
    ownerView: MemberMessageView<Date>;
    adminView: AdminMemberMessageView<Date>;
  };
  anonymous: {
    conversation: AnonymousConversationEntity;
    message: AnonymousMessageEntity;
    ownerView: VisitorMessageView<Date>;
    adminView: VisitorMessageView<Date>;
  };
}

export type ConversationOf<L extends InboxList> = ChatListTypes[L]['conversation'];
export type MessageOf<L extends InboxList> = ChatListTypes[L]['message'];

/** A stored message as its owner and as admins receive it. */
export interface MessageViews<L extends InboxList> {
  forOwner: ChatListTypes[L]['ownerView'];
  forAdmins: ChatListTypes[L]['adminView'];
}

/**
 * What tells one inbox list from the other in the chat core: its tables, who owns a
 * conversation, who besides admins hears of it, and how its messages look. Everything else
 * (sending, reading, marking read, statuses, deleting, fan-out) is the same code for both.
 */
export interface ChatListDescription<L extends InboxList> {
  list: L;
  conversationEntity: new () => ConversationOf<L>;
  messageEntity: new () => MessageOf<L>;
  conversationTable: string;
  messageTable: string;
  /** The conversation column holding the owner's key, and its SQL type. */
  ownerColumn: string;
  ownerKeyType: 'uuid' | 'text';
  /** Further conditions a writer's owner puts on the conversation (t: the input row, c: the conversation). */
  ownerMatch: string;
  /** The visitor handle each message copies from its conversation (NULL when the list has none). */
  handleColumn: string;
  /** The message columns the store inserts, and the input columns it fills them from. */
  insertColumns: string;
  insertValues: string;
  ownerWhere(owner: ConversationOwner): FindOptionsWhere<ConversationOf<L>>;
  audienceOf(ownerKey: string): Audience;
  /** sender: the account that wrote it (undefined for bot messages and visitors). */
  viewsOf(message: StoredMessage, sender: UserEntity | undefined): MessageViews<L>;
  /** A message read back from its table, in the terms both lists share. */
  storedOf(message: MessageOf<L>): StoredMessage;
  /** Loads with a message read back: what its views need beyond its columns. */
  messageRelations: FindOptionsRelations<MessageOf<L>>;
}

const MEMBER_CHAT: ChatListDescription<'user'> = {
  list: 'user',
  conversationEntity: ConversationEntity,
  messageEntity: MessageEntity,
  conversationTable: '"conversations"',
  messageTable: '"messages"',
  ownerColumn: '"userId"',
  ownerKeyType: 'uuid',
  ownerMatch: '',
  handleColumn: 'NULL::varchar',
  insertColumns:
    '"id", "conversationId", "senderId", "content", "messageType", "imageUrl", "isFromAdmin", "paymentRequestId", "clientMessageId"',
  insertValues:
    '"id", "conversationId", "senderId", "content", "messageType", "imageUrl", "fromSupport", "paymentRequestId", "clientMessageId"',
  ownerWhere: (owner) => ({ userId: owner.key }),
  audienceOf: (userId) => ({ userId }),
  viewsOf(message, sender) {
    const {
      id,
      conversationId,
      senderId,
      content,
      messageType,
      imageUrl,
      fromSupport,
      createdAt,
      automatic,
      paymentRequest,
      clientMessageId,
      readAt,
    } = message;
    const forOwner = {
      id,
      conversationId,
      senderId,
      content,
      messageType,
      imageUrl,
      isFromAdmin: fromSupport,
      readAt: readAt ?? null,
      createdAt,
      automatic,
      paymentRequest: paymentRequestOf({ paymentRequest }),
      clientMessageId: clientMessageId ?? undefined,
    };
    return { forOwner, forAdmins: withSender(forOwner, sender ? senderSummary(sender) : null) };
  },
  storedOf: (message) => ({
    id: message.id,
    conversationId: message.conversationId,
    senderId: message.senderId,
    visitorHandle: null,
    fromSupport: message.isFromAdmin,
    content: message.content,
    messageType: message.messageType,
    imageUrl: message.imageUrl,
    createdAt: message.createdAt,
    automatic: message.template ?? undefined,
    paymentRequest: message.paymentRequest ?? undefined,
    clientMessageId: message.clientMessageId,
    readAt: message.readAt,
  }),
  messageRelations: { sender: true, paymentRequest: true },
};

const VISITOR_CHAT: ChatListDescription<'anonymous'> = {
  list: 'anonymous',
  conversationEntity: AnonymousConversationEntity,
  messageEntity: AnonymousMessageEntity,
  conversationTable: '"anonymous_conversations"',
  messageTable: '"anonymous_messages"',
  ownerColumn: '"visitorKey"',
  ownerKeyType: 'text',
  ownerMatch: `AND (t."kind" IS NULL OR c."kind" = t."kind")
       AND (t."visitorHandle" IS NULL OR c."deviceId" = t."visitorHandle")`,
  handleColumn: 'c."deviceId"',
  insertColumns:
    '"id", "conversationId", "deviceId", "content", "messageType", "imageUrl", "isFromAdmin", "adminSenderId", "paymentRequestId", "clientMessageId"',
  insertValues:
    '"id", "conversationId", "handle", "content", "messageType", "imageUrl", "fromSupport", "senderId", "paymentRequestId", "clientMessageId"',
  ownerWhere: ({ key, kind, visitorHandle }) => ({
    visitorKey: key,
    ...(kind ? { kind } : {}),
    ...(visitorHandle ? { visitorHandle } : {}),
  }),
  audienceOf: (visitorKey) => ({ visitorKey }),
  viewsOf(message) {
    const {
      id,
      conversationId,
      visitorHandle,
      senderId,
      content,
      messageType,
      imageUrl,
      fromSupport,
      createdAt,
      paymentRequest,
      clientMessageId,
      readAt,
    } = message;
    const view = anonymousMessageView({
      id,
      conversationId,
      visitorHandle: visitorHandle ?? '',
      content,
      messageType,
      imageUrl,
      isFromAdmin: fromSupport,
      adminSenderId: fromSupport ? senderId : null,
      readAt: readAt ?? null,
      createdAt,
      paymentRequestId: paymentRequest?.id ?? null,
      paymentRequest,
      clientMessageId,
    });
    return { forOwner: view, forAdmins: view };
  },
  storedOf: (message) => ({
    id: message.id,
    conversationId: message.conversationId,
    senderId: message.isFromAdmin ? message.adminSenderId : null,
    visitorHandle: message.visitorHandle,
    fromSupport: message.isFromAdmin,
    content: message.content,
    messageType: message.messageType,
    imageUrl: message.imageUrl,
    createdAt: message.createdAt,
    paymentRequest: message.paymentRequest ?? undefined,
    clientMessageId: message.clientMessageId,
    readAt: message.readAt,
  }),
  messageRelations: { paymentRequest: true },
};

export const CHAT_LISTS: { [L in InboxList]: ChatListDescription<L> } = {
  user: MEMBER_CHAT,
  anonymous: VISITOR_CHAT,
};
