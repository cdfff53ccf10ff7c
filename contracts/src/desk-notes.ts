import type { InboxList } from './chat.js';
import type { WireTime } from './time.js';

/**
 * Private notes (issue 16 item 3): admins' internal notes on a conversation. They live apart
 * from messages, so no message path (lists, previews, unread counts, `?after=`) can carry one;
 * only admins' routes and admin sockets ever see them.
 */

/** Text of one note, in characters. */
export const NOTE_MAX_LENGTH = 4000;

/** The admin who wrote a note (null once that account is gone). */
export interface NoteAuthorView {
  id: string;
  username: string;
}

/** `GET/POST /api/admin/{conversations|anonymous-conversations}/:id/notes`. */
export interface ConversationNoteView<Time = WireTime> {
  id: number;
  conversationId: string;
  conversationKind: InboxList;
  author: NoteAuthorView | null;
  content: string;
  createdAt: Time;
  /** When its author last edited it; null while it is as first written. */
  updatedAt: Time | null;
}

/** `POST …/:id/notes`, and `PATCH …/:id/notes/:noteId` with the new text. */
export interface CreateNoteRequest {
  content: string;
}

/** To admin sockets only: a note was added to a conversation. */
export interface NoteAddedEvent<Time = WireTime> {
  type: 'note_added';
  conversationKind: InboxList;
  note: ConversationNoteView<Time>;
}

/** To admin sockets only: a note's author edited it. */
export interface NoteUpdatedEvent<Time = WireTime> {
  type: 'note_updated';
  conversationKind: InboxList;
  note: ConversationNoteView<Time>;
}

/** To admin sockets only: a note's author deleted it. */
export interface NoteDeletedEvent {
  type: 'note_deleted';
  conversationKind: InboxList;
  conversationId: string;
  noteId: number;
}

/** The texts of refused notes (REST `message`). */
export const NOTE_ERROR = {
  contentRequired: 'A note needs text',
  contentTooLong: `A note is at most ${NOTE_MAX_LENGTH} characters`,
  contentNotText: 'content must be text',
  notFound: 'Note not found',
  notAuthor: 'Only the author of a note can edit or delete it',
} as const;

/** What the inbox shows of notes (and the browser tests look for). */
export const NOTE_TEXT = {
  /** Above each note, and read out first by screen readers. */
  label: 'Private note',
  /** Under the note composer. */
  hint: 'Only admins see private notes; the customer is never sent them.',
  replyMode: 'Reply',
  noteMode: 'Private note',
  placeholder: 'Write a private note for the team...',
  inputLabel: 'Private note',
  send: 'Add private note',
  /** Beside the time of a note its author changed. */
  edited: 'edited',
  edit: 'Edit note',
  remove: 'Delete note',
  save: 'Save note',
  cancel: 'Cancel',
  confirmRemove: 'Delete this private note?',
  confirmRemoveBody: 'The note is removed for every admin. This cannot be undone.',
  confirmRemoveButton: 'Delete',
  updateFailed: 'Could not save the note',
  removeFailed: 'Could not delete the note',
} as const;
