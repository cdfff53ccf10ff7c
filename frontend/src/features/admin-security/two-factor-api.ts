import type {
  TwoFactorCodeRequest,
  TwoFactorDisableRequest,
  TwoFactorRecoveryCodesView,
  TwoFactorSetupView,
  TwoFactorStatusView,
} from '@club/contracts';
import { api } from '@/api/api';
import { refreshSession } from '@/features/auth/session-slice';

/** An admin's own two-factor sign-in: its state, set-up in two steps, and turning it off. */
export const twoFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTwoFactorStatus: build.query<TwoFactorStatusView, void>({
      query: () => '/admin/two-factor',
      providesTags: ['Session'],
    }),
    beginTwoFactorSetup: build.mutation<TwoFactorSetupView, void>({
      query: () => ({ url: '/admin/two-factor/setup', method: 'POST', body: {} }),
    }),
    confirmTwoFactor: build.mutation<TwoFactorRecoveryCodesView, TwoFactorCodeRequest>({
      query: (body) => ({ url: '/admin/two-factor/confirm', method: 'POST', body }),
      invalidatesTags: ['Session'],
      // A session that waited for set-up is signed in now.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const confirmed = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (confirmed) await dispatch(refreshSession());
      },
    }),
    disableTwoFactor: build.mutation<void, TwoFactorDisableRequest>({
      query: (body) => ({ url: '/admin/two-factor/disable', method: 'POST', body }),
      invalidatesTags: ['Session'],
    }),
  }),
});

export const {
  useGetTwoFactorStatusQuery,
  useBeginTwoFactorSetupMutation,
  useConfirmTwoFactorMutation,
  useDisableTwoFactorMutation,
} = twoFactorApi;
