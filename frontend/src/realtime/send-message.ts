import type { UnknownAction } from '@reduxjs/toolkit';
import { sendRealtime } from './realtime-client';
import type { NewMessageEvent } from '@club/contracts';
import type { AcknowledgedSend } from './realtime-protocol';
import { wasNotSent } from './send-refused-error';

/**
 * Ties a send to its acknowledgement, and lets the server recognise it when tried again: a
 * random UUID. `randomUUID` exists only on secure pages, so a site served over plain HTTP makes
 * the same version 4 UUID from `getRandomValues`.
 */
export function newClientMessageId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Sends over the socket and waits for the stored copy; when no socket is connected, sends with
 * `fallback` (a plain request, under the same clientMessageId) instead. A refusal, a lost
 * connection or no answer in time rejects: the caller may send again with the same id.
 */
export async function sendMessage<T>(
  dispatch: (action: UnknownAction) => unknown,
  frame: Omit<AcknowledgedSend, 'type'>,
  fallback: () => Promise<T>,
): Promise<NewMessageEvent | T> {
  try {
    return await sendRealtime(dispatch, { ...frame, type: 'send_message' });
  } catch (error) {
    if (!wasNotSent(error)) throw error;
    return fallback();
  }
}
