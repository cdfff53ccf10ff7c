import type {
  ConversationUpdatedEvent as ConversationUpdatedFrame,
  NewMessageEvent,
} from '@club/contracts';
import type { ConversationUpdatedEvent, MessageEvent } from './bus/realtime-event.js';

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
