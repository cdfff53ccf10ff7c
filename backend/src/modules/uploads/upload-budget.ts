import { ERROR_TEXT } from '@club/contracts';
import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.js';
import { UploadError, UploadErrorCode } from './upload-error.js';

/** Who stores an image: the key it is recorded under, and how its bytes are paid for. */
export interface Uploader {
  ownerKey: string;
  /** Counts the bytes against the uploader's budget, or throws an UploadError with its Retry-After. */
  spend(bytes: number): Promise<void>;
}

/**
 * The byte budget of uploads (RATE_LIMIT_UPLOAD_BYTES). Visitors count per address; members per
 * account and per address, so fresh accounts do not multiply one address's budget; admins per
 * account.
 */
@Injectable()
export class UploadBudget {
  constructor(private readonly limiter: RateLimiter) {}

  uploaderOf(request: Request): Uploader {
    const address = `ip:${request.ip ?? ''}`;
    const user = request.user;
    const keys = !user
      ? [address]
      : user.role === 'admin'
        ? [`user:${user.id}`]
        : [`user:${user.id}`, address];
    return {
      ownerKey: keys[0],
      spend: async (bytes) => {
        const decision = await this.limiter.consumeEach('uploadBytes', keys, bytes);
        if (decision.allowed) return;
        throw new UploadError(
          UploadErrorCode.BudgetSpent,
          ERROR_TEXT.uploadBudgetSpent,
          decision.retryAfterSeconds,
        );
      },
    };
  }
}
