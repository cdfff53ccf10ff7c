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
 * The site's built files are not counted (see front-door.ts), so a page load spends its document
 * and the API calls it makes at start-up: a signed-in page at most 8 (/admin/chat: the app shell,
 * then the user, site config, desk stats, the admin roster twice and both conversation lists; every
 * other signed-in page 5 or 6), at most 6 at once. Three browsers behind one router (a family, or
 * an admin with a customer's tabs) loading together spend 24, at most 18 at once (6 connections a
 * browser), so 18 in flight can never refuse them, and a burst of 240 refilled at 40 a second lets
 * each of the three reload a signed-in page more than once a second without end. One client's
 * flood gets no more than those three browsers would.
 */
export function readFrontDoorConfig(env: Env): FrontDoorConfig {
  return {
    requestsPerAddress: parseRateLimit(
      env.HTTP_REQUESTS_PER_ADDRESS ?? '240/6',
      'HTTP_REQUESTS_PER_ADDRESS',
      '"60/3" (requests per seconds)',
    ),
    inFlightPerAddress: readWholeNumber(
      env.HTTP_IN_FLIGHT_PER_ADDRESS,
      'HTTP_IN_FLIGHT_PER_ADDRESS',
      18,
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
