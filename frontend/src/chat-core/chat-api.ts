import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { PaymentRequestView } from '@club/contracts';
import { api } from '@/api/api';
import { mergeMessages, type ChatMessage } from '@/realtime/chat-message';
import { sendMessage } from '@/realtime/send-message';
import { plainSendFailure } from '@/realtime/send-refused-error';
import { cachedDataOf } from './cached-data';
import {
  CHAT_CHANNELS,
  type AttachedImage,
  type ChatChannel,
  type ChatRef,
  type OutgoingMessage,
} from './chat-channels';
import { fetchMessagesAfter } from './fetch-messages';
import { imageForm } from './image-form';
import { catchUpAfter, withUpdatedPaymentRequest } from './payment-request-patch';
import { streamMessagesIntoCache } from './stream-messages';

export interface ChatSend extends OutgoingMessage {
  channel: ChatChannel;
}

/** Adds messages to a conversation's cached list, by the channel's rule for duplicates. */
function withNew(
  channel: ChatChannel,
  current: readonly ChatMessage[],
  incoming: ChatMessage[],
): ChatMessage[] {
  const dedupe = CHAT_CHANNELS[channel].withoutDuplicates;
  return dedupe ? dedupe(current, incoming) : incoming;
}

/**
 * One set of chat endpoints for every channel (the three widgets and both inbox lists): a
 * conversation's live messages, sending, images and read marks, each by the channel's routes.
 */
export const chatApi = api.enhanceEndpoints({ addTagTypes: ['ChatMessages'] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * The first fetch loads every message, a refetch asks only for those after the last stored id
     * (or from the first payment request that could have changed meanwhile) and merges them, and
     * socket events stream in between.
     */
    getChatMessages: build.query<ChatMessage[], ChatRef>({
      queryFn: async (ref, queryApi: BaseQueryApi, _extraOptions, baseQuery) => {
        const channel = CHAT_CHANNELS[ref.channel];
        const fetched = await fetchMessagesAfter(
          baseQuery,
          channel.messagesPath(ref.conversationId),
          catchUpAfter(cachedDataOf<ChatMessage[]>(queryApi)),
          channel.messageParams?.(),
        );
        // Messages fetched again keep their place; their requests show as they now stand.
        if ('data' in fetched) {
          for (const message of fetched.data) {
            if (message.paymentRequest)
              queryApi.dispatch(paymentRequestAnswered(message.paymentRequest));
          }
        }
        return fetched;
      },
      merge: (current, incoming, { arg }) =>
        mergeMessages(current, withNew(arg.channel, current, incoming)),
      providesTags: (_messages, _error, ref) => [{ type: 'ChatMessages', id: ref.conversationId }],
      async onCacheEntryAdded(ref, lifecycle) {
        await streamMessagesIntoCache({
          ...lifecycle,
          list: CHAT_CHANNELS[ref.channel].list,
          conversationId: ref.conversationId,
          isDuplicate: CHAT_CHANNELS[ref.channel].withoutDuplicates
            ? (existing, message) => withNew(ref.channel, existing, [message]).length === 0
            : undefined,
          catchUp: () => {
            void lifecycle.dispatch(
              chatApi.endpoints.getChatMessages.initiate(ref, {
                subscribe: false,
                forceRefetch: true,
              }),
            );
          },
        });
      },
    }),
    /**
     * Stores a message: over the socket where the channel sends that way and one is connected,
     * else with the channel's plain request, both under the message's one clientMessageId. The
     * stored copy joins the cached messages.
     */
    sendChatMessage: build.mutation<ChatMessage, ChatSend>({
      async queryFn(send, { dispatch }, _extraOptions, baseQuery) {
        const { channel, ...message } = send;
        const description = CHAT_CHANNELS[channel];
        const plainRequest = async () => {
          const result = await baseQuery(description.sendRequest(message));
          if (result.error) throw result.error;
          return result.data as ChatMessage;
        };
        try {
          if (!description.sendsOverSocket) return { data: await plainRequest() };
          const sent = await sendMessage(
            dispatch,
            {
              conversationId: message.conversationId,
              content: message.content,
              messageType: message.imageUrl ? 'image' : 'text',
              imageUrl: message.imageUrl,
              isFromAdmin: !description.readsSupportMessages,
              username: channel === 'guest' ? message.visitor : undefined,
              clientMessageId: message.clientMessageId,
            },
            plainRequest,
          );
          return { data: 'message' in sent ? sent.message : sent };
        } catch (error) {
          return { error: plainSendFailure(error) as never };
        }
      },
      async onQueryStarted({ channel, conversationId }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => undefined);
        if (result) dispatch(addMessage({ channel, conversationId }, result.data));
      },
    }),
    /** An image with its caption, stored as one message (the visitor channels). */
    attachChatImage: build.mutation<ChatMessage, AttachedImage & { channel: ChatChannel }>({
      query: ({ channel, ...attached }) => {
        const request = CHAT_CHANNELS[channel].attachRequest;
        if (!request) throw new Error(`The ${channel} chat sends images by URL`);
        return request(attached);
      },
      async onQueryStarted({ channel, conversationId }, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => undefined);
        if (result) dispatch(addMessage({ channel, conversationId }, result.data));
      },
    }),
    /** Stores an image for a message to point at (members and support). */
    uploadChatImage: build.mutation<{ imageUrl: string }, File>({
      query: (image) => ({ url: '/chat/upload-image', method: 'POST', body: imageForm(image) }),
    }),
    /** Marks the other side's messages of a conversation read, here and on the server. */
    markChatRead: build.mutation<{ updated: number }, ChatRef>({
      query: ({ channel, conversationId }) => {
        const path = CHAT_CHANNELS[channel].markReadPath;
        if (!path) throw new Error(`The ${channel} chat has no read marks`);
        return { url: path(conversationId), method: 'POST', body: {} };
      },
      async onQueryStarted(ref, { dispatch, queryFulfilled }) {
        if (!(await queryFulfilled.catch(() => undefined))) return;
        const readAt = new Date().toISOString();
        const fromSupport = CHAT_CHANNELS[ref.channel].readsSupportMessages;
        dispatch(
          chatApi.util.updateQueryData('getChatMessages', ref, (draft) => {
            for (const message of draft) {
              if (message.isFromAdmin === fromSupport && !message.readAt) message.readAt = readAt;
            }
          }),
        );
      },
    }),
  }),
});

