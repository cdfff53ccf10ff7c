export type UserRole = 'user' | 'admin';

/** The signed-in user as answered by GET /api/user. */
export interface User {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  nickname: string | null;
  role: UserRole | string;
  /** End of VIP access (ISO time), or null when never bought. */
  vipUntil: string | null;
  isPremium: boolean;
  tournamentEntries: number;
  createdAt: string;
}

export function isAdmin(user: Pick<User, 'role'> | null | undefined): boolean {
  return user?.role === 'admin';
}

/** Name shown in the header greeting: first name, else username. */
export function welcomeName(user: Pick<User, 'firstName' | 'username'>): string {
  return user.firstName?.trim() || user.username;
}
