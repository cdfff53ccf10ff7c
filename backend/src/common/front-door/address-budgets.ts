import type { FrontDoorConfig } from '../../config/front-door-config.js';
import { TokenBucket } from '../rate-limit/token-bucket.js';

/**
 * A refused request may be held (its answer delayed) while the address has a place for it:
 * `unhold` gives that place back. Without one the caller drops the connection at once.
 */
export type AdmitVerdict =
  | { admitted: true; release: () => void }
  | { admitted: false; retryAfterSeconds: number; unhold?: () => void };

interface AddressState {
  bucket: TokenBucket;
  inFlight: number;
  held: number;
}

const SWEEP_EVERY = 1_000;

/**
 * Every client address's request budget in this process: a token bucket of requests and a count
 * of requests in flight. An address is forgotten once its bucket is full and nothing is in flight,
 * so idle addresses cost nothing.
 */
export class AddressBudgets {
  private readonly addresses = new Map<string, AddressState>();
  private calls = 0;

  constructor(private readonly config: FrontDoorConfig) {}

  /** A request admitted takes a place in flight and a token; `release` gives the place back. */
  admit(address: string, now: number): AdmitVerdict {
    if (++this.calls % SWEEP_EVERY === 0) this.sweep(now);
    const state = this.stateOf(address, now);
    if (state.inFlight >= this.config.inFlightPerAddress) return this.refused(state, 1);
    const waitMs = state.bucket.waitMs(now);
    if (waitMs > 0) return this.refused(state, Math.max(1, Math.ceil(waitMs / 1000)));
    state.bucket.take(now);
    state.inFlight += 1;
    return { admitted: true, release: once(() => (state.inFlight -= 1)) };
  }

  /** Addresses remembered now; for tests of the sweep. */
  get size(): number {
    return this.addresses.size;
  }

  private refused(state: AddressState, retryAfterSeconds: number): AdmitVerdict {
    if (state.held >= this.config.heldRefusalsPerAddress)
      return { admitted: false, retryAfterSeconds };
    state.held += 1;
    return { admitted: false, retryAfterSeconds, unhold: once(() => (state.held -= 1)) };
  }

  private stateOf(address: string, now: number): AddressState {
    let state = this.addresses.get(address);
    if (!state) {
      state = {
        bucket: new TokenBucket(this.config.requestsPerAddress, now),
        inFlight: 0,
        held: 0,
      };
      this.addresses.set(address, state);
    }
    return state;
  }

  private sweep(now: number): void {
    for (const [address, state] of this.addresses) {
      if (state.inFlight === 0 && state.held === 0 && state.bucket.isFull(now)) {
        this.addresses.delete(address);
      }
    }
  }
}

/** `action`, run on the first call only. */
function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}
