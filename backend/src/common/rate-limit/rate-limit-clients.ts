import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { RateLimitBucket } from '../../config/app-config.js';
import { sendBudgetKeys } from './send-budget.js';
import { VisitorKeyReader } from './visitor-key-reader.js';

/** The clients an HTTP request of a @RateLimit() route counts against (refused if any is over). */
@Injectable()
export class RateLimitClients {
  constructor(private readonly visitors: VisitorKeyReader) {}

  /**
   * Sign-in and registration count per route and address, password-reset requests per address
   * (signed in or not). Sends and renames count per account,
   * else per chat_state cookie and address, as the socket counts sends. Other buckets count per
   * account, else per address.
   */
  of(bucket: RateLimitBucket, request: Request, route: string): string[] {
    const address = request.ip ?? 'unknown';
    if (bucket === 'auth') return [`${route}:ip:${address}`];
    if (bucket === 'passwordReset') return [`ip:${address}`];
    const userId = request.user?.id;
    if (bucket === 'send' || bucket === 'rename') {
      const visitorKey = userId ? undefined : this.visitors.keyOf(request);
      return sendBudgetKeys({ userId, visitorKey, address });
    }
    return userId ? [`user:${userId}`] : [`ip:${address}`];
  }
}
