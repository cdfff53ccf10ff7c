import { ConfigError, parseRateLimit, type RateLimit } from './app-config.js';

/** The budget of every HTTP request of one client address, before anything else reads it. */
export interface FrontDoorConfig {
  /** Requests: a burst of `limit`, refilled over `ttlMs`. */
  requestsPerAddress: RateLimit;
  /** Requests being answered at once. */
  inFlightPerAddress: number;
  /** How long a refused request waits for its 429, so a flood gets at most one a second per connection. */
  refusalDelayMs: number;
  /** Refused requests waiting at once; beyond them the connection is dropped without an answer. */
  heldRefusalsPerAddress: number;
}

type Env = Record<string, string | undefined>;

function readWholeNumber(
  raw: string | undefined,
  name: string,
  fallback: number,
  least: number,
): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < least) {
    throw new ConfigError(`${name} must be a whole number of at least ${least}, got "${raw}"`);
  }
  return Number(raw);
}

/**
 * A page load is 20-40 requests with its assets and a browser opens 6 connections per host, so a
 * burst of 60 at 20 per second and 8 at once leave people alone and stop one client's flood.
 */
export function readFrontDoorConfig(env: Env): FrontDoorConfig {
  return {
    requestsPerAddress: parseRateLimit(
      env.HTTP_REQUESTS_PER_ADDRESS ?? '60/3',
      'HTTP_REQUESTS_PER_ADDRESS',
      '"60/3" (requests per seconds)',
    ),
    inFlightPerAddress: readWholeNumber(
      env.HTTP_IN_FLIGHT_PER_ADDRESS,
      'HTTP_IN_FLIGHT_PER_ADDRESS',
      8,
      1,
    ),
    refusalDelayMs: readWholeNumber(env.HTTP_REFUSAL_DELAY_MS, 'HTTP_REFUSAL_DELAY_MS', 1000, 0),
    heldRefusalsPerAddress: readWholeNumber(
      env.HTTP_HELD_REFUSALS_PER_ADDRESS,
      'HTTP_HELD_REFUSALS_PER_ADDRESS',
      16,
      0,
    ),
  };
}
