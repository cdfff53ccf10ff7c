import type {
  AccountEmailView,
  EmailChangeRequest,
  EmailVerificationConfirmRequest,
  EmailVerificationResultView,
} from '@club/contracts';
import { api } from '@/api/api';
import { refreshSession } from './session-slice';

/** The account's e-mail address: its confirmation link, and a change to a new one. */
const emailApi = api.enhanceEndpoints({ addTagTypes: ['AccountEmail'] }).injectEndpoints({
  endpoints: (build) => ({
    getAccountEmail: build.query<AccountEmailView, void>({
      query: () => '/account/email',
      providesTags: ['AccountEmail', 'Session'],
    }),
    changeEmail: build.mutation<AccountEmailView, EmailChangeRequest>({
      query: (body) => ({ url: '/account/email', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(emailApi.util.upsertQueryData('getAccountEmail', undefined, data));
      },
    }),
    resendEmailVerification: build.mutation<void, void>({
      query: () => ({ url: '/account/email/verification', method: 'POST' }),
    }),
    confirmEmailVerification: build.mutation<
      EmailVerificationResultView,
      EmailVerificationConfirmRequest
    >({
      query: (body) => ({ url: '/email-verification/confirm', method: 'POST', body }),
      // The signed-in user's address is confirmed or replaced: the dashboard banner goes away.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (done) void dispatch(refreshSession());
      },
      invalidatesTags: ['AccountEmail'],
    }),
  }),
});

export const {
  useGetAccountEmailQuery,
  useChangeEmailMutation,
  useResendEmailVerificationMutation,
  useConfirmEmailVerificationMutation,
} = emailApi;
