import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './app-config.js';

const load = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'club-mail-config-')), ...env });

describe('mail settings', () => {
  it('writes mail to DATA_DIR/mail and links to the local site when nothing is set', () => {
    const config = load({ PORT: '5400' });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: 'no-reply@localhost',
      publicUrl: 'http://localhost:5400',
      outboxDir: path.join(config.dataDir, 'mail'),
      followUpDelayMs: 60_000,
    });
    expect(config.rateLimits.passwordReset).toEqual({ limit: 5, ttlMs: 900_000 });
    expect(config.rateLimits.passwordResetPerAccount).toEqual({ limit: 3, ttlMs: 3_600_000 });
  });

  it('reads SMTP_URL, MAIL_FROM and PUBLIC_URL (without its trailing slash)', () => {
    const { mail } = load({
      SMTP_URL: 'smtps://club:secret@mail.example.com:465',
      MAIL_FROM: 'Club Support <support@club.example.com>',
      PUBLIC_URL: 'https://club.example.com/',
    });
    expect(mail).toMatchObject({
      smtpUrl: 'smtps://club:secret@mail.example.com:465',
      from: 'Club Support <support@club.example.com>',
      publicUrl: 'https://club.example.com',
    });
  });

  it('takes the default sender from PUBLIC_URL', () => {
    expect(load({ PUBLIC_URL: 'https://club.example.com' }).mail.from).toBe(
      'no-reply@club.example.com',
    );
  });

  it.each([
    [
      { SMTP_URL: 'http://user:hunter2@mail.example.com' },
      'SMTP_URL must start with smtp:// or smtps://, got "http:"',
    ],
    [
      { SMTP_URL: 'not a url' },
      'SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587',
    ],
    [
      { MAIL_FROM: 'Club <nobody>' },
      'MAIL_FROM must be an e-mail address or "Name <address>", got "Club <nobody>"',
    ],
    [
      { PUBLIC_URL: 'ftp://club.example.com' },
      'PUBLIC_URL must be an http or https URL without query or fragment, got "ftp://club.example.com"',
    ],
    [
      { PUBLIC_URL: 'https://club.example.com/?a=1' },
      'PUBLIC_URL must be an http or https URL without query or fragment, got "https://club.example.com/?a=1"',
    ],
    [
      { FOLLOW_UP_MAIL_DELAY_SECONDS: 'soon' },
      'FOLLOW_UP_MAIL_DELAY_SECONDS must be a whole number, got "soon"',
    ],
    [
      { RATE_LIMIT_PASSWORD_RESET: 'many' },
      'RATE_LIMIT_PASSWORD_RESET must look like "10/60" (attempts per seconds), got "many"',
    ],
  ])('refuses %o', (env, message) => {
    expect(() => load(env)).toThrow(message);
  });
});
