import type { UserView } from '@club/contracts';

export function isAdmin(user: Pick<UserView, 'role'> | null | undefined): boolean {
  return user?.role === 'admin';
}

/** Name shown in the header greeting: first name, else username. */
export function welcomeName(user: Pick<UserView, 'firstName' | 'username'>): string {
  return user.firstName?.trim() || user.username;
}
