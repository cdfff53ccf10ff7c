import { api } from '@/api/api';
import { adminConversationPath } from '@/chat-core/chat-channels';
import type { MemberCustomerView, VisitorCustomerView } from '@club/contracts';
import type { ConversationRef } from './admin-inbox-types';

export type CustomerView = MemberCustomerView | VisitorCustomerView;

/** A member's customer details, in every conversation of theirs that is cached. */
const memberTag = (userId: string) => ({ type: 'AdminCustomer' as const, id: userId });

/** The customer panel beside the thread (admins only). */
export const customerContextApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminConversations', 'AdminCustomer'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /**
       * Refetched with the lists, so a new label or purchase shows without a reload, and when
       * the member pays a payment request (`refreshMember`).
       */
      getCustomer: build.query<CustomerView, ConversationRef>({
        query: (ref) => `${adminConversationPath(ref.list, ref.id)}/customer`,
        providesTags: (customer) =>
          customer?.kind === 'user'
            ? ['AdminConversations', memberTag(customer.userId)]
            : ['AdminConversations'],
      }),
    }),
  });

export const { useGetCustomerQuery } = customerContextApi;

/** Fetches a member's customer details again wherever they are cached. */
export const refreshMember = (userId: string) =>
  customerContextApi.util.invalidateTags([memberTag(userId)]);
