import { useGetCurrentUserQuery } from './auth-api';
import type { User } from './user';

export interface CurrentUser {
  user: User | null;
  /** True until the first answer of GET /api/user arrives. */
  isLoading: boolean;
}

export function useCurrentUser(): CurrentUser {
  const { data, isLoading } = useGetCurrentUserQuery();
  return { user: data ?? null, isLoading };
}
