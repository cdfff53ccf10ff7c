import type { Request, Response } from 'express';
import type { UserEntity } from '../users/user.entity.js';
import { stampSession } from './session-activity.js';
import { SESSION_COOKIE } from './session-middleware.js';

/** passport's login regenerates the session id, so a planted id is never promoted. */
export function signIn(request: Request, user: UserEntity): Promise<void> {
  return new Promise((resolve, reject) =>
    request.login(user, (error) => {
      if (error) return reject(error);
      stampSession(request);
      resolve();
    }),
  );
}

export async function signOut(request: Request, response: Response): Promise<void> {
  if (request.user) {
    await new Promise<void>((resolve, reject) =>
      request.logout((error) => (error ? reject(error) : resolve())),
    );
  }
  if (request.session) {
    await new Promise<void>((resolve, reject) =>
      request.session.destroy((error) => (error ? reject(error) : resolve())),
    );
  }
  response.clearCookie(SESSION_COOKIE, { path: '/' });
}
