import { api } from '@/api/api';
import type {
  PasswordResetCheckRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
} from '@club/contracts';

export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<void, PasswordResetRequest>({
      query: (body) => ({ url: '/password-reset/request', method: 'POST', body }),
    }),
    checkPasswordResetLink: build.mutation<void, PasswordResetCheckRequest>({
      query: (body) => ({ url: '/password-reset/check', method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<void, PasswordResetConfirmRequest>({
      query: (body) => ({ url: '/password-reset/confirm', method: 'POST', body }),
      invalidatesTags: ['Session'],
    }),
  }),
});

export const {
  useRequestPasswordResetMutation,
  useCheckPasswordResetLinkMutation,
  useConfirmPasswordResetMutation,
} = passwordResetApi;
