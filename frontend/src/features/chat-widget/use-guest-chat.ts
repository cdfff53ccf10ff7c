import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectSupportChatRequest } from '@/features/chat-launcher/chat-launcher-slice';
import { moveKeptOutbox, widgetOutboxOwner } from '@/chat-core/outbox-store';
import { useChatSession } from '@/chat-core/use-chat-session';
import { localStore } from '@/lib/local-store';
import { singleFlight } from '@/lib/single-flight';
import type { DepositGame, VisitorConversationView } from '@club/contracts';
import { chatOrigin, depositGameOf } from './chat-origin';
import {
  useOpenGuestConversationMutation,
  useRenameGuestConversationMutation,
} from './guest-chat-api';
import { generateGuestName } from './visitor-identity';
import { useSessionRefresh } from './use-session-refresh';
import { IDENTITY_KEY, UNREAD_KEY } from './visitor-chat-keys';

/** SPEC §9: messages are polled every 2 s; a failed start is retried once after 2 s. */
const POLL = { open: 2_000, closed: 0 };
const RETRY_MS = 2_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function storedIdentity(): string | null {
  return localStore.get(IDENTITY_KEY)?.trim() || null;
}

/**
 * The guest-named widget (SPEC §2, §4): the conversation of the chosen name, found (or, once
 * opened, created) over REST first so the socket can then authenticate as that name; the
 * unread count kept in localStorage; renames.
 */
export function useGuestChat(isOpen: boolean) {
  const [stored] = useState(storedIdentity);
  const [identity, setIdentity] = useState(() => stored ?? generateGuestName());
  /** A guest who chatted before looks their conversation up at once, for the unread count. */
  const wanted = isOpen || stored !== null;
  const [conversation, setConversation] = useState<VisitorConversationView | null>(null);
  const [startFailed, setStartFailed] = useState(false);
  /** The first look-up of a returning guest's conversation has answered. */
  const [lookedUp, setLookedUp] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [openConversation] = useOpenGuestConversationMutation();
  const [renameConversation] = useRenameGuestConversationMutation();
  const game = depositGameOf(useAppSelector(selectSupportChatRequest));

  /** One find-or-create at a time: two first creations would each get their own chat_state. */
  const start = useMemo(
    () =>
      singleFlight(
        async (
          name: string,
          create: boolean,
          game: DepositGame | undefined,
        ): Promise<VisitorConversationView | null> => {
          const origin = chatOrigin(game);
          try {
            return await openConversation({ username: name, create, origin }).unwrap();
          } catch (error) {
            if (!create) return null;
            console.error('Could not open the support conversation; retrying once', error);
            await wait(RETRY_MS);
            return openConversation({ username: name, create, origin }).unwrap();
          }
        },
        (name: string, create: boolean) => `${name}:${create}`,
      ),
    [openConversation],
  );

  const session = useChatSession({
    kind: 'guest',
    isOpen,
    conversation,
    auth: conversation ? { username: identity } : null,
    visitor: identity,
    ensureConversation: useCallback(async () => {
      const target = conversation ?? (await start(identity, true, game));
      if (!target) throw new Error('No conversation');
      setConversation(target);
      return target;
    }, [conversation, game, identity, start]),
    onDeleted: useCallback(() => setConversation(null), []),
    onMerged: useSessionRefresh(),
    poll: POLL,
    refetchOnFocus: true,
    unread: { storedUnder: UNREAD_KEY },
  });
  const { deleted, clearDeleted } = session;

  useEffect(() => {
    if (isOpen) localStore.set(IDENTITY_KEY, identity);
  }, [identity, isOpen]);

  useEffect(() => {
    if (!wanted || conversation || (isOpen && deleted)) return undefined;
    let cancelled = false;
    start(identity, isOpen, game).then(
      (found) => {
        if (cancelled) return;
        setConversation(found);
        setStartFailed(false);
        setLookedUp(true);
      },
      (error: unknown) => {
        console.error('Could not open the support conversation', error);
        if (cancelled) return;
        setStartFailed(true);
        setLookedUp(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt, conversation, deleted, game, identity, isOpen, start, wanted]);

  /**
   * A guest with a conversation renames it, keeping its messages (decisions.md, "No empty
   * conversations"); without one, the new name is simply used from now on.
   */
  const changeName = useCallback(
    (name: string) => {
      const keepUnsent = () =>
        moveKeptOutbox(widgetOutboxOwner('guest', identity), widgetOutboxOwner('guest', name));
      if (!conversation) {
        keepUnsent();
        setIdentity(name);
        clearDeleted();
        setStartFailed(false);
        return;
      }
      renameConversation({ conversationId: conversation.id, username: name })
        .unwrap()
        .then(
          (renamed) => {
            localStore.set(IDENTITY_KEY, name);
            keepUnsent();
            setIdentity(name);
            setConversation(renamed);
          },
          (error: unknown) => console.error('Could not change the name', error),
        );
    },
    [clearDeleted, conversation, identity, renameConversation],
  );

  const retryStart = useCallback(() => {
    setStartFailed(false);
    clearDeleted();
    setAttempt((count) => count + 1);
  }, [clearDeleted]);

  // A returning guest's thread is loading while their conversation is looked up, too.
  const messagesLoading = session.messagesLoading || (stored !== null && !lookedUp);
  return { ...session, messagesLoading, chatAs: identity, startFailed, changeName, retryStart };
}
