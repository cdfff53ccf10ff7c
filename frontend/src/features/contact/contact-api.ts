import type {
  CreateConversationRequest,
  MemberConversationView,
  MemberMessageView,
  SendMessageRequest,
} from '@club/contracts';
import { api } from '@/api/api';
import { formatContactMessage, type ContactMessage } from './contact-message';

export interface ContactDelivery {
  conversation: MemberConversationView;
  message: MemberMessageView;
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
        let conversation = (existing.data as MemberConversationView[])[0];

        if (!conversation) {
          const created = await baseQuery({
            url: '/conversations',
            method: 'POST',
            body: { subject: 'Support' } satisfies CreateConversationRequest,
          });
          if (created.error) return { error: created.error };
          conversation = created.data as MemberConversationView;
        }

        const sent = await baseQuery({
          url: '/messages',
          method: 'POST',
          body: {
            conversationId: conversation.id,
            content: formatContactMessage(contact),
            messageType: 'text',
            isFromAdmin: false,
          } satisfies SendMessageRequest,
        });
        if (sent.error) return { error: sent.error };
        return { data: { conversation, message: sent.data as MemberMessageView } };
      },
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
