import {
  HttpException,
  HttpStatus,
  Injectable,
  SetMetadata,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { RateLimitBucket } from '../../config/app-config.js';
import { RateLimitClients } from './rate-limit-clients.js';
import { RateLimiter, type RateDecision } from './rate-limiter.js';

const RATE_LIMIT = 'rateLimit';

export const TOO_MANY_REQUESTS = 'Too many attempts. Please wait a moment and try again.';

/** Counts this route against a bucket of RATE_LIMIT_*; see RateLimitGuard. */
export const RateLimit = (bucket: RateLimitBucket) => SetMetadata(RATE_LIMIT, bucket);

/** A refused decision becomes a 429 with Retry-After. */
export function refuseWhenOver(decision: RateDecision, response: Response): void {
  if (decision.allowed) return;
  response.setHeader('Retry-After', String(decision.retryAfterSeconds));
  throw new HttpException(TOO_MANY_REQUESTS, HttpStatus.TOO_MANY_REQUESTS);
}

/**
 * App-wide; acts only on routes marked with @RateLimit(), counting the request against each
 * client RateLimitClients names for it. Answers 429 with Retry-After.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    private readonly clients: RateLimitClients,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const bucket = this.reflector.get<RateLimitBucket | undefined>(
      RATE_LIMIT,
      context.getHandler(),
    );
    if (!bucket) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const route = `${request.method} ${request.route?.path ?? request.path}`;
    const decision = await this.limiter.consumeEach(
      bucket,
      this.clients.of(bucket, request, route),
    );
    refuseWhenOver(decision, http.getResponse<Response>());
    return true;
  }
}
