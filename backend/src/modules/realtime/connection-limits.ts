import { SOCKET_CLOSE_CODE } from '@club/contracts';

export interface ConnectionCaps {
  perAddress: number;
  /** Sockets authenticated as one account, or as one visitor (chat_state). */
  perIdentity: number;
  total: number;
}

/** Why an open socket is closed instead of served. */
export interface Refusal {
  code: number;
  reason: string;
}

/** Why an upgrade is answered with an HTTP error instead of becoming a socket. */
export interface UpgradeRefusal {
  status: number;
  reason: string;
}

/** How long a client refused for a cap is told to wait: a slot frees when some socket closes. */
export const CAP_RETRY_AFTER_SECONDS = 5;

export const TOO_MANY_FROM_ADDRESS: UpgradeRefusal = {
  status: 429,
  reason: 'Too many connections from this address',
};
export const TOO_MANY_FOR_IDENTITY: Refusal = {
  code: SOCKET_CLOSE_CODE.policyViolation,
  reason: 'Too many connections for this account or visitor',
};
export const INSTANCE_FULL: UpgradeRefusal = {
  status: 503,
  reason: 'Server busy: too many connections, try again later',
};

interface Counted {
  address: string;
  identity?: string;
}

/** Counts this instance's open sockets per client address, per identity and in all. */
export class ConnectionLimits<S> {
  private readonly sockets = new Map<S, Counted>();
  private readonly perAddress = new Map<string, number>();
  private readonly perIdentity = new Map<string, number>();

  constructor(private readonly caps: ConnectionCaps) {}

  /** Counts a new socket, or says why its upgrade is refused (it is then not counted). */
  open(socket: S, address: string): UpgradeRefusal | undefined {
    if (this.sockets.size >= this.caps.total) return INSTANCE_FULL;
    if ((this.perAddress.get(address) ?? 0) >= this.caps.perAddress) return TOO_MANY_FROM_ADDRESS;
    this.sockets.set(socket, { address });
    increment(this.perAddress, address);
    return undefined;
  }

  /** Counts the socket under `identity` (instead of the one it held), or refuses it. */
  identify(socket: S, identity: string): Refusal | undefined {
    const counted = this.sockets.get(socket);
    if (!counted || counted.identity === identity) return undefined;
    if ((this.perIdentity.get(identity) ?? 0) >= this.caps.perIdentity)
      return TOO_MANY_FOR_IDENTITY;
    if (counted.identity) decrement(this.perIdentity, counted.identity);
    counted.identity = identity;
    increment(this.perIdentity, identity);
    return undefined;
  }

  close(socket: S): void {
    const counted = this.sockets.get(socket);
    if (!counted) return;
    this.sockets.delete(socket);
    decrement(this.perAddress, counted.address);
    if (counted.identity) decrement(this.perIdentity, counted.identity);
  }
}

function increment(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

function decrement(counts: Map<string, number>, key: string): void {
  const count = (counts.get(key) ?? 0) - 1;
  if (count > 0) counts.set(key, count);
  else counts.delete(key);
}
