import type { UnknownAction } from '@reduxjs/toolkit';
import { sendRealtime } from './realtime-client';
import type { NewMessageEvent, SendMessageFrame } from '@club/contracts';
import { wasNotSent } from './send-refused-error';

let counter = 0;

/** Ties a send to its acknowledgement; unique within the tab. */
export function newClientMessageId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Sends over the socket and waits for the stored copy; when no socket is connected, sends with
 * `fallback` (a plain request) instead. A refusal or a lost connection rejects, so the caller
 * keeps the text and says why.
 */
export async function sendMessage<T>(
  dispatch: (action: UnknownAction) => unknown,
  frame: Omit<SendMessageFrame, 'type'>,
  fallback: () => Promise<T>,
): Promise<NewMessageEvent | T> {
  try {
    return await sendRealtime(dispatch, {
      ...frame,
      type: 'send_message',
      clientMessageId: frame.clientMessageId ?? newClientMessageId(),
    });
  } catch (error) {
    if (!wasNotSent(error)) throw error;
    return fallback();
  }
}
