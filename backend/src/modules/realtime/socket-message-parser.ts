type WsData = string | Buffer | ArrayBuffer | Buffer[];

/** Our protocol names the event in "type" ({type:'auth', …}); Nest routes on "event". */
export function parseSocketMessage(data: WsData): { event: string; data: unknown } | undefined {
  try {
    const text = Array.isArray(data) ? Buffer.concat(data).toString() : typeof data === 'string' ? data : Buffer.from(data as ArrayBuffer).toString();
    const message: unknown = JSON.parse(text);
    if (typeof message !== 'object' || message === null) return undefined;
    const type = (message as { type?: unknown }).type;
    return typeof type === 'string' ? { event: type, data: message } : undefined;
  } catch {
    return undefined;
  }
}
