import type { NextFunction, RequestHandler, Response } from 'express';
import { isSessionlessPoll } from '../auth/session-middleware.js';
import { ChatError, ChatErrorCode } from '../chat/chat-error.js';
import type { MessagesQueryDto } from '../chat/dto/messages-query.dto.js';
import type { OwnedMessages } from '../chat/owned-messages.js';
import { anonymousMessageView } from './anonymous-views.mapper.js';
import { polledConversationId } from './visitor-poll-path.js';
import type { VisitorIdentity } from './visitor-identity.js';

/** The values of `after` and `limit` every check of MessagesQueryDto accepts, and only those. */
const AFTER = /^(?:0|[1-9]\d{0,14})$/;
const LIMIT = /^(?:[1-9]\d?|[1-4]\d\d|500)$/;
const QUERY_KEYS = new Set(['after', 'limit', 't']);

/**
 * The device widget polls every few seconds (SPEC §9), a thousand widgets a few hundred times a
 * second: a well-formed poll by a visitor is answered here, before the framework's router,
 * guards and validation, with the route's own ownership query and view (and Express's ETag, so
 * an unchanged answer is a 304). Anything else (an admin, a missing or foreign cookie, a query
 * this does not plainly accept, an unknown conversation) goes on to DeviceChatController, which
 * gives every refusal its usual answer.
 */
export class VisitorPollShortcut {
  constructor(
    private readonly visitors: VisitorIdentity,
    private readonly ownedMessages: OwnedMessages,
  ) {}

  readonly middleware: RequestHandler = (request, response, next) => {
    const conversationId = polledConversationId(request.path);
    if (!conversationId || !isSessionlessPoll(request)) return next();
    const query = plainQueryOf(request.url);
    const key = query && this.visitors.keyOf(request);
    if (!query || !key) return next();
    this.answer(key, conversationId, query, response, next).catch(next);
  };

  private async answer(
    key: string,
    conversationId: string,
    query: MessagesQueryDto,
    response: Response,
    next: NextFunction,
  ): Promise<void> {
    try {
      const messages = await this.ownedMessages.of(
        'anonymous',
        { key, kind: 'device' },
        conversationId,
        query,
      );
      response.setHeader('Cache-Control', 'private, no-cache');
      response.json(messages.map(anonymousMessageView));
    } catch (error) {
      if (error instanceof ChatError && error.code === ChatErrorCode.ConversationNotFound) {
        next();
        return;
      }
      throw error;
    }
  }
}

/** `after` and `limit` of a query made only of once-given after, limit and t; else undefined. */
function plainQueryOf(url: string): MessagesQueryDto | undefined {
  const search = url.indexOf('?');
  if (search === -1) return {};
  const params = new URLSearchParams(url.slice(search + 1));
  const seen = new Set<string>();
  for (const name of params.keys()) {
    if (!QUERY_KEYS.has(name) || seen.has(name)) return undefined;
    seen.add(name);
  }
  const after = params.get('after');
  const limit = params.get('limit');
  if ((after !== null && !AFTER.test(after)) || (limit !== null && !LIMIT.test(limit))) {
    return undefined;
  }
  return {
    after: after === null ? undefined : Number(after),
    limit: limit === null ? undefined : Number(limit),
  };
}
