import type { IncomingMessage, ServerResponse } from 'node:http';
import { Injectable } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import { SessionMiddleware } from '../auth/session-middleware.js';
import type { UserEntity } from '../users/user.entity.js';

export interface SignedInSession {
  user: UserEntity;
  sessionId: string;
}

/** Reads the signed-in user of a WebSocket upgrade from its cookies, as HTTP requests do. */
@Injectable()
export class SocketSession {
  constructor(private readonly session: SessionMiddleware) {}

  async signedInOf(upgrade: IncomingMessage): Promise<SignedInSession | undefined> {
    const request = upgrade as Request;
    const response = {
      getHeader: () => undefined,
      setHeader: () => undefined,
      end: () => undefined,
    } as unknown as ServerResponse;
    for (const handler of this.session.handlers) {
      await runHandler(handler, request, response as Response);
    }
    return request.user ? { user: request.user, sessionId: request.sessionID } : undefined;
  }
}

function runHandler(handler: RequestHandler, request: Request, response: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    handler(request, response, (error?: unknown) => (error ? reject(error) : resolve()));
  });
}
