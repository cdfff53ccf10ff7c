import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectSupportChatRequest } from '@/features/chat-launcher/chat-launcher-slice';
import { useChatSession } from '@/chat-core/use-chat-session';
import { localStore } from '@/lib/local-store';
import { singleFlight } from '@/lib/single-flight';
import type { DeviceConversationRequest, VisitorConversationView } from '@club/contracts';
import { chatOrigin, depositGameOf } from './chat-origin';
import {
  useOpenDeviceConversationMutation,
  useRenameDeviceVisitorMutation,
} from './device-chat-api';
import { createDeviceId, defaultDeviceName } from './visitor-identity';
import { useSessionRefresh } from './use-session-refresh';
import { DEVICE_ID_KEY, DISPLAY_NAME_KEY } from './visitor-chat-keys';

/** SPEC §9: messages every 3 s while open; unread count every 5 s while closed. */
const POLL = { open: 3_000, closed: 5_000 };

/**
 * The device-identified widget (SPEC §2, §4): a device id made on first open, the conversation
 * found or created for it, unread support messages from the server's read marks, and renames.
 */
export function useDeviceChat(isOpen: boolean) {
  const [storedDeviceId] = useState(() => localStore.get(DEVICE_ID_KEY));
  /** The first look-up of a returning device's conversation has answered. */
  const [lookedUp, setLookedUp] = useState(false);
  const [deviceId] = useState(() => storedDeviceId ?? createDeviceId());
  const [savedName, setSavedName] = useState(() => localStore.get(DISPLAY_NAME_KEY));
  const [conversation, setConversation] = useState<VisitorConversationView | null>(null);
  const [openDeviceConversation] = useOpenDeviceConversationMutation();
  /** One find-or-create at a time: two first creations would each get their own chat_state. */
  const openConversation = useMemo(
    () =>
      singleFlight(
        (input: DeviceConversationRequest) => openDeviceConversation(input).unwrap(),
        (input) => input.deviceId,
      ),
    [openDeviceConversation],
  );
  const [rename, { isLoading: renaming }] = useRenameDeviceVisitorMutation();
  const displayName = savedName ?? defaultDeviceName(deviceId);
  const game = depositGameOf(useAppSelector(selectSupportChatRequest));
  /** A device that chatted before looks its conversation up at once, for the unread count. */
  const wanted = isOpen || storedDeviceId !== null;

  const session = useChatSession({
    kind: 'device',
    isOpen,
    conversation,
    auth: conversation ? { deviceId } : null,
    visitor: deviceId,
    ensureConversation: useCallback(async () => {
      const target =
        conversation ?? (await openConversation({ deviceId, displayName, ...chatOrigin(game) }));
      setConversation(target);
      return target;
    }, [conversation, deviceId, displayName, game, openConversation]),
    onDeleted: useCallback(() => setConversation(null), []),
    onMerged: useSessionRefresh(),
    poll: POLL,
    unread: { readMarks: true },
  });
  const { deleted } = session;

  useEffect(() => {
    if (isOpen) localStore.set(DEVICE_ID_KEY, deviceId);
  }, [deviceId, isOpen]);

  useEffect(() => {
    if (!wanted || conversation || deleted) return undefined;
    let cancelled = false;
    openConversation({ deviceId, displayName, ...chatOrigin(game) })
      .then(
        (found) => {
          if (!cancelled) setConversation(found);
        },
        (error: unknown) => console.error('Could not open the support conversation', error),
      )
      .finally(() => {
        if (!cancelled) setLookedUp(true);
      });
    return () => {
      cancelled = true;
    };
  }, [conversation, deleted, deviceId, displayName, game, openConversation, wanted]);

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

  // A returning device's thread is loading while its conversation is looked up, too.
  const messagesLoading = session.messagesLoading || (storedDeviceId !== null && !lookedUp);
  return { ...session, messagesLoading, chatAs: displayName, renaming, changeName };
}
