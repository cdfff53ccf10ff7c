import path from 'node:path';
import { ConfigError } from './app-config.js';

export interface MailConfig {
  /** The SMTP server mail goes through; unset, each mail is written to `outboxDir` instead. */
  smtpUrl?: string;
  /** The From of every mail: an address, or `Name <address>`. */
  from: string;
  /** The site as its users reach it, without a trailing slash: every link in a mail starts so. */
  publicUrl: string;
  /** Where mails are written as .eml files when no SMTP server is configured. */
  outboxDir: string;
  /** How long support's reply waits unread before it is mailed to a visitor's follow-up address. */
  followUpDelayMs: number;
}

type Env = Record<string, string | undefined>;

const ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+$/;

function readSmtpUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(
      'SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587',
    );
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    // The URL may carry a password: never repeat it in the message.
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}"`);
  }
  return raw;
}

function readPublicUrl(raw: string | undefined, port: number): string {
  const value = raw?.trim() || `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(
      `PUBLIC_URL must be a URL such as https://club.example.com, got "${value}"`,
    );
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new ConfigError(
      `PUBLIC_URL must be an http or https URL without query or fragment, got "${value}"`,
    );
  }
  return url.href.replace(/\/+$/, '');
}

function readFrom(raw: string | undefined, publicUrl: string): string {
  if (!raw?.trim()) return `no-reply@${new URL(publicUrl).hostname}`;
  const value = raw.trim();
  const address = /<([^<>]+)>$/.exec(value)?.[1] ?? value;
  if (!ADDRESS.test(address)) {
    throw new ConfigError(
      `MAIL_FROM must be an e-mail address or "Name <address>", got "${value}"`,
    );
  }
  return value;
}

function readDelaySeconds(raw: string | undefined): number {
  if (!raw?.trim()) return 60;
  if (!/^\d+$/.test(raw.trim())) {
    throw new ConfigError(`FOLLOW_UP_MAIL_DELAY_SECONDS must be a whole number, got "${raw}"`);
  }
  return Number(raw);
}

export function readMailConfig(env: Env, port: number, dataDir: string): MailConfig {
  const publicUrl = readPublicUrl(env.PUBLIC_URL, port);
  return {
    smtpUrl: readSmtpUrl(env.SMTP_URL?.trim()),
    from: readFrom(env.MAIL_FROM, publicUrl),
    publicUrl,
    outboxDir: path.join(dataDir, 'mail'),
    followUpDelayMs: readDelaySeconds(env.FOLLOW_UP_MAIL_DELAY_SECONDS) * 1000,
  };
}
