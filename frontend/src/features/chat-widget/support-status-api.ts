import type {
  FollowUpEmailBody,
  FollowUpEmailConfirmBody,
  FollowUpEmailConfirmedView,
  FollowUpEmailView,
  SupportStatusView,
} from '@club/contracts';
import { api } from '@/api/api';

/** Whether support is online (every widget), and a visitor's follow-up address. */
export const supportStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSupportStatus: build.query<SupportStatusView, void>({
      query: () => '/support-status',
    }),
    getFollowUpEmail: build.query<FollowUpEmailView, string>({
      query: (conversationId) => `/visitor-conversations/${conversationId}/follow-up-email`,
    }),
    setFollowUpEmail: build.mutation<
      FollowUpEmailView,
      FollowUpEmailBody & { conversationId: string }
    >({
      query: ({ conversationId, email }) => ({
        url: `/visitor-conversations/${conversationId}/follow-up-email`,
        method: 'PUT',
        body: { email },
      }),
      async onQueryStarted({ conversationId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(supportStatusApi.util.upsertQueryData('getFollowUpEmail', conversationId, data));
        } catch {
          // The form shows the refusal from the mutation's own state.
        }
      },
    }),
    confirmFollowUpEmail: build.mutation<FollowUpEmailConfirmedView, FollowUpEmailConfirmBody>({
      query: (body) => ({ url: '/follow-up-email/confirm', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetSupportStatusQuery,
  useGetFollowUpEmailQuery,
  useSetFollowUpEmailMutation,
  useConfirmFollowUpEmailMutation,
} = supportStatusApi;
