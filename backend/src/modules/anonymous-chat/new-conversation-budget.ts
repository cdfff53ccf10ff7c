import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { refuseWhenOver } from '../../common/rate-limit/rate-limit.guard.js';
import { combined, RateLimiter } from '../../common/rate-limit/rate-limiter.js';

/**
 * New visitor conversations count per client address and per chat_state cookie, so fresh cookies
 * cannot multiply what one address may create. Finding an existing conversation costs nothing.
 */
@Injectable()
export class NewConversationBudget {
  constructor(private readonly limiter: RateLimiter) {}

  /**
   * What find-or-create runs before it creates. A browser that had no chat_state yet can only
   * create, so its budget is spent at once, before any database work: a flood of cookie-less
   * requests is refused without a transaction each.
   */
  async beforeCreate(
    visitorKey: string,
    newVisitor: boolean,
    request: Request,
    response: Response,
  ): Promise<() => Promise<void>> {
    const spend = () => this.spend(visitorKey, request, response);
    if (!newVisitor) return spend;
    await spend();
    return async () => undefined;
  }

  /** Counts one new conversation of this visitor; a 429 with Retry-After when over either limit. */
  async spend(visitorKey: string, request: Request, response: Response): Promise<void> {
    const decisions = await Promise.all([
      this.limiter.consume('newChatPerAddress', `ip:${request.ip ?? 'unknown'}`),
      this.limiter.consume('newChatPerVisitor', `visitor:${visitorKey}`),
    ]);
    refuseWhenOver(combined(decisions), response);
  }
}
