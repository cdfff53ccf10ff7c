import type { RawData } from 'ws';

/** A frame of our protocol: its "type", and the whole message for the handler. */
export interface ParsedFrame {
  event: string;
  data: unknown;
}

/** Our protocol names the event in "type" ({type:'auth', …}); undefined for anything else. */
export function parseSocketMessage(data: RawData | string): ParsedFrame | undefined {
  try {
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString()
      : typeof data === 'string'
        ? data
        : Buffer.from(data as ArrayBuffer).toString();
    const message: unknown = JSON.parse(text);
    if (typeof message !== 'object' || message === null) return undefined;
    const type = (message as { type?: unknown }).type;
    return typeof type === 'string' ? { event: type, data: message } : undefined;
  } catch {
    return undefined;
  }
}
