import { useEffect, useRef } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { useToast } from '@/components/toast/use-toast';
import {
  closeSupportChat,
  type SupportChatGame,
  type SupportChatRequest,
} from '@/features/chat-launcher/chat-launcher-slice';
import type { MemberConversationView } from '@club/contracts';
import {
  memberChatApi,
  useRequestDepositMessageMutation,
  useStartMemberConversationMutation,
} from './member-chat-api';

/** SPEC §4, §9: repeat clicks are ignored for 1 s; one bot message per conversation per 3 s. */
export const DEPOSIT_LOCK_MS = 1_000;
export const BOT_REPEAT_WINDOW_MS = 3_000;

/**
 * Each deposit request (one `openSupportChat({flow:'deposit'})`) gets an id of its own, kept
 * with the request object in the store: a widget mounted again on the same request asks with the
 * same id, and the server answers the message it already wrote instead of a second one.
 */
const requestIds = new WeakMap<SupportChatRequest, string>();
const answeredRequests = new WeakSet<SupportChatRequest>();

function requestIdOf(request: SupportChatRequest): string {
  let id = requestIds.get(request);
  if (!id) {
    // getRandomValues, unlike randomUUID, works on plain http too.
    id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('');
    requestIds.set(request, id);
  }
  return id;
}

/**
 * The deposit start for members (SPEC §4): each deposit request finds or creates the member's
 * conversation (subject: the game), asks the server for its deposit message (once per request,
 * naming the request's game), and leaves the panel open on it. A failure to start closes the
 * panel with a toast.
 */
export function useDepositFlow(request: SupportChatRequest | null): void {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [startConversation] = useStartMemberConversationMutation();
  const [requestDepositMessage] = useRequestDepositMessageMutation();
  const lastStart = useRef(0);
  const lastBotMessage = useRef(new Map<string, number>());

  useEffect(() => {
    if (request?.flow !== 'deposit' || answeredRequests.has(request)) return;
    const now = Date.now();
    if (now - lastStart.current < DEPOSIT_LOCK_MS) return;
    lastStart.current = now;

    const findOrCreate = async (
      game: SupportChatGame | undefined,
    ): Promise<MemberConversationView> => {
      const existing = await dispatch(
        memberChatApi.endpoints.getMemberConversations.initiate(undefined, { subscribe: false }),
      ).unwrap();
      return existing[0] ?? (await startConversation({ subject: game ?? 'Support' }).unwrap());
    };

    findOrCreate(request.game).then(
      (conversation) => {
        const previous = lastBotMessage.current.get(conversation.id);
        if (previous !== undefined && now - previous < BOT_REPEAT_WINDOW_MS) return;
        lastBotMessage.current.set(conversation.id, now);
        requestDepositMessage({
          conversationId: conversation.id,
          requestId: requestIdOf(request),
          game: request.game,
        })
          .unwrap()
          .then(() => answeredRequests.add(request))
          .catch((error: unknown) => console.error('Could not post the deposit message', error));
      },
      (error: unknown) => {
        console.error('Could not start the deposit chat', error);
        toast({
          title: 'Error',
          description: 'Failed to start chat session',
          variant: 'destructive',
        });
        dispatch(closeSupportChat());
      },
    );
  }, [dispatch, request, requestDepositMessage, startConversation, toast]);
}
