import { ConfigError, parseRateLimit, type RateLimit } from './app-config.js';

/** The limits of /ws; docs/security.md says why each is there. */
export interface WsLimits {
  /** Frames of any kind one socket may send: a burst of `limit`, refilled over `ttlMs`. */
  framesPerSocket: RateLimit;
  /** The same for all the sockets of one client address together. */
  framesPerAddress: RateLimit;
  /** Frames a socket may send while refused before it is closed (1008). */
  refusedFrames: RateLimit;
  /** Frames waiting behind the one being handled; one more closes the socket (1008). */
  maxQueuedFrames: number;
  /** New /ws upgrades one client address may make: a burst of `limit`, refilled over `ttlMs`. */
  upgradesPerAddress: RateLimit;
  maxSocketsPerAddress: number;
  /** Sockets authenticated as one account or one visitor (chat_state). */
  maxSocketsPerIdentity: number;
  /** Open sockets of this instance; more upgrades are refused with 503. */
  maxSockets: number;
  /** A socket not authenticated by then is closed (1008). */
  authTimeoutMs: number;
  /** A socket with more than this written to it and not yet sent is closed (1008). */
  maxBufferedBytes: number;
}

type Env = Record<string, string | undefined>;

function readCount(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < 1) {
    throw new ConfigError(`${name} must be a whole number of at least 1, got "${raw}"`);
  }
  return Number(raw);
}

const FRAMES = '"20/2" (frames per seconds)';
const UPGRADES = '"20/2" (upgrades per seconds)';

export function readWsLimits(env: Env): WsLimits {
  return {
    framesPerSocket: parseRateLimit(
      env.WS_FRAMES_PER_SOCKET ?? '20/2',
      'WS_FRAMES_PER_SOCKET',
      FRAMES,
    ),
    framesPerAddress: parseRateLimit(
      env.WS_FRAMES_PER_ADDRESS ?? '200/2',
      'WS_FRAMES_PER_ADDRESS',
      FRAMES,
    ),
    refusedFrames: parseRateLimit(env.WS_REFUSED_FRAMES ?? '20/60', 'WS_REFUSED_FRAMES', FRAMES),
    maxQueuedFrames: readCount(env.WS_MAX_QUEUED_FRAMES, 32, 'WS_MAX_QUEUED_FRAMES'),
    upgradesPerAddress: parseRateLimit(
      env.WS_UPGRADES_PER_ADDRESS ?? '20/2',
      'WS_UPGRADES_PER_ADDRESS',
      UPGRADES,
    ),
    maxSocketsPerAddress: readCount(
      env.WS_MAX_SOCKETS_PER_ADDRESS,
      50,
      'WS_MAX_SOCKETS_PER_ADDRESS',
    ),
    maxSocketsPerIdentity: readCount(
      env.WS_MAX_SOCKETS_PER_IDENTITY,
      20,
      'WS_MAX_SOCKETS_PER_IDENTITY',
    ),
    maxSockets: readCount(env.WS_MAX_SOCKETS, 5000, 'WS_MAX_SOCKETS'),
    authTimeoutMs: readCount(env.WS_AUTH_TIMEOUT_MS, 5000, 'WS_AUTH_TIMEOUT_MS'),
    maxBufferedBytes: readCount(env.WS_MAX_BUFFERED_BYTES, 1024 * 1024, 'WS_MAX_BUFFERED_BYTES'),
  };
}
