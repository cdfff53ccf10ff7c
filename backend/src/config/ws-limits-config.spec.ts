import { describe, expect, it } from 'vitest';
import { ConfigError } from './app-config.js';
import { readWsLimits } from './ws-limits-config.js';

describe('readWsLimits', () => {
  it('uses the documented defaults when nothing is set', () => {
    expect(readWsLimits({})).toEqual({
      framesPerSocket: { limit: 20, ttlMs: 2_000 },
      framesPerAddress: { limit: 200, ttlMs: 2_000 },
      refusedFrames: { limit: 20, ttlMs: 60_000 },
      maxQueuedFrames: 32,
      upgradesPerAddress: { limit: 20, ttlMs: 2_000 },
      maxSocketsPerAddress: 50,
      maxSocketsPerIdentity: 20,
      maxSockets: 5_000,
      authTimeoutMs: 5_000,
      maxBufferedBytes: 1_048_576,
    });
  });

  it('reads each variable', () => {
    expect(
      readWsLimits({
        WS_FRAMES_PER_SOCKET: '5/1',
        WS_FRAMES_PER_ADDRESS: '50/1',
        WS_REFUSED_FRAMES: '3/30',
        WS_MAX_QUEUED_FRAMES: '8',
        WS_UPGRADES_PER_ADDRESS: '100/1',
        WS_MAX_SOCKETS_PER_ADDRESS: '500',
        WS_MAX_SOCKETS_PER_IDENTITY: '4',
        WS_MAX_SOCKETS: '20000',
        WS_AUTH_TIMEOUT_MS: '10000',
        WS_MAX_BUFFERED_BYTES: '65536',
      }),
    ).toEqual({
      framesPerSocket: { limit: 5, ttlMs: 1_000 },
      framesPerAddress: { limit: 50, ttlMs: 1_000 },
      refusedFrames: { limit: 3, ttlMs: 30_000 },
      maxQueuedFrames: 8,
      upgradesPerAddress: { limit: 100, ttlMs: 1_000 },
      maxSocketsPerAddress: 500,
      maxSocketsPerIdentity: 4,
      maxSockets: 20_000,
      authTimeoutMs: 10_000,
      maxBufferedBytes: 65_536,
    });
  });

  it.each(['0', '-1', '1.5', '1e3', 'many', ' '])(
    'refuses WS_MAX_SOCKETS=%j with a clear message',
    (raw) => {
      expect(() => readWsLimits({ WS_MAX_SOCKETS: raw })).toThrow(
        new ConfigError(`WS_MAX_SOCKETS must be a whole number of at least 1, got "${raw}"`),
      );
    },
  );

  it('refuses a frame budget that is not frames per seconds', () => {
    expect(() => readWsLimits({ WS_FRAMES_PER_ADDRESS: '100' })).toThrow(
      new ConfigError(
        'WS_FRAMES_PER_ADDRESS must look like "20/2" (frames per seconds), got "100"',
      ),
    );
  });

  it('refuses an upgrade rate that is not upgrades per seconds', () => {
    expect(() => readWsLimits({ WS_UPGRADES_PER_ADDRESS: '20/0' })).toThrow(
      new ConfigError(
        'WS_UPGRADES_PER_ADDRESS must look like "20/2" (upgrades per seconds), got "20/0"',
      ),
    );
  });
});
