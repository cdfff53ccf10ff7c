import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import type { VerifyClientCallbackAsync } from 'ws';
import { clientAddressOf } from '../../common/client-address.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import {
  CAP_RETRY_AFTER_SECONDS,
  ConnectionLimits,
  type UpgradeRefusal,
} from './connection-limits.js';
import { BucketsByKey } from '../../common/rate-limit/token-bucket.js';

export const TOO_MANY_UPGRADES: UpgradeRefusal = {
  status: 429,
  reason: 'Too many new connections from this address',
};

/**
 * Decides on a /ws upgrade before the handshake, from the client address alone (no cookies, no
 * session): an address past its rate of new upgrades or its cap of open sockets gets a 429, a full
 * instance a 503, each with Retry-After, and the TCP connection is closed. An upgrade let through
 * counts against the caps until its TCP connection closes, whether or not the handshake completes.
 */
@Injectable()
export class UpgradeGate {
  /** Keyed by the upgrade's TCP connection; the gateway counts identities under the same key. */
  readonly limits: ConnectionLimits<Duplex>;
  private readonly upgrades: BucketsByKey;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const { ws } = config;
    this.limits = new ConnectionLimits({
      perAddress: ws.maxSocketsPerAddress,
      perIdentity: ws.maxSocketsPerIdentity,
      total: ws.maxSockets,
    });
    this.upgrades = new BucketsByKey(ws.upgradesPerAddress);
  }

  /** ws's `verifyClient`: two parameters, so that a refusal carries its status and headers. */
  readonly verifyClient: VerifyClientCallbackAsync = ({ req }, callback) => {
    const refusal = this.admit(req, Date.now());
    if (!refusal) {
      callback(true);
      return;
    }
    callback(false, refusal.status, refusal.reason, {
      'Retry-After': String(refusal.retryAfterSeconds),
    });
  };

  private admit(
    request: IncomingMessage,
    now: number,
  ): (UpgradeRefusal & { retryAfterSeconds: number }) | undefined {
    const address = clientAddressOf(request, this.config.trustProxy);
    const bucket = this.upgrades.of(address, now);
    const waitMs = bucket.waitMs(now);
    if (waitMs > 0) {
      return {
        status: TOO_MANY_UPGRADES.status,
        reason: TOO_MANY_UPGRADES.reason,
        retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
      };
    }
    bucket.take(now);
    const connection = request.socket;
    // Its 'close' has already been emitted, or is about to be: ws drops it, nothing to count.
    if (connection.destroyed) return undefined;
    const refusal = this.limits.open(connection, address);
    if (refusal) {
      return {
        status: refusal.status,
        reason: refusal.reason,
        retryAfterSeconds: CAP_RETRY_AFTER_SECONDS,
      };
    }
    connection.once('close', () => this.limits.close(connection));
    return undefined;
  }
}
