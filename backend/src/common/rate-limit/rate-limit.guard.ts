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
import { RateLimiter } from './rate-limiter.js';

const RATE_LIMIT = 'rateLimit';

export const TOO_MANY_REQUESTS = 'Too many attempts. Please wait a moment and try again.';

/** Counts this route against a bucket of RATE_LIMIT_*; see RateLimitGuard. */
export const RateLimit = (bucket: RateLimitBucket) => SetMetadata(RATE_LIMIT, bucket);

/**
 * The client a request counts against: the signed-in account (one budget for every route of the
 * bucket, and for its socket messages too), else the address. Sign-in and registration count
 * per route and address.
 */
function clientOf(request: Request, bucket: RateLimitBucket, route: string): string {
  if (bucket === 'auth') return `${route}:ip:${request.ip}`;
  return request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
}

/** App-wide; acts only on routes marked with @RateLimit(). Answers 429 with Retry-After. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
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
    const decision = await this.limiter.consume(bucket, clientOf(request, bucket, route));
    if (decision.allowed) return true;
    http.getResponse<Response>().setHeader('Retry-After', String(decision.retryAfterSeconds));
    throw new HttpException(TOO_MANY_REQUESTS, HttpStatus.TOO_MANY_REQUESTS);
  }
}
