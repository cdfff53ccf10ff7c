import { api } from '@/api/api';
import { sessionChanged } from './session-slice';
import type { LoginRequest, RegisterRequest, UserView } from '@club/contracts';

/** Runs `onSuccess` when the request succeeds; failures are the caller's to report. */
async function onFulfilled<T>(
  queryFulfilled: Promise<{ data: T }>,
  onSuccess: (data: T) => void,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    onSuccess(data);
  } catch {
    // Reported by whoever triggered the mutation.
  }
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<UserView, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }): Promise<void> =>
        onFulfilled(queryFulfilled, (user) => {
          dispatch(sessionChanged(user));
        }),
      invalidatesTags: ['Session'],
    }),
    register: build.mutation<UserView, RegisterRequest>({
      query: (body) => ({ url: '/register', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }): Promise<void> =>
        onFulfilled(queryFulfilled, (user) => {
          dispatch(sessionChanged(user));
        }),
      invalidatesTags: ['Session'],
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }): Promise<void> =>
        onFulfilled(queryFulfilled, () => {
          dispatch(sessionChanged(null));
        }),
      invalidatesTags: ['Session'],
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useLogoutMutation } = authApi;
