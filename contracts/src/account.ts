import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-reset.js';
import type { WireTime } from './time.js';

export const USER_ROLE = { user: 'user', admin: 'admin' } as const;
export type UserRole = (typeof USER_ROLE)[keyof typeof USER_ROLE];

/** The signed-in user (`GET /api/user`, and the answer of login and register). */
export interface UserView<Time = WireTime> {
  id: string;
  username: string;
  email: string;
  /** The account opened the link mailed to `email`. */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  nickname: string | null;
  role: UserRole;
  /** End of VIP access, or null when never bought. */
  vipUntil: Time | null;
  /** Bought the premium package. */
  isPremium: boolean;
  /** Tournament entries bought. */
  tournamentEntries: number;
  createdAt: Time;
}

/** `POST /api/login`: a username or an email, and the password. */
export interface LoginRequest {
  username: string;
  password: string;
}

/** `POST /api/register`. */
export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  nickname?: string;
}

/** A username (registration): letters, digits, dots, dashes and underscores; unique regardless of case. */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;

/** The rules the join form shows beside its fields, before anything is sent. */
export const ACCOUNT_RULE_TEXT = {
  username: `${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} letters, digits, dots, dashes or underscores`,
  password: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
} as const;
