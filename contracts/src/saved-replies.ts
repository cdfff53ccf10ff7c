import { PAYMENT_PROMPT } from './texts.js';
import type { WireTime } from './time.js';

/**
 * Saved replies (issue 16 item 2): canned answers shared by every admin, inserted into the
 * composer by typing `/` and choosing one.
 */

export const SAVED_REPLY_TITLE_MAX_LENGTH = 80;
export const SAVED_REPLY_SHORTCUT_MAX_LENGTH = 32;
export const SAVED_REPLY_CONTENT_MAX_LENGTH = 4000;
/** Letters, digits, `-` and `_`, starting with a letter or digit; unique ignoring case. */
export const SAVED_REPLY_SHORTCUT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** `GET /api/admin/saved-replies` (by shortcut) and the answer of create and edit. */
export interface SavedReplyView<Time = WireTime> {
  id: string;
  title: string;
  shortcut: string;
  content: string;
  createdAt: Time;
  updatedAt: Time;
}

/** `POST /api/admin/saved-replies`; `PATCH …/:id` takes any of the fields. */
export interface SavedReplyRequest {
  title: string;
  shortcut: string;
  content: string;
}

/** To admin sockets only: a saved reply was added or edited; every admin's picker takes it. */
export interface SavedReplyChangedEvent<Time = WireTime> {
  type: 'saved_reply_changed';
  reply: SavedReplyView<Time>;
}

/** To admin sockets only: a saved reply was deleted. */
export interface SavedReplyDeletedEvent {
  type: 'saved_reply_deleted';
  id: string;
}

/** The saved reply every desk starts with: choosing it makes the widgets show their payment picker. */
export const DEFAULT_PAYMENT_REPLY: SavedReplyRequest = {
  title: 'Ask for a payment provider',
  shortcut: 'payment',
  content: PAYMENT_PROMPT,
};

/** The texts of refused saved replies (REST `message`). */
export const SAVED_REPLY_ERROR = {
  titleRequired: 'Give the reply a title',
  titleTooLong: `The title is at most ${SAVED_REPLY_TITLE_MAX_LENGTH} characters`,
  shortcutRequired: 'Give the reply a shortcut',
  shortcutTooLong: `The shortcut is at most ${SAVED_REPLY_SHORTCUT_MAX_LENGTH} characters`,
  shortcutInvalid: 'The shortcut may use only letters, digits, - and _',
  shortcutTaken: 'Another saved reply already uses this shortcut',
  contentRequired: 'Give the reply some text',
  contentTooLong: `The text is at most ${SAVED_REPLY_CONTENT_MAX_LENGTH} characters`,
  notText: 'title, shortcut and content must be text',
  notFound: 'Saved reply not found',
} as const;

/** What the inbox shows of saved replies (and the browser tests look for). */
export const SAVED_REPLY_TEXT = {
  open: 'Saved replies',
  search: 'Search saved replies',
  picker: 'Saved replies',
  none: 'No saved reply matches',
  manage: 'Manage saved replies',
  add: 'New saved reply',
  edit: 'Edit',
  remove: 'Delete',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  title: 'Title',
  shortcut: 'Shortcut',
  content: 'Text',
  empty: 'No saved replies yet',
} as const;
