import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '@/realtime/chat-message';
import type { SocketAuth } from '@club/contracts';
import { useRealtimeConnection, useRealtimeEvents } from '@/realtime/use-realtime';
import { localStore } from '@/lib/local-store';
import {
  useAttachChatImageMutation,
  useMarkChatReadMutation,
  useSendChatMessageMutation,
  useUploadChatImageMutation,
} from './chat-api';
import { CHAT_CHANNELS, type ChatWidgetKind } from './chat-channels';
import { seenMessageId } from './seen-mark';
import { useChatConversation } from './use-chat-conversation';
import { useOpenChange } from './use-open-change';
import { widgetOutboxOwner } from './outbox-store';
import { useOutbox, useOutboxThread, type Deliver } from './use-outbox';
import { usePeerTyping } from './use-peer-typing';

/** What is being sent: the composer's text and an attached image. */
export interface ComposerDraft {
  text: string;
  image: File | null;
}

/**
 * A widget's way to send: the message shows in the thread at once and goes to the server, which
 * the thread then follows (sending, stored, failed with Retry).
 */
export type SendDraft = (draft: ComposerDraft) => void;

/**
 * Where a widget counts the support messages its visitor has not seen: from the server's read
 * marks (marked read when the panel is open), or in this browser, under a localStorage key.
 */
export type UnreadRule = { readMarks: true } | { storedUnder: string };

export interface ChatSessionOptions<C extends { id: string }> {
  kind: ChatWidgetKind;
  isOpen: boolean;
  /** The conversation being shown, found by the widget's own identity. */
  conversation: C | null;
  /** Who the socket speaks for; null keeps it closed. */
  auth: SocketAuth | null;
  /** The guest name or device id the visitor widgets write as. */
  visitor?: string;
  /** The conversation a send goes to: the current one, else found or created. */
  ensureConversation: () => Promise<C>;
  /** Support deleted the conversation: forget it (or look it up again). */
  onDeleted: () => void;
  /**
   * The visitor signed in as a member in another tab, which took this chat into the member's
   * conversation: this widget should become the member's (it is not told "removed").
   */
  onMerged?: () => void;
  /** Message polls in ms, while open and while closed (SPEC §9); none when absent. */
  poll?: { open: number; closed: number };
  /** Fetches new messages when the window regains focus while open. */
  refetchOnFocus?: boolean;
  unread: UnreadRule;
}

/** The one shape of a widget's chat: the same for members, guests and devices. */
export interface ChatSession<C> {
  conversation: C | null;
  /** The stored messages, then the visitor's or member's own not stored yet (`delivery`). */
  messages: readonly ChatMessage[];
  messagesFailed: boolean;
  /** The conversation's messages are on their way for the first time. */
  messagesLoading: boolean;
  /** Support deleted the conversation while the panel was open. */
  deleted: boolean;
  /** Support messages not seen yet (0 while open). */
  unread: number;
  /** Support is writing an answer right now. */
  supportTyping: boolean;
  /** The visitor's or member's last message, once support has read it. */
  seenId?: number;
  /** An image is on its way: the composer shows it uploading. */
  busy: boolean;
  send: SendDraft;
  /** Sends a message that failed again, under the same clientMessageId. */
  retry: (clientMessageId: string) => void;
  /** Starts afresh after a deletion (a new name, a retry). */
  clearDeleted: () => void;
  /**
   * Tells support the visitor has seen its messages (shown there as "Seen"); false when there
   * was nothing to tell. The panel does it as it opens; the launcher does it first, so the mark
   * is on its way before the panel renders.
   */
  markSeen: () => boolean;
}

