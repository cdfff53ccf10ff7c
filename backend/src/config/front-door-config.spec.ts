import { describe, expect, it } from 'vitest';
import { ConfigError } from './app-config.js';
import { readFrontDoorConfig } from './front-door-config.js';

describe('readFrontDoorConfig', () => {
  it('allows a burst of 240 requests refilled over 6 s and 18 at once, and holds 16 refusals for 1 s, by default', () => {
    expect(readFrontDoorConfig({})).toEqual({
      requestsPerAddress: { limit: 240, ttlMs: 6000 },
      inFlightPerAddress: 18,
      refusalDelayMs: 1000,
      heldRefusalsPerAddress: 16,
    });
  });

  it('reads every limit', () => {
    expect(
      readFrontDoorConfig({
        HTTP_REQUESTS_PER_ADDRESS: '1000/10',
        HTTP_IN_FLIGHT_PER_ADDRESS: '32',
        HTTP_REFUSAL_DELAY_MS: '0',
        HTTP_HELD_REFUSALS_PER_ADDRESS: '4',
      }),
    ).toEqual({
      requestsPerAddress: { limit: 1000, ttlMs: 10_000 },
      inFlightPerAddress: 32,
      refusalDelayMs: 0,
      heldRefusalsPerAddress: 4,
    });
  });

  it.each([
    [
      { HTTP_REQUESTS_PER_ADDRESS: '200' },
      'HTTP_REQUESTS_PER_ADDRESS must look like "60/3" (requests per seconds), got "200"',
    ],
    [
      { HTTP_REQUESTS_PER_ADDRESS: '0/4' },
      'HTTP_REQUESTS_PER_ADDRESS must look like "60/3" (requests per seconds), got "0/4"',
    ],
    [
      { HTTP_IN_FLIGHT_PER_ADDRESS: '0' },
      'HTTP_IN_FLIGHT_PER_ADDRESS must be a whole number of at least 1, got "0"',
    ],
    [
      { HTTP_IN_FLIGHT_PER_ADDRESS: 'eight' },
      'HTTP_IN_FLIGHT_PER_ADDRESS must be a whole number of at least 1, got "eight"',
    ],
    [
      { HTTP_REFUSAL_DELAY_MS: '-1' },
      'HTTP_REFUSAL_DELAY_MS must be a whole number of at least 0, got "-1"',
    ],
    [
      { HTTP_HELD_REFUSALS_PER_ADDRESS: 'many' },
      'HTTP_HELD_REFUSALS_PER_ADDRESS must be a whole number of at least 0, got "many"',
    ],
  ])('refuses %o', (env, message) => {
    expect(() => readFrontDoorConfig(env)).toThrow(new ConfigError(message));
  });
});
