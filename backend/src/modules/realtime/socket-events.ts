import {
  SOCKET_CLOSE_CODE,
  SOCKET_CLOSE_REASON,
  type ServerEvent,
  type SocketErrorEvent,
} from '@club/contracts';
import type { WebSocket } from 'ws';

/** What the server sends over a socket: only the contract's events, with times as Dates (JSON writes them as ISO text). */
export type OutgoingEvent = ServerEvent<Date>;

/** An `error` event; fields left undefined are not sent. */
export const socketError = (
  reason: string,
  clientMessageId?: string,
  retryAfter?: number,
): SocketErrorEvent => ({
  type: 'error',
  reason,
  clientMessageId,
  retryAfter,
});

/** The clientMessageId a frame carries, if it is text (cut to the 100 characters a send may use). */
export function clientMessageIdOf(body: unknown): string | undefined {
  const id =
    typeof body === 'object' && body !== null
      ? (body as { clientMessageId?: unknown }).clientMessageId
      : undefined;
  return typeof id === 'string' ? id.slice(0, 100) : undefined;
}

/**
 * Writes the event if the socket is open; 1 when written. A socket that has not taken what it was
 * already sent (more than `maxBufferedBytes` waiting) is closed instead: a client that does not
 * read must not make the server hold ever more of its events.
 */
export function writeEvent(
  socket: WebSocket,
  event: OutgoingEvent,
  maxBufferedBytes: number,
): number {
  return writeFrame(socket, JSON.stringify(event), maxBufferedBytes);
}

/** `writeEvent` for an event already written as JSON: one serialisation for many sockets. */
export function writeFrame(socket: WebSocket, frame: string, maxBufferedBytes: number): number {
  if (socket.readyState !== socket.OPEN) return 0;
  if (socket.bufferedAmount > maxBufferedBytes) {
    socket.close(SOCKET_CLOSE_CODE.policyViolation, SOCKET_CLOSE_REASON.tooSlow);
    return 0;
  }
  socket.send(frame);
  return 1;
}