function storedCount(key: string | undefined): number {
  const count = key ? Number(localStore.get(key)) : 0;
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/** Whose unsent messages a widget's outbox keeps: the guest's name, the device's id or the member's. */
function outboxOwner(kind: ChatWidgetKind, visitor: string | undefined, auth: SocketAuth | null) {
  const writer = visitor ?? (auth && 'userId' in auth ? auth.userId : undefined);
  return writer ? widgetOutboxOwner(kind, writer) : null;
}

/**
 * A support widget's chat, whatever its kind: the socket held as the widget's identity, the
 * conversation's messages (socket plus the kind's polls), deletion by support, unread support
 * messages, and the visitor's own messages through an outbox, one at a time, by the routes of the
 * kind's channel.
 */
export function useChatSession<C extends { id: string }>(
  options: ChatSessionOptions<C>,
): ChatSession<C> {
  const { kind, isOpen, conversation, visitor, ensureConversation, onDeleted, unread } = options;
  const channel = CHAT_CHANNELS[kind];
  const storageKey = 'storedUnder' in unread ? unread.storedUnder : undefined;
  const ref = conversation ? { channel: kind, conversationId: conversation.id } : null;
  const poll = options.poll ?? { open: 0, closed: 0 };
  const {
    messages: stored,
    messagesFailed,
    messagesLoading,
  } = useChatConversation(ref, {
    pollingInterval: isOpen ? poll.open : poll.closed,
    refetchOnFocus: isOpen && options.refetchOnFocus,
  });
  const [deleted, setDeleted] = useState(false);
  const [counted, setCounted] = useState(() => storedCount(storageKey));
  const countedIds = useRef(new Set<number>());
  const [markRead] = useMarkChatReadMutation();
  const [sendMessage] = useSendChatMessageMutation();
  const [attachImage] = useAttachChatImageMutation();
  const [uploadImage] = useUploadChatImageMutation();

  useRealtimeConnection(options.auth);
  useRealtimeEvents((event) => {
    if (!conversation) return;
    if (
      event.type === 'conversation_deleted' &&
      event.conversationKind === channel.list &&
      event.conversationId === conversation.id
    ) {
      onDeleted();
      if (event.mergedInto && options.onMerged) options.onMerged();
      else setDeleted(true);
    }
    if (
      storageKey &&
      event.type === 'new_message' &&
      !isOpen &&
      event.conversationKind === channel.list &&
      event.message.conversationId === conversation.id &&
      event.message.isFromAdmin &&
      !countedIds.current.has(event.message.id)
    ) {
      countedIds.current.add(event.message.id);
      setCounted((count) => count + 1);
    }
  });

  useOpenChange(isOpen, (nowOpen) => {
    if (nowOpen) setCounted(0);
    else setDeleted(false);
  });
  useEffect(() => {
    if (storageKey) localStore.set(storageKey, String(counted));
  }, [counted, storageKey]);

  const unreadSupport = stored.filter((message) => message.isFromAdmin && !message.readAt).length;
  const unreadMarks = storageKey ? 0 : unreadSupport;
  const conversationId = conversation?.id;
  // Every kind tells support what the open panel showed: support sees it as "Seen".
  const canMarkRead = Boolean(channel.markReadPath);
  const newestUnreadId = stored.findLast((message) => message.isFromAdmin && !message.readAt)?.id;
  /** The newest support message a read mark was sent for: one mark per message, not per call. */
  const markedId = useRef<number>(undefined);
  const markSeen = useCallback(() => {
    if (!conversationId || !canMarkRead || newestUnreadId === undefined) return false;
    if (markedId.current === newestUnreadId) return false;
    markedId.current = newestUnreadId;
    void markRead({ channel: kind, conversationId });
    return true;
  }, [canMarkRead, conversationId, kind, markRead, newestUnreadId]);
  useEffect(() => {
    if (isOpen) markSeen();
  }, [isOpen, markSeen]);
  const supportTyping = usePeerTyping(channel.list, conversationId, 'support');

  const deliver = useCallback<Deliver>(
    async (entry, onUploaded) => {
      const target = await ensureConversation();
      setDeleted(false);
      const { clientMessageId, content, image } = entry;
      const into = { channel: kind, conversationId: target.id, visitor, clientMessageId };
      if (image && channel.attachRequest) {
        return attachImage({ ...into, image, caption: content }).unwrap();
      }
      let imageUrl = entry.imageUrl;
      if (image && !imageUrl) {
        imageUrl = (await uploadImage(image).unwrap()).imageUrl;
        onUploaded(imageUrl);
      }
      return sendMessage({ ...into, content, imageUrl }).unwrap();
    },
    [attachImage, channel, ensureConversation, kind, sendMessage, uploadImage, visitor],
  );
  const outbox = useOutbox(deliver, outboxOwner(kind, visitor, options.auth));
  const messages = useOutboxThread(outbox, stored, {
    conversationId,
    isFromAdmin: false,
    senderId: null,
  });

  const clearDeleted = useCallback(() => setDeleted(false), []);

  return {
    conversation,
    messages,
    messagesFailed,
    messagesLoading,
    deleted,
    unread: isOpen ? 0 : storageKey ? counted : unreadMarks,
    supportTyping,
    seenId: seenMessageId(messages, false),
    busy: outbox.sendingImage,
    send: outbox.write,
    retry: outbox.retry,
    clearDeleted,
    markSeen,
  };
}
