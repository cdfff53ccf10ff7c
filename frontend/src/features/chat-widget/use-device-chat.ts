import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { singleFlight } from '@/lib/single-flight';
import { useRealtimeConnection, useRealtimeEvents } from '@/realtime/use-realtime';
import type { VisitorConversation } from './chat-widget-types';
import {
  useGetDeviceMessagesQuery,
  useMarkDeviceReadMutation,
  useOpenDeviceConversationMutation,
  useRenameDeviceVisitorMutation,
  useSendDeviceMessageMutation,
  useUploadDeviceImageMutation,
} from './device-chat-api';
import { localStore } from '@/lib/local-store';
import type { ComposerDraft } from './use-composer';
import { useOpenChange } from './use-open-change';
import { useSendLock } from './use-send-lock';
import { createDeviceId, defaultDeviceName } from './visitor-identity';

export const DEVICE_ID_KEY = 'chatDeviceId';
export const DISPLAY_NAME_KEY = 'chatDisplayName';
/** SPEC §9: messages every 3 s while open; unread count every 5 s while closed. */
const OPEN_POLL_MS = 3_000;
const CLOSED_POLL_MS = 5_000;

/**
 * The device-identified widget's state (SPEC §2, §4): a device id made on first open, the
 * conversation found or created for it, polling as the spec says plus socket push, unread
 * support messages counted while closed and marked read on open, rename and sends.
 */
export function useDeviceChat(isOpen: boolean) {
  const [storedDeviceId] = useState(() => localStore.get(DEVICE_ID_KEY));
  const [deviceId] = useState(() => storedDeviceId ?? createDeviceId());
  const [savedName, setSavedName] = useState(() => localStore.get(DISPLAY_NAME_KEY));
  const [conversation, setConversation] = useState<VisitorConversation | null>(null);
  const [deleted, setDeleted] = useState(false);
  const [openDeviceConversation] = useOpenDeviceConversationMutation();
  /** One find-or-create at a time: two first creations would each get their own chat_state. */
  const openConversation = useMemo(
    () =>
      singleFlight(
        (input: { deviceId: string; displayName: string }) =>
          openDeviceConversation(input).unwrap(),
        (input) => input.deviceId,
      ),
    [openDeviceConversation],
  );
  const [sendDeviceMessage] = useSendDeviceMessageMutation();
  const [uploadDeviceImage] = useUploadDeviceImageMutation();
  const [markRead] = useMarkDeviceReadMutation();
  const [rename, { isLoading: renaming }] = useRenameDeviceVisitorMutation();
  const { busy, run } = useSendLock();
  const displayName = savedName ?? defaultDeviceName(deviceId);
  /** A device that chatted before looks its conversation up at once, for the unread count. */
  const wanted = isOpen || storedDeviceId !== null;

  useEffect(() => {
    if (isOpen) localStore.set(DEVICE_ID_KEY, deviceId);
  }, [deviceId, isOpen]);

  useEffect(() => {
    if (!wanted || conversation || deleted) return undefined;
    let cancelled = false;
    openConversation({ deviceId, displayName }).then(
      (found) => {
        if (!cancelled) setConversation(found);
      },
      (error: unknown) => console.error('Could not open the support conversation', error),
    );
    return () => {
      cancelled = true;
    };
  }, [conversation, deleted, deviceId, displayName, openConversation, wanted]);

  const messages = useGetDeviceMessagesQuery(conversation?.id ?? skipToken, {
    pollingInterval: isOpen ? OPEN_POLL_MS : CLOSED_POLL_MS,
  });
  const { refetch } = messages;

  useRealtimeConnection(conversation ? { deviceId } : null);
  useRealtimeEvents((event) => {
    if (event.type === 'conversation_deleted' && event.conversationId === conversation?.id) {
      setConversation(null);
      setDeleted(true);
    }
  });

  const unread = (messages.currentData ?? []).filter(
    (message) => message.isFromAdmin && !message.readAt,
  ).length;
  useEffect(() => {
    if (isOpen && conversation && unread > 0) void markRead(conversation.id);
  }, [conversation, isOpen, markRead, unread]);
  useOpenChange(isOpen, (nowOpen) => {
    if (!nowOpen) setDeleted(false);
  });

  const changeName = useCallback(
    async (name: string): Promise<boolean> => {
      const trimmed = name.trim();
      if (!trimmed || !conversation) return false;
      try {
        const updated = await rename({
          conversationId: conversation.id,
          displayName: trimmed,
        }).unwrap();
        localStore.set(DISPLAY_NAME_KEY, trimmed);
        setSavedName(trimmed);
        setConversation(updated);
        return true;
      } catch (error) {
        console.error('Could not change the name', error);
        return false;
      }
    },
    [conversation, rename],
  );

  const send = useCallback(
    (draft: ComposerDraft, onError: (text: string) => void) =>
      run(async () => {
        const target = conversation ?? (await openConversation({ deviceId, displayName }));
        if (!conversation) {
          setConversation(target);
          setDeleted(false);
        }
        const input = { conversationId: target.id, deviceId, content: draft.text.trim() };
        if (draft.image) {
          await uploadDeviceImage({ ...input, image: draft.image }).unwrap();
          void refetch();
        } else {
          await sendDeviceMessage(input).unwrap();
        }
      }, onError),
    [
      conversation,
      deviceId,
      displayName,
      openConversation,
      refetch,
      run,
      sendDeviceMessage,
      uploadDeviceImage,
    ],
  );

  return {
    displayName,
    conversation,
    messages: messages.currentData ?? [],
    deleted,
    unread: isOpen ? 0 : unread,
    busy,
    renaming,
    changeName,
    send,
  };
}
