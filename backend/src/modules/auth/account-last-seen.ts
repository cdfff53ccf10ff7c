import type { RequestHandler } from 'express';
import type { UsersService } from '../users/users.service.js';
import { LAST_SEEN_RESOLUTION_MS } from './session-activity.js';

/**
 * Keeps `users.lastSeenAt` (the members list's "last seen") to the minute. The signed-in user
 * was just loaded with its stored time, so a request within the minute writes nothing; the
 * UPDATE's own condition keeps it to one write a minute across sessions and instances.
 */
export function recordAccountLastSeen(users: UsersService): RequestHandler {
  return (request, _response, next) => {
    const now = new Date();
    const seen = request.user?.lastSeenAt;
    if (!request.user || (seen && now.getTime() - seen.getTime() < LAST_SEEN_RESOLUTION_MS))
      return next();
    users.markSeen(request.user.id, now, LAST_SEEN_RESOLUTION_MS).then(() => next(), next);
  };
}
