import type { MessagesReadEvent, TypingEvent } from '@club/contracts';
import type { ConversationSignalEvent } from './bus/realtime-event.js';

/** Which sockets hear a signal: admins when the customer typed or read, else the owner's. */
export function signalGoesToAdmins(event: ConversationSignalEvent): boolean {
  return event.type === 'typing' ? event.from === 'customer' : event.reader === 'customer';
}

/** A bus signal as its socket event. */
export function signalFrame(event: ConversationSignalEvent): TypingEvent | MessagesReadEvent<Date> {
  const { list: conversationKind, conversationId } = event;
  return event.type === 'typing'
    ? { type: 'typing', conversationKind, conversationId, typing: event.typing, from: event.from }
    : {
        type: 'messages_read',
        conversationKind,
        conversationId,
        reader: event.reader,
        upToId: event.upToId,
        readAt: event.readAt,
      };
}
