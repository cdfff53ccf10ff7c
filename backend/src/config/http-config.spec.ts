import { describe, expect, it } from 'vitest';
import { ConfigError } from './app-config.js';
import { readHttpConfig } from './http-config.js';

describe('readHttpConfig', () => {
  it('cuts off slow headers after 10 s and slow requests after 30 s, keeps idle connections 65 s by default', () => {
    expect(readHttpConfig({})).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 65_000,
    });
  });

  it('reads the timeouts in milliseconds', () => {
    expect(
      readHttpConfig({
        HTTP_HEADERS_TIMEOUT_MS: '5000',
        HTTP_REQUEST_TIMEOUT_MS: '120000',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '75000',
      }),
    ).toEqual({ headersTimeoutMs: 5000, requestTimeoutMs: 120_000, keepAliveTimeoutMs: 75_000 });
  });

  it.each([
    [
      { HTTP_HEADERS_TIMEOUT_MS: '10s' },
      'HTTP_HEADERS_TIMEOUT_MS must be a whole number of milliseconds of at least 100, got "10s"',
    ],
    [
      { HTTP_REQUEST_TIMEOUT_MS: '0' },
      'HTTP_REQUEST_TIMEOUT_MS must be a whole number of milliseconds of at least 100, got "0"',
    ],
    [
      { HTTP_KEEP_ALIVE_TIMEOUT_MS: '-1' },
      'HTTP_KEEP_ALIVE_TIMEOUT_MS must be a whole number of milliseconds of at least 100, got "-1"',
    ],
    [
      { HTTP_HEADERS_TIMEOUT_MS: '40000' },
      'HTTP_HEADERS_TIMEOUT_MS (40000) must not be longer than HTTP_REQUEST_TIMEOUT_MS (30000)',
    ],
  ])('refuses %o', (env, message) => {
    expect(() => readHttpConfig(env)).toThrow(new ConfigError(message));
  });
});
