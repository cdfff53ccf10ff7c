import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseRateLimit } from './app-config.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'club-config-'));

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 5000,
      dataDir: dir,
      uploadsDir: path.join(dir, 'uploads'),
      databaseUrl: undefined,
      redisUrl: undefined,
      admin: undefined,
      trustProxy: false,
      cookieSecure: 'auto',
      rateLimits: {
        auth: { limit: 10, ttlMs: 60_000 },
        send: { limit: 30, ttlMs: 10_000 },
        upload: { limit: 10, ttlMs: 60_000 },
        newChatPerAddress: { limit: 20, ttlMs: 3_600_000 },
        newChatPerVisitor: { limit: 5, ttlMs: 3_600_000 },
        rename: { limit: 20, ttlMs: 600_000 },
        uploadBytes: { limit: 52_428_800, ttlMs: 3_600_000 },
        paymentStatus: { limit: 60, ttlMs: 600_000 },
      },
      imageUploads: { maxMegapixels: 40, unusedTtlMs: 3_600_000 },
      visitorChat: 'guest',
      supportExpectedReply: 'We usually reply within a few hours',
      metricsToken: undefined,
      metricsPort: undefined,
    });
  });

  it('keeps uploads where UPLOADS_DIR says, apart from DATA_DIR', () => {
    const uploads = dataDir();
    expect(loadConfig({ DATA_DIR: dataDir(), UPLOADS_DIR: uploads }).uploadsDir).toBe(uploads);
  });

  it('generates the session secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first);
  });

  it('prefers SESSION_SECRET when it is set', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), SESSION_SECRET: 'given' }).sessionSecret).toBe(
      'given',
    );
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535, got "abc"'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535, got "70000"'],
    [{ ADMIN_PASSWORD: 'secret' }, 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together'],
    [
      { TRUST_PROXY: 'maybe' },
      'TRUST_PROXY must be true, false or a number of proxy hops, got "maybe"',
    ],
    [{ COOKIE_SECURE: 'yes' }, 'COOKIE_SECURE must be auto, true or false, got "yes"'],
    [{ VISITOR_CHAT: 'robot' }, 'VISITOR_CHAT must be guest or device, got "robot"'],
    [{ METRICS_PORT: '0' }, 'METRICS_PORT must be a whole number from 1 to 65535, got "0"'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN must be at least 16 characters long'],
    [
      { RATE_LIMIT_AUTH: '10 per minute' },
      'RATE_LIMIT_AUTH must look like "10/60" (attempts per seconds), got "10 per minute"',
    ],
    [
      { RATE_LIMIT_NEW_CHAT_PER_ADDRESS: '0/60' },
      'RATE_LIMIT_NEW_CHAT_PER_ADDRESS must look like "10/60" (attempts per seconds), got "0/60"',
    ],
    [
      { RATE_LIMIT_NEW_CHAT_PER_VISITOR: '5' },
      'RATE_LIMIT_NEW_CHAT_PER_VISITOR must look like "10/60" (attempts per seconds), got "5"',
    ],
    [
      { RATE_LIMIT_RENAME: '20/ten' },
      'RATE_LIMIT_RENAME must look like "10/60" (attempts per seconds), got "20/ten"',
    ],
    [
      { RATE_LIMIT_UPLOAD_BYTES: '50MB/3600' },
      'RATE_LIMIT_UPLOAD_BYTES must look like "52428800/3600" (bytes per seconds), got "50MB/3600"',
    ],
    [
      { UPLOAD_MAX_MEGAPIXELS: '0' },
      'UPLOAD_MAX_MEGAPIXELS must be a whole number of at least 1, got "0"',
    ],
    [
      { UPLOAD_MAX_MEGAPIXELS: '2.5' },
      'UPLOAD_MAX_MEGAPIXELS must be a whole number of at least 1, got "2.5"',
    ],
    [
      { UPLOAD_UNUSED_TTL_SECONDS: '60' },
      'UPLOAD_UNUSED_TTL_SECONDS must be a whole number of at least 300, got "60"',
    ],
  ])('refuses %o with a message that says what is wrong', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it('reads the upload limits', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      RATE_LIMIT_UPLOAD_BYTES: '1000/60',
      UPLOAD_MAX_MEGAPIXELS: '12',
      UPLOAD_UNUSED_TTL_SECONDS: '600',
    });
    expect(config.rateLimits.uploadBytes).toEqual({ limit: 1000, ttlMs: 60_000 });
    expect(config.imageUploads).toEqual({ maxMegapixels: 12, unusedTtlMs: 600_000 });
  });

  it('reads the proxy hops, secure cookies and the visitor widget', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      TRUST_PROXY: '1',
      COOKIE_SECURE: 'true',
      VISITOR_CHAT: 'device',
    });
    expect(config).toMatchObject({ trustProxy: 1, cookieSecure: true, visitorChat: 'device' });
  });
});

describe('parseRateLimit', () => {
  it('reads attempts per seconds', () => {
    expect(parseRateLimit('5/30', 'X')).toEqual({ limit: 5, ttlMs: 30_000 });
  });

  it('refuses zero attempts', () => {
    expect(() => parseRateLimit('0/30', 'X')).toThrow('X must look like "10/60"');
  });
});