function addMessage(ref: ChatRef, message: ChatMessage) {
  return chatApi.util.updateQueryData('getChatMessages', ref, (draft) =>
    mergeMessages(draft, withNew(ref.channel, draft, [message])),
  );
}

export const {
  useGetChatMessagesQuery,
  useSendChatMessageMutation,
  useAttachChatImageMutation,
  useUploadChatImageMutation,
  useMarkChatReadMutation,
} = chatApi;

/**
 * Fetches what is new in a conversation whose messages are on screen (a cached copy nobody shows
 * is dropped instead), for a change no socket event carries one by one: a visitor's history
 * joining a member's chat.
 */
export function catchUpMessagesOf(conversationId: string) {
  return chatApi.util.invalidateTags([{ type: 'ChatMessages', id: conversationId }]);
}

type ChatApiState = Parameters<typeof chatApi.util.selectCachedArgsForQuery>[0];

/**
 * Shows a payment request as an answer gave it (a demo payment's) in every cached conversation
 * that carries it, without waiting for the socket's `payment_request_updated`.
 */
export function paymentRequestAnswered(
  request: PaymentRequestView,
): ThunkAction<void, ChatApiState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    for (const ref of chatApi.util.selectCachedArgsForQuery(getState(), 'getChatMessages')) {
      dispatch(
        chatApi.util.updateQueryData('getChatMessages', ref, (draft) =>
          withUpdatedPaymentRequest(draft, request),
        ),
      );
    }
  };
}
