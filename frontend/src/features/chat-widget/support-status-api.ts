import type {
  FollowUpEmailBody,
  FollowUpEmailConfirmBody,
  FollowUpEmailConfirmedView,
  FollowUpEmailView,
  SupportStatusView,
} from '@club/contracts';
import { api } from '@/api/api';
import { subscribeRealtime } from '@/realtime/realtime-client';

/** Whether support is online (every widget), and a visitor's follow-up address. */
export const supportStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Asked once; from then on the socket's support_status events keep it true (the server sends
     * one after every sign-in of the socket, so a reconnect catches up by itself). An event heard
     * before the answer arrived is newer than it, and wins.
     */
    getSupportStatus: build.query<SupportStatusView, void>({
      query: () => '/support-status',
      async onCacheEntryAdded(
        _arg,
        { dispatch, cacheDataLoaded, cacheEntryRemoved, updateCachedData },
      ) {
        let heard: boolean | undefined;
        let loaded = false;
        const apply = (online: boolean) =>
          updateCachedData((draft) => {
            draft.online = online;
          });
        const unsubscribe = subscribeRealtime(dispatch, (event) => {
          if (event.type !== 'support_status') return;
          heard = event.online;
          if (loaded) apply(event.online);
        });
        try {
          await cacheDataLoaded;
          loaded = true;
          if (heard !== undefined) apply(heard);
        } catch {
          // The entry went before its answer came: nothing to keep live.
        }
        await cacheEntryRemoved;
        unsubscribe();
      },
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
