import { ACCOUNT_TEXT } from '@club/contracts';
import type { Request, RequestHandler } from 'express';
import { deviceLabel } from '../account/device-label.js';

declare module 'express-session' {
  interface SessionData {
    /** "Chrome on Windows": what the account page lists the session as. */
    device?: string;
    /** The last request made with it (ms since the epoch), to the minute. */
    lastSeenAt?: number;
  }
}

/** A session's last-seen time is written at most this often, not on every request. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

/** Labels a signed-in session with its browser; called when it starts. */
export function stampSession(request: Request, now = Date.now()): void {
  request.session.device = deviceLabel(request.headers['user-agent'], ACCOUNT_TEXT.unknownDevice);
  request.session.lastSeenAt = now;
}

/**
 * Keeps a signed-in session's last-seen time (and, for sessions older than the label, its
 * device): a change marks the session for saving, so this writes at most once a minute.
 */
export const recordSessionActivity: RequestHandler = (request, _response, next) => {
  const session = request.session;
  if (request.user && session) {
    const now = Date.now();
    if (!session.device) stampSession(request, now);
    else if (now - (session.lastSeenAt ?? 0) >= LAST_SEEN_RESOLUTION_MS) session.lastSeenAt = now;
  }
  next();
};
