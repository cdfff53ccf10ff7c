import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './app-config.js';

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'club-config-')), ...env });

describe('account settings: LOGIN_THROTTLE and ADMIN_PROMOTE_EXISTING', () => {
  it('allows five free failures and waits of at most 15 minutes by default', () => {
    expect(load({}).loginThrottle).toEqual({ freeFailures: 5, maxBackoffMs: 900_000 });
    expect(load({ LOGIN_THROTTLE: '3/60' }).loginThrottle).toEqual({
      freeFailures: 3,
      maxBackoffMs: 60_000,
    });
  });

  it('never promotes an existing account unless ADMIN_PROMOTE_EXISTING=true', () => {
    const admin = { ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'secret-password' };
    expect(load(admin).admin).toEqual({
      username: 'boss',
      password: 'secret-password',
      promoteExisting: false,
    });
    expect(load({ ...admin, ADMIN_PROMOTE_EXISTING: 'true' }).admin?.promoteExisting).toBe(true);
  });

  it.each([
    [
      { LOGIN_THROTTLE: '5' },
      'LOGIN_THROTTLE must look like "5/900" (free failures / longest wait in seconds), got "5"',
    ],
    [
      { LOGIN_THROTTLE: '0/900' },
      'LOGIN_THROTTLE must look like "5/900" (free failures / longest wait in seconds), got "0/900"',
    ],
    [
      { LOGIN_THROTTLE: '5/0' },
      'LOGIN_THROTTLE must look like "5/900" (free failures / longest wait in seconds), got "5/0"',
    ],
    [
      { ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'secret-password', ADMIN_PROMOTE_EXISTING: 'yes' },
      'ADMIN_PROMOTE_EXISTING must be true or false, got "yes"',
    ],
  ])('refuses %o with a message that says what is wrong', (env, message) => {
    expect(() => load(env)).toThrow(message);
  });
});
