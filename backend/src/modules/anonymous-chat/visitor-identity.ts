import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { parse as parseCookies } from 'cookie';
import { sign, unsign } from 'cookie-signature';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

export const CHAT_STATE_COOKIE = 'chat_state';

/**
 * A visitor is a browser holding a signed, httpOnly chat_state cookie with a random token.
 * Conversations store only the token's SHA-256 (the "visitor key"), so knowing an id, a
 * device id or a guest name is never enough to reach someone's chat.
 */
@Injectable()
export class VisitorIdentity {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The visitor key of the request's cookie, or undefined when it has none (or a forged one). */
  keyOf(request: Request | IncomingMessage): string | undefined {
    const raw = parseCookies(request.headers.cookie ?? '')[CHAT_STATE_COOKIE];
    if (!raw) return undefined;
    const token = unsign(raw, this.config.sessionSecret);
    return token ? hashToken(token) : undefined;
  }

  /** The visitor key of the request, issuing a new cookie first when there is none (`issued`). */
  keyOrIssue(request: Request, response: Response): { visitorKey: string; issued: boolean } {
    const existing = this.keyOf(request);
    if (existing) return { visitorKey: existing, issued: false };
    const token = randomBytes(32).toString('base64url');
    response.cookie(CHAT_STATE_COOKIE, sign(token, this.config.sessionSecret), {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.cookieSecure === 'auto' ? request.secure : this.config.cookieSecure,
      path: '/',
    });
    return { visitorKey: hashToken(token), issued: true };
  }
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
