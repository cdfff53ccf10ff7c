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
  /** The visitor confirms being 18 or older and accepting the Terms of Service of TERMS_VERSION. */
  acceptTerms: true;
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

/**
 * The date of the Terms of Service in force: /terms shows it as "Last updated", and each
 * registration records it with the time of the consent. Change it with the terms' text.
 */
export const TERMS_VERSION = '2026-12-02';

/** The consent the join form asks for (the club is play-money only and for adults). */
export const TERMS_CONSENT_TEXT = {
  /** The checkbox label, around a link to /terms. */
  labelBefore: 'I am 18 or older and accept the ',
  labelLink: 'Terms of Service',
  /** Said to screen readers after the link. */
  linkHint: '(opens in a new tab)',
  /** The refusal, in the form and as the register API's 400 message. */
  required: 'Confirm that you are 18 or older and accept the Terms of Service',
} as const;
