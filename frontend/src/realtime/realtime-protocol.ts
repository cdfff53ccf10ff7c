import {
  SERVER_EVENT_TYPES,
  type SendMessageFrame,
  type ServerEvent,
  type SocketAuth,
} from '@club/contracts';

/** A send the client waits to see acknowledged: the server echoes its clientMessageId. */
export type AcknowledgedSend = SendMessageFrame & { clientMessageId: string };

const EVENT_TYPES = new Set<string>(SERVER_EVENT_TYPES);

function isServerEvent(value: unknown): value is ServerEvent {
  return (
    typeof value === 'object' &&
    value !== null &&
    'type' in value &&
    typeof value.type === 'string' &&
    EVENT_TYPES.has(value.type)
  );
}

/** The event a frame carries, or undefined for anything that is not one of ours. */
export function parseServerEvent(data: unknown): ServerEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const event: unknown = JSON.parse(data);
    return isServerEvent(event) ? event : undefined;
  } catch {
    return undefined;
  }
}

/** Same key for the same identity, so holders of one identity share one socket. */
export function authKey(auth: SocketAuth): string {
  if ('userId' in auth) return `user:${auth.userId}`;
  if ('username' in auth) return `guest:${auth.username}`;
  return `device:${auth.deviceId}`;
}
