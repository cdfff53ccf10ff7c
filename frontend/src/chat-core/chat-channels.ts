import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { InboxList } from '@club/contracts';
import type { ChatMessage } from '@/realtime/chat-message';
import { imageForm } from './image-form';
import { withoutDuplicates } from './message-dedupe';

/** The chat a widget speaks for: a member's account chat, or one of the two visitor chats. */
export type ChatWidgetKind = 'user' | 'guest' | 'device';

/**
 * Whose routes a client reads a conversation through: a widget of one chat kind, or support
 * reading one inbox list. Each is one value of the same description below, not a stack of its own.
 */
export type ChatChannel = ChatWidgetKind | `admin-${InboxList}`;

/** One conversation as one channel reads it; the key of its cached messages. */
export interface ChatRef {
  channel: ChatChannel;
  conversationId: string;
}

/**
 * A message to store: its text, the URL of an image already uploaded (or null), and the id its
 * writer's browser gave it, which every attempt carries (`IdempotentSend`).
 */
export interface OutgoingMessage {
  conversationId: string;
  clientMessageId: string;
  content: string;
  imageUrl: string | null;
  /** The visitor channels: the guest name or device id the visitor writes as. */
  visitor?: string;
}

/** An image sent with its caption in one request that stores the message (the visitor channels). */
export interface AttachedImage {
  conversationId: string;
  clientMessageId: string;
  image: File;
  caption: string;
  visitor?: string;
}

interface ChannelDescription {
  /** The inbox list the socket names (`conversationKind`) for this channel's conversations. */
  list: InboxList;
  /** Support reads customers' messages; customers read support's. */
  readsSupportMessages: boolean;
  messagesPath: (conversationId: string) => string;
  /** Extra parameters of every messages fetch (the guest widget's cache-buster). */
  messageParams?: () => Record<string, string>;
  /** The guest widget's rule: the same message from the same sender within 5 s shows once. */
  withoutDuplicates?: (existing: readonly ChatMessage[], incoming: ChatMessage[]) => ChatMessage[];
  /** Marks the other side's messages read; absent where the spec has no such route. */
  markReadPath?: (conversationId: string) => string;
  /** Sends try the socket first (a plain request while it is down), or only plain requests. */
  sendsOverSocket: boolean;
  /** The plain request that stores a message (SPEC §6 route shapes). */
  sendRequest: (message: OutgoingMessage) => FetchArgs;
  /**
   * Images: uploaded first and sent by URL (absent), or sent with their caption in one request
   * that stores the message.
   */
  attachRequest?: (attached: AttachedImage) => FetchArgs;
}

const messageType = (imageUrl: string | null) => (imageUrl ? 'image' : 'text');

const memberMessageRequest = (message: OutgoingMessage, isFromAdmin: boolean): FetchArgs => ({
  url: '/messages',
  method: 'POST',
  body: {
    conversationId: message.conversationId,
    content: message.content,
    messageType: messageType(message.imageUrl),
    imageUrl: message.imageUrl,
    isFromAdmin,
    clientMessageId: message.clientMessageId,
  },
});

const adminMemberPath = (id: string) => `/admin/conversations/${id}`;
const adminVisitorPath = (id: string) => `/admin/anonymous-conversations/${id}`;

/** Every channel's routes and rules (SPEC §2, §4, §6). */
export const CHAT_CHANNELS: Record<ChatChannel, ChannelDescription> = {
  user: {
    list: 'user',
    readsSupportMessages: true,
    messagesPath: (id) => `/conversations/${id}/messages`,
    markReadPath: (id) => `/conversations/${id}/mark-read`,
    sendsOverSocket: true,
    sendRequest: (message) => memberMessageRequest(message, false),
  },
  guest: {
    list: 'anonymous',
    readsSupportMessages: true,
    messagesPath: (id) => `/chat-conversations/${id}/messages`,
    messageParams: () => ({ t: String(Date.now()) }),
    withoutDuplicates,
    markReadPath: (id) => `/chat-conversations/${id}/mark-read`,
    sendsOverSocket: true,
    sendRequest: ({ conversationId, content, visitor, clientMessageId }) => ({
      url: `/chat-conversations/${conversationId}/messages`,
      method: 'POST',
      body: {
        content,
        messageType: 'text',
        isFromAdmin: false,
        username: visitor,
        clientMessageId,
      },
    }),
    attachRequest: ({ conversationId, image, caption, clientMessageId }) => ({
      url: '/chat-upload-image',
      method: 'POST',
      body: imageForm(image, { conversationId, caption, clientMessageId }),
    }),
  },
  device: {
    list: 'anonymous',
    readsSupportMessages: true,
    messagesPath: (id) => `/anonymous-chat/conversations/${id}/messages`,
    markReadPath: (id) => `/anonymous-chat/conversations/${id}/mark-read`,
    sendsOverSocket: false,
    sendRequest: ({ conversationId, content, visitor, clientMessageId }) => ({
      url: '/anonymous-chat/messages',
      method: 'POST',
      body: {
        conversationId,
        deviceId: visitor,
        content,
        messageType: 'text',
        isFromAdmin: false,
        adminSenderId: null,
        clientMessageId,
      },
    }),
    attachRequest: ({ conversationId, image, caption, visitor, clientMessageId }) => ({
      url: '/anonymous-chat/upload-image',
      method: 'POST',
      body: imageForm(image, {
        conversationId,
        deviceId: visitor,
        content: caption,
        clientMessageId,
      }),
    }),
  },
  'admin-user': {
    list: 'user',
    readsSupportMessages: false,
    messagesPath: (id) => `${adminMemberPath(id)}/messages`,
    markReadPath: (id) => `${adminMemberPath(id)}/mark-read`,
    sendsOverSocket: true,
    sendRequest: (message) => memberMessageRequest(message, true),
  },
  'admin-anonymous': {
    list: 'anonymous',
    readsSupportMessages: false,
    messagesPath: (id) => `${adminVisitorPath(id)}/messages`,
    markReadPath: (id) => `${adminVisitorPath(id)}/mark-read`,
    sendsOverSocket: true,
    sendRequest: ({ conversationId, content, imageUrl, clientMessageId }) => ({
      url: '/admin/anonymous-chat/messages',
      method: 'POST',
      body: {
        conversationId,
        content,
        messageType: messageType(imageUrl),
        imageUrl,
        clientMessageId,
      },
    }),
  },
};

/** The channel support reads a conversation of `list` through. */
export function adminChannel(list: InboxList): ChatChannel {
  return `admin-${list}`;
}

/** The admin's conversation paths (status, delete) by list. */
export function adminConversationPath(list: InboxList, id: string): string {
  return list === 'user' ? adminMemberPath(id) : adminVisitorPath(id);
}
