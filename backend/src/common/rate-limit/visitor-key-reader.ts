import type { IncomingMessage } from 'node:http';

/**
 * Reads the visitor key of a request's chat_state cookie (undefined: none, or a forged one).
 * The visitor chat module provides it, so rate limits can count a visitor without knowing
 * how its cookie is made.
 */
export abstract class VisitorKeyReader {
  abstract keyOf(request: IncomingMessage): string | undefined;
}
