import type {
  AccountDeleteRequest,
  AccountSessionView,
  PasswordChangeRequest,
  ProfileUpdateRequest,
  UserView,
} from '@club/contracts';
import { api } from '@/api/api';
import { sessionChanged } from '@/features/auth/session-slice';

const accountApi = api.enhanceEndpoints({ addTagTypes: ['AccountSessions'] }).injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<UserView, ProfileUpdateRequest>({
      query: (body) => ({ url: '/account/profile', method: 'PATCH', body }),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(sessionChanged(data));
      },
    }),
    changePassword: build.mutation<void, PasswordChangeRequest>({
      query: (body) => ({ url: '/account/password', method: 'POST', body }),
      invalidatesTags: ['AccountSessions'],
    }),
    getAccountSessions: build.query<AccountSessionView[], void>({
      query: () => '/account/sessions',
      providesTags: ['AccountSessions', 'Session'],
    }),
    endAccountSession: build.mutation<void, string>({
      query: (id) => ({ url: `/account/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['AccountSessions'],
    }),
    endOtherAccountSessions: build.mutation<void, void>({
      query: () => ({ url: '/account/sessions/sign-out-others', method: 'POST' }),
      invalidatesTags: ['AccountSessions'],
    }),
    deleteAccount: build.mutation<void, AccountDeleteRequest>({
      query: (body) => ({ url: '/account/delete', method: 'POST', body }),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const done = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (done) dispatch(sessionChanged(null));
      },
      invalidatesTags: ['Session'],
    }),
  }),
});

/** Where the browser downloads the member's data (a JSON attachment). */
export const ACCOUNT_EXPORT_URL = '/api/account/export';

export const {
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useGetAccountSessionsQuery,
  useEndAccountSessionMutation,
  useEndOtherAccountSessionsMutation,
  useDeleteAccountMutation,
} = accountApi;
