import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { singleFlight } from '@/lib/single-flight';
import { useRealtimeConnection, useRealtimeEvents } from '@/realtime/use-realtime';
import { sendMessage } from '@/realtime/send-message';
import type { VisitorConversation } from './chat-widget-types';
import {
  useGetGuestMessagesQuery,
  useOpenGuestConversationMutation,
  useSendGuestMessageMutation,
  useUploadGuestImageMutation,
} from './guest-chat-api';
import { localStore } from '@/lib/local-store';
import type { ComposerDraft } from './use-composer';
import { useOpenChange } from './use-open-change';
import { useSendLock } from './use-send-lock';
import { useWindowFocus } from './use-window-focus';
import { generateGuestName } from './visitor-identity';

export const IDENTITY_KEY = 'chatIdentity';
export const UNREAD_KEY = 'userUnreadCount';
/** SPEC §9: messages are polled every 2 s; a failed start is retried once after 2 s. */
const POLL_MS = 2_000;
const RETRY_MS = 2_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function storedIdentity(): string | null {
  return localStore.get(IDENTITY_KEY)?.trim() || null;
}

function savedUnread(): number {
  const count = Number(localStore.get(UNREAD_KEY));
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/**
 * The guest-named widget's state (SPEC §2, §4): the conversation of the chosen name, found
 * (or, once opened, created) over REST first so the socket can then authenticate; messages by
 * socket and a 2 s poll; the unread count kept in localStorage; renames and sends.
 */
export function useGuestChat(isOpen: boolean) {
  const dispatch = useAppDispatch();
  const [stored] = useState(storedIdentity);
  const [identity, setIdentity] = useState(() => stored ?? generateGuestName());
  /** A guest who chatted before looks their conversation up at once, for the unread count. */
  const wanted = isOpen || stored !== null;
  const [conversation, setConversation] = useState<VisitorConversation | null>(null);
  const [startFailed, setStartFailed] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [unread, setUnread] = useState(savedUnread);
  const countedIds = useRef(new Set<number>());
  const [openConversation] = useOpenGuestConversationMutation();
  const [sendGuestMessage] = useSendGuestMessageMutation();
  const [uploadGuestImage] = useUploadGuestImageMutation();
  const { busy, run } = useSendLock();

  /** One find-or-create at a time: two first creations would each get their own chat_state. */
  const start = useMemo(
    () =>
      singleFlight(
        async (name: string, create: boolean): Promise<VisitorConversation | null> => {
          try {
            return await openConversation({ username: name, create }).unwrap();
          } catch (error) {
            if (!create) return null;
            console.error('Could not open the support conversation; retrying once', error);
            await wait(RETRY_MS);
            return openConversation({ username: name, create }).unwrap();
          }
        },
        (name, create) => `${name}:${create}`,
      ),
    [openConversation],
  );

  useEffect(() => {
    if (isOpen) localStore.set(IDENTITY_KEY, identity);
  }, [identity, isOpen]);

  useEffect(() => {
    if (!wanted || conversation || (isOpen && deleted)) return undefined;
    let cancelled = false;
    start(identity, isOpen).then(
      (found) => {
        if (cancelled) return;
        setConversation(found);
        setStartFailed(false);
      },
      (error: unknown) => {
        console.error('Could not open the support conversation', error);
        if (!cancelled) setStartFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt, conversation, deleted, identity, isOpen, start, wanted]);

  const messages = useGetGuestMessagesQuery(conversation?.id ?? skipToken, {
    pollingInterval: isOpen ? POLL_MS : 0,
  });
  const { refetch } = messages;
  useWindowFocus(
    useCallback(() => {
      if (isOpen && conversation) void refetch();
    }, [conversation, isOpen, refetch]),
  );

  useRealtimeConnection(conversation ? { username: identity } : null);
  useRealtimeEvents((event) => {
    if (!conversation) return;
    if (event.type === 'conversation_deleted' && event.conversationId === conversation.id) {
      setConversation(null);
      setDeleted(true);
    }
    if (
      event.type === 'new_message' &&
      !isOpen &&
      event.conversationKind === 'anonymous' &&
      event.message.conversationId === conversation.id &&
      event.message.isFromAdmin &&
      !countedIds.current.has(event.message.id)
    ) {
      countedIds.current.add(event.message.id);
      setUnread((count) => count + 1);
    }
  });

  useOpenChange(isOpen, (nowOpen) => {
    if (nowOpen) setUnread(0);
    else setDeleted(false);
  });
  useEffect(() => {
    localStore.set(UNREAD_KEY, String(unread));
  }, [unread]);

  const changeName = useCallback((name: string) => {
    setIdentity(name);
    setConversation(null);
    setDeleted(false);
    setStartFailed(false);
  }, []);

  const send = useCallback(
    (draft: ComposerDraft, onError: (text: string) => void) =>
      run(async () => {
        const target = conversation ?? (await start(identity, true));
        if (!target) throw new Error('No conversation');
        if (!conversation) {
          setConversation(target);
          setDeleted(false);
        }
        if (draft.image) {
          await uploadGuestImage({
            conversationId: target.id,
            image: draft.image,
            caption: draft.text,
          }).unwrap();
          return;
        }
        const content = draft.text.trim();
        await sendMessage(
          dispatch,
          {
            conversationId: target.id,
            content,
            messageType: 'text',
            isFromAdmin: false,
            username: identity,
          },
          () =>
            sendGuestMessage({ conversationId: target.id, content, username: identity }).unwrap(),
        );
      }, onError),
    [conversation, dispatch, identity, run, sendGuestMessage, start, uploadGuestImage],
  );

  const retryStart = useCallback(() => {
    setStartFailed(false);
    setDeleted(false);
    setAttempt((count) => count + 1);
  }, []);

  return {
    identity,
    conversation,
    messages: messages.currentData ?? [],
    messagesFailed: messages.isError,
    startFailed,
    deleted,
    unread: isOpen ? 0 : unread,
    busy,
    changeName,
    send,
    retryStart,
  };
}
