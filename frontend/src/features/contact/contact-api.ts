import { api } from '@/api/api';
import { formatContactMessage, type ContactMessage } from './contact-message';

/** A signed-in user's conversation with support (GET/POST /api/conversations). */
export interface Conversation {
  id: string;
  userId: string;
  status: 'open' | 'waiting' | 'closed';
  subject: string;
  lastMessageAt: string;
  createdAt: string;
}

/** A message of such a conversation (POST /api/messages). */
export interface ChatMessage {
  id: number;
  conversationId: string;
  senderId: string | null;
  content: string;
  messageType: 'text' | 'image';
  imageUrl: string | null;
  isFromAdmin: boolean;
  readAt: string | null;
  createdAt: string;
}

export interface ContactDelivery {
  conversation: Conversation;
  message: ChatMessage;
}

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Posts the contact form into the user's support conversation: the first
     * of GET /api/conversations, or a new one with subject 'Support'.
     */
    sendContactMessage: build.mutation<ContactDelivery, ContactMessage>({
      async queryFn(contact, _api, _extraOptions, baseQuery) {
        const existing = await baseQuery('/conversations');
        if (existing.error) return { error: existing.error };
        let conversation = (existing.data as Conversation[])[0];

        if (!conversation) {
          const created = await baseQuery({
            url: '/conversations',
            method: 'POST',
            body: { subject: 'Support' },
          });
          if (created.error) return { error: created.error };
          conversation = created.data as Conversation;
        }

        const sent = await baseQuery({
          url: '/messages',
          method: 'POST',
          body: {
            conversationId: conversation.id,
            content: formatContactMessage(contact),
            messageType: 'text',
            isFromAdmin: false,
          },
        });
        if (sent.error) return { error: sent.error };
        return { data: { conversation, message: sent.data as ChatMessage } };
      },
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
