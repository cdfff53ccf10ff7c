import { api } from '@/api/api';
import type { LoginRequest, RegisterRequest } from './auth-validation';
import type { User } from './user';

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
    getCurrentUser: build.query<User | null, void>({
      // A 401 means nobody is signed in: a normal answer, not an error.
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery('/user');
        if (result.error) {
          return result.error.status === 401 ? { data: null } : { error: result.error };
        }
        return { data: result.data as User };
      },
      providesTags: ['CurrentUser'],
    }),
    login: build.mutation<User, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }): Promise<void> =>
        onFulfilled(queryFulfilled, (user) => {
          dispatch(setCurrentUser(user));
        }),
      invalidatesTags: ['Session'],
    }),
    register: build.mutation<User, RegisterRequest>({
      query: (body) => ({ url: '/register', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }): Promise<void> =>
        onFulfilled(queryFulfilled, (user) => {
          dispatch(setCurrentUser(user));
        }),
      invalidatesTags: ['Session'],
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }): Promise<void> =>
        onFulfilled(queryFulfilled, () => {
          dispatch(setCurrentUser(null));
        }),
      invalidatesTags: ['Session'],
    }),
  }),
});

function setCurrentUser(user: User | null) {
  return authApi.util.upsertQueryEntries([
    { endpointName: 'getCurrentUser', arg: undefined, value: user },
  ]);
}

export const { useGetCurrentUserQuery, useLoginMutation, useRegisterMutation, useLogoutMutation } =
  authApi;
