import type { UserView } from './account.js';
import type { PaymentView } from './store.js';
import type { WireTime } from './time.js';

/** The member's account page, under the dashboard. */
export const ACCOUNT_PAGE_PATH = '/dashboard/account';

/** `PATCH /api/account/profile`: each field given is set; an empty one is cleared. */
export interface ProfileUpdateRequest {
  firstName?: string;
  lastName?: string;
  phone?: string;
  nickname?: string;
}

/** `POST /api/account/password`: every other session of the account ends. */
export interface PasswordChangeRequest {
  currentPassword: string;
  newPassword: string;
}

/** `POST /api/account/delete`: the password confirms it. */
export interface AccountDeleteRequest {
  password: string;
}

/** One signed-in session of the account (`GET /api/account/sessions`). */
export interface AccountSessionView<Time = WireTime> {
  /** An opaque id (a hash of the session id, which stays secret). */
  id: string;
  /** Browser and system, e.g. "Chrome on Windows". */
  device: string;
  /** The last request made with it, to the minute. */
  lastSeenAt: Time | null;
  /** The session of this request. */
  current: boolean;
}

/** A conversation in the data export, with its messages; support's private notes are not in it. */
export interface ExportedConversation<Time = WireTime> {
  id: string;
  subject: string;
  status: string;
  createdAt: Time;
  messages: {
    id: number;
    /** Who wrote it: the member, support, or the site itself. */
    from: 'me' | 'support' | 'site';
    content: string;
    messageType: string;
    imageUrl: string | null;
    createdAt: Time;
  }[];
}

/** `GET /api/account/export`: everything the site keeps about the member, as a download. */
export interface AccountExport<Time = WireTime> {
  exportedAt: Time;
  profile: UserView<Time>;
  conversations: ExportedConversation<Time>[];
  payments: PaymentView<Time>[];
}

/** What the account page says, and the `message` of the API's refusals. */
export const ACCOUNT_TEXT = {
  menuLabel: 'Account',
  menuDashboard: 'Dashboard',
  menuAccount: 'My account',
  menuStore: 'Store',
  menuSignOut: 'Sign out',
  manageLink: 'Manage account',
  title: 'My account',
  profileTitle: 'Profile',
  profileSave: 'Save profile',
  profileSaved: 'Profile saved',
  passwordTitle: 'Change password',
  currentPasswordLabel: 'Current password',
  newPasswordLabel: 'New password',
  passwordSave: 'Change password',
  passwordChanged: 'Password changed. Every other device has been signed out.',
  sessionsTitle: 'Signed-in devices',
  sessionsThisDevice: 'This device',
  sessionSignOut: 'Sign out',
  sessionsSignOutOthers: 'Sign out everywhere else',
  sessionSignedOut: 'That device has been signed out',
  sessionsOthersSignedOut: 'Every other device has been signed out',
  lastSeen: 'Last seen',
  unknownDevice: 'Unknown browser',
  exportTitle: 'Your data',
  exportIntro:
    'Download your profile, your support conversation with its messages, and your purchases as a JSON file.',
  exportButton: 'Download my data',
  deleteTitle: 'Delete account',
  deleteIntro:
    'Your profile, your support conversation and its messages and your sessions are deleted. Your purchases are kept for our payment records, without your name or contact details. This cannot be undone.',
  deletePasswordLabel: 'Password',
  deleteButton: 'Delete my account',
  deleteConfirm: 'Delete my account for good',
  deleted: 'Your account has been deleted',
  failedTitle: 'Account',
  wrongPassword: 'Current password is incorrect',
  deleteWrongPassword: 'Password is incorrect',
  deleteAdmin:
    'An admin account cannot be deleted. Another admin has to remove your admin role in the console (Members) first; then you can delete the account here.',
  deleteAdminLink: 'Open Members in the console',
  sessionNotFound: 'Session not found',
  currentSession: 'This is the session you are using: use Sign out instead',
} as const;
