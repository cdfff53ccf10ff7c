import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './app-config.js';

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'club-config-')), ...env });

describe('two-factor settings: ADMIN_2FA and RATE_LIMIT_TOTP_FAILURES', () => {
  it('leaves two-factor sign-in optional unless ADMIN_2FA=required', () => {
    expect(load({}).adminTwoFactor).toBe('optional');
    expect(load({ ADMIN_2FA: 'optional' }).adminTwoFactor).toBe('optional');
    expect(load({ ADMIN_2FA: 'required' }).adminTwoFactor).toBe('required');
  });

  it.each(['true', 'on', 'Required'])('stops start-up on ADMIN_2FA=%s', (value) => {
    expect(() => load({ ADMIN_2FA: value })).toThrow(
      new ConfigError(`ADMIN_2FA must be optional or required, got "${value}"`),
    );
  });

  it('allows five wrong codes per account in 15 minutes by default', () => {
    expect(load({}).rateLimits.totpFailures).toEqual({ limit: 5, ttlMs: 900_000 });
    expect(() => load({ RATE_LIMIT_TOTP_FAILURES: '5' })).toThrow(ConfigError);
  });
});
