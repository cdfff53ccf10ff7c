import type { IncomingMessage, ServerResponse } from 'node:http';
import { Logger } from '@nestjs/common';
import { clientAddressOf } from '../../common/client-address.js';
import { matchesEtag, weakEtagOf } from '../../common/etag.js';
import type { FrontDoor } from '../../common/front-door/front-door.js';
import { startFastAnswer, type FastAnswerParts } from '../../common/fast-answer.js';
import { hasSessionCookie } from '../auth/session-middleware.js';
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
/** The route's pattern, as the latency histogram labels the same route answered by Nest. */
const POLL_ROUTE = '/api/anonymous-chat/conversations/:id/messages';

export interface VisitorPollFastPathParts extends FastAnswerParts {
  frontDoor: FrontDoor;
  visitors: VisitorIdentity;
  ownedMessages: OwnedMessages;
  trustProxy: number | boolean;
}

/**
 * The device widget polls every few seconds (SPEC §9), a thousand widgets a few hundred times a
 * second. A well-formed poll by a visitor (their chat cookie, no session cookie, no body, a query
 * of only `after`, `limit` and `t`) is answered here, before Express: through the same front
 * door budget, drain count, request id, security headers and latency metric as every request,
 * then the route's own ownership query and view, with a weak ETag so an unchanged answer is a
 * 304. Everything else goes on to Express and DeviceChatController, which gives every refusal
 * its usual answer.
 */
export class VisitorPollFastPath {
  private readonly logger = new Logger('VisitorPoll');

  constructor(private readonly parts: VisitorPollFastPathParts) {}

  /** True when this request is a poll it answers; false leaves the request untouched. */
  handle(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || hasBody(request) || hasSessionCookie(request)) return false;
    const url = request.url ?? '';
    const queryStart = url.indexOf('?');
    const conversationId = polledConversationId(queryStart === -1 ? url : url.slice(0, queryStart));
    if (!conversationId) return false;
    const query = plainQueryOf(queryStart === -1 ? '' : url.slice(queryStart + 1));
    const key = query && this.parts.visitors.keyOf(request);
    if (!query || !key) return false;

    const { frontDoor, trustProxy } = this.parts;
    frontDoor.admit(request, response, clientAddressOf(request, trustProxy), () => {
      startFastAnswer(this.parts, request, response, POLL_ROUTE);
      this.answer(request, response, key, conversationId, query).catch((error: unknown) => {
        this.logger.error(error instanceof Error ? (error.stack ?? error.message) : error);
        send(response, 500, { statusCode: 500, message: 'Internal server error' });
      });
    });
    return true;
  }

  private async answer(
    request: IncomingMessage,
    response: ServerResponse,
    key: string,
    conversationId: string,
    query: MessagesQueryDto,
  ): Promise<void> {
    // As the route does before it reads: its refusals are not to be kept either.
    response.setHeader('Cache-Control', 'private, no-cache');
    let body: string;
    try {
      const messages = await this.parts.ownedMessages.of(
        'anonymous',
        { key, kind: 'device' },
        conversationId,
        query,
      );
      body = JSON.stringify(messages.map(anonymousMessageView));
    } catch (error) {
      if (error instanceof ChatError && error.code === ChatErrorCode.ConversationNotFound) {
        send(response, 404, { statusCode: 404, message: error.message });
        return;
      }
      throw error;
    }
    const etag = weakEtagOf(body);
    response.setHeader('ETag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      response.writeHead(304).end();
      return;
    }
    response
      .writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
      })
      .end(body);
  }
}

/** An error answer as Express sends one: JSON with its weak ETag. */
function send(response: ServerResponse, status: number, body: object): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const text = JSON.stringify(body);
  response
    .writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
      ETag: weakEtagOf(text),
    })
    .end(text);
}

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
  );
}

/**
 * `after` and `limit` of a query made only of once-given after, limit and t, none with a NUL
 * (which the validation pipe refuses); else undefined.
 */
function plainQueryOf(search: string): MessagesQueryDto | undefined {
  const params = new URLSearchParams(search);
  const seen = new Set<string>();
  for (const [name, value] of params) {
    if (!QUERY_KEYS.has(name) || seen.has(name) || value.includes('\u0000')) return undefined;
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
