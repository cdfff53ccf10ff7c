import type {
  ConversationUpdatedEvent as ConversationUpdatedFrame,
  NewMessageEvent,
  NoteAddedEvent as NoteAddedFrame,
  NoteDeletedEvent as NoteDeletedFrame,
  NoteUpdatedEvent as NoteUpdatedFrame,
  PaymentRequestUpdatedEvent,
  SavedReplyChangedEvent,
  SavedReplyDeletedEvent,
} from '@club/contracts';
import type {
  ConversationUpdatedEvent,
  MessageEvent,
  NoteEvent,
  PaymentRequestBusEvent,
  SavedReplyBusEvent,
} from './bus/realtime-event.js';

/**
 * A bus message as the socket event of one copy: admins' copies carry their view of the message
 * and the conversation's progress, the owner's copy their own view. Fields left undefined are not sent.
 */
export function newMessageFrame(
  event: MessageEvent,
  toAdmins: boolean,
  clientMessageId: string | undefined,
): NewMessageEvent<Date> {
  const conversation = toAdmins ? event.conversation : undefined;
  return event.list === 'user'
    ? {
        type: 'new_message',
        conversationKind: 'user',
        message: toAdmins ? event.forAdmins : event.forOwner,
        conversation,
        clientMessageId,
      }
    : {
        type: 'new_message',
        conversationKind: 'anonymous',
        message: toAdmins ? event.forAdmins : event.forOwner,
        conversation,
        clientMessageId,
      };
}

/** A changed list item, as admins receive it. */
export function conversationUpdatedFrame(
  event: ConversationUpdatedEvent,
): ConversationUpdatedFrame<Date> {
  return event.list === 'user'
    ? { type: 'conversation_updated', conversationKind: 'user', conversation: event.forAdmins }
    : {
        type: 'conversation_updated',
        conversationKind: 'anonymous',
        conversation: event.forAdmins,
      };
}

/** A note added, edited or deleted, as admins receive it. */
export function noteFrame(
  event: NoteEvent,
): NoteAddedFrame<Date> | NoteUpdatedFrame<Date> | NoteDeletedFrame {
  switch (event.type) {
    case 'note_added':
    case 'note_updated':
      return { type: event.type, conversationKind: event.list, note: event.note };
    case 'note_deleted':
      return {
        type: 'note_deleted',
        conversationKind: event.list,
        conversationId: event.conversationId,
        noteId: event.noteId,
      };
  }
}

/** A saved reply saved or deleted, as admins receive it. */
export function savedReplyFrame(
  event: SavedReplyBusEvent,
): SavedReplyChangedEvent<Date> | SavedReplyDeletedEvent {
  return event.type === 'saved_reply_changed'
    ? { type: 'saved_reply_changed', reply: event.reply }
    : { type: 'saved_reply_deleted', id: event.id };
}

/** A payment request's new state, as admins and the conversation's owner receive it. */
export function paymentRequestFrame(
  event: PaymentRequestBusEvent,
): PaymentRequestUpdatedEvent<Date> {
  return {
    type: 'payment_request_updated',
    conversationKind: event.list,
    conversationId: event.conversationId,
    userId: event.userId,
    request: event.request,
  };
}
