import { api } from '@/api/api';
import { adminConversationPath } from '@/chat-core/chat-channels';
import type { MemberCustomerView, VisitorCustomerView } from '@club/contracts';
import type { ConversationRef } from './admin-inbox-types';

export type CustomerView = MemberCustomerView | VisitorCustomerView;

/** The customer panel beside the thread (admins only). */
export const customerContextApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminConversations'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Refetched with the lists, so a new label or purchase shows without a reload. */
      getCustomer: build.query<CustomerView, ConversationRef>({
        query: (ref) => `${adminConversationPath(ref.list, ref.id)}/customer`,
        providesTags: ['AdminConversations'],
      }),
    }),
  });

export const { useGetCustomerQuery } = customerContextApi;
