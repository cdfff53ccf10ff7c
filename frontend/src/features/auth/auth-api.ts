import { api } from '@/api/api';
import { sessionChanged } from './session-slice';
import type {
  LoginRequest,
  RegisterRequest,
  SecondFactorChallenge,
  SecondFactorRequest,
  UserView,
} from '@club/contracts';

/** The password was right, but the server asks for a second factor before signing in. */
export function isSecondFactorChallenge(
  answer: UserView | SecondFactorChallenge,
): answer is SecondFactorChallenge {
  return 'secondFactor' in answer;
}

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
    login: build.mutation<UserView | SecondFactorChallenge, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }): Promise<void> =>
        onFulfilled(queryFulfilled, (answer) => {
          if (!isSecondFactorChallenge(answer)) dispatch(sessionChanged(answer));
        }),
      invalidatesTags: ['Session'],
    }),
    finishSignIn: build.mutation<UserView, SecondFactorRequest>({
      query: (body) => ({ url: '/login/two-factor', method: 'POST', body }),
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

export const { useLoginMutation, useFinishSignInMutation, useRegisterMutation, useLogoutMutation } =
  authApi;
