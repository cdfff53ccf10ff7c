import { SUPPORT_STATUS_TEXT, type VisitorChatKind } from '@club/contracts';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readClubTimeZone } from './club-time-zone-config.js';
import { readFrontDoorConfig, type FrontDoorConfig } from './front-door-config.js';
import { readHttpConfig, type HttpConfig } from './http-config.js';
import { readMailConfig, type MailConfig } from './mail-config.js';
import { readMerchandiseConfig, type MerchandiseConfig } from './merchandise-config.js';
import { readStripeConfig, type StripeConfig } from './stripe-config.js';
import { readWsLimits, type WsLimits } from './ws-limits-config.js';

export type CookieSecureMode = 'auto' | boolean;

/** ADMIN_2FA: admins may turn on two-factor sign-in, or must have it. */
export type AdminTwoFactorMode = 'optional' | 'required';

export interface RateLimit {
  limit: number;
  ttlMs: number;
}

/**
 * newChatPerAddress/newChatPerVisitor: new visitor conversations; rename: a visitor's renames;
 * passwordReset: reset requests per client address; passwordResetPerAccount: reset mails per account;
 * verificationMail: mails that confirm an address (resent, or for a new address) per account;
 * totpFailures: wrong two-factor codes (or passwords to turn it off) per account.
 */
export type RateLimitBucket =
  | 'auth'
  | 'send'
  | 'upload'
  | 'newChatPerAddress'
  | 'newChatPerVisitor'
  | 'rename'
  | 'uploadBytes'
  | 'paymentStatus'
  | 'passwordReset'
  | 'passwordResetPerAccount'
  | 'verificationMail'
  | 'totpFailures';

export interface AppConfig {
  port: number;
  dataDir: string;
  /** Uploaded chat images; several instances must share it. */
  uploadsDir: string;
  imageUploads: ImageUploadLimits;
  databaseUrl?: string;
  redisUrl?: string;
  sessionSecret: string;
  /** promoteExisting: ADMIN_USERNAME may name an existing account that is not an admin yet. */
  admin?: { username: string; password: string; promoteExisting: boolean };
  loginThrottle: LoginThrottleConfig;
  adminTwoFactor: AdminTwoFactorMode;
  trustProxy: number | boolean;
  cookieSecure: CookieSecureMode;
  rateLimits: Record<RateLimitBucket, RateLimit>;
  visitorChat: VisitorChatKind;
  /** The expected reply time the widgets show while no one from support is online. */
  supportExpectedReply: string;
  /** How often sockets are pinged; one missed pong drops them. */
  wsHeartbeatMs: number;
  ws: WsLimits;
  frontendDist: string;
  logLevel: string;
  /** Prometheus metrics: on /metrics with this bearer token, and/or on 127.0.0.1:metricsPort. */
  metricsToken?: string;
  metricsPort?: number;
  stripe: StripeConfig;
  merchandise: MerchandiseConfig;
  http: HttpConfig;
  frontDoor: FrontDoorConfig;
  mail: MailConfig;
  /** CLUB_TIME_ZONE (IANA name): where the club's day starts ("Closed Today"), and mails' times. */
  clubTimeZone: string;
}

/** Per-account sign-in backoff: free failures, then 1 s, 2 s, 4 s … up to maxBackoffMs. */
export interface LoginThrottleConfig {
  freeFailures: number;
  maxBackoffMs: number;
}

/** uploadBytes in rateLimits is the byte budget; these are the other limits on chat images. */
export interface ImageUploadLimits {
  maxMegapixels: number;
  /** An image not sent in a message within this time is deleted. */
  unusedTtlMs: number;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

function readPort(env: Env): number {
  const raw = env.PORT ?? '5000';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

export function parseRateLimit(
  raw: string,
  name: string,
  shape = '"10/60" (attempts per seconds)',
): RateLimit {
  const match = /^(\d+)\/(\d+)$/.exec(raw.trim());
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new ConfigError(`${name} must look like ${shape}, got "${raw}"`);
  }
  return { limit: Number(match[1]), ttlMs: Number(match[2]) * 1000 };
}

function readMetricsPort(raw: string | undefined): number | undefined {
  if (!raw) return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError(`METRICS_PORT must be a whole number from 1 to 65535, got "${raw}"`);
  }
  return port;
}

function readMetricsToken(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (raw.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters long');
  return raw;
}

function readPositiveMs(raw: string | undefined, fallback: number, name: string): number {
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 100) {
    throw new ConfigError(
      `${name} must be a whole number of milliseconds of at least 100, got "${raw}"`,
    );
  }
  return value;
}

function readWholeNumber(
  raw: string | undefined,
  fallback: number,
  name: string,
  min: number,
): number {
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value < min) {
    throw new ConfigError(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  }
  return value;
}

function readImageUploads(env: Env): ImageUploadLimits {
  return {
    maxMegapixels: readWholeNumber(env.UPLOAD_MAX_MEGAPIXELS, 40, 'UPLOAD_MAX_MEGAPIXELS', 1),
    unusedTtlMs:
      readWholeNumber(env.UPLOAD_UNUSED_TTL_SECONDS, 3600, 'UPLOAD_UNUSED_TTL_SECONDS', 300) * 1000,
  };
}

function readTrustProxy(raw: string | undefined): number | boolean {
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0) {
    throw new ConfigError(
      `TRUST_PROXY must be true, false or a number of proxy hops, got "${raw}"`,
    );
  }
  return hops;
}

function readCookieSecure(raw: string | undefined): CookieSecureMode {
  if (!raw || raw === 'auto') return 'auto';
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new ConfigError(`COOKIE_SECURE must be auto, true or false, got "${raw}"`);
}

function readVisitorChat(raw: string | undefined): VisitorChatKind {
  if (!raw || raw === 'guest') return 'guest';
  if (raw === 'device') return 'device';
  throw new ConfigError(`VISITOR_CHAT must be guest or device, got "${raw}"`);
}

/** The secret is generated once and kept in DATA_DIR so sessions survive restarts. */
function readSessionSecret(env: Env, dataDir: string): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function readAdmin(env: Env): AppConfig['admin'] {
  const username = env.ADMIN_USERNAME?.trim();
  const password = env.ADMIN_PASSWORD;
  if (!username && !password) return undefined;
  if (!username || !password) {
    throw new ConfigError('ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  const promote = env.ADMIN_PROMOTE_EXISTING ?? 'false';
  if (promote !== 'true' && promote !== 'false') {
    throw new ConfigError(`ADMIN_PROMOTE_EXISTING must be true or false, got "${promote}"`);
  }
  return { username, password, promoteExisting: promote === 'true' };
}

function readAdminTwoFactor(raw: string | undefined): AdminTwoFactorMode {
  if (!raw || raw === 'optional') return 'optional';
  if (raw === 'required') return 'required';
  throw new ConfigError(`ADMIN_2FA must be optional or required, got "${raw}"`);
}

function readLoginThrottle(raw: string): LoginThrottleConfig {
  const match = /^(\d+)\/(\d+)$/.exec(raw.trim());
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new ConfigError(
      `LOGIN_THROTTLE must look like "5/900" (free failures / longest wait in seconds), got "${raw}"`,
    );
  }
  return { freeFailures: Number(match[1]), maxBackoffMs: Number(match[2]) * 1000 };
}

export function loadConfig(env: Env = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR || path.join(process.cwd(), '.data'));
  const port = readPort(env);
  return {
    port,
    dataDir,
    uploadsDir: path.resolve(env.UPLOADS_DIR || path.join(dataDir, 'uploads')),
    imageUploads: readImageUploads(env),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    sessionSecret: readSessionSecret(env, dataDir),
    admin: readAdmin(env),
    loginThrottle: readLoginThrottle(env.LOGIN_THROTTLE ?? '5/900'),
    adminTwoFactor: readAdminTwoFactor(env.ADMIN_2FA),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    cookieSecure: readCookieSecure(env.COOKIE_SECURE),
    rateLimits: {
      auth: parseRateLimit(env.RATE_LIMIT_AUTH ?? '10/60', 'RATE_LIMIT_AUTH'),
      send: parseRateLimit(env.RATE_LIMIT_SEND ?? '30/10', 'RATE_LIMIT_SEND'),
      upload: parseRateLimit(env.RATE_LIMIT_UPLOAD ?? '10/60', 'RATE_LIMIT_UPLOAD'),
      newChatPerAddress: parseRateLimit(
        env.RATE_LIMIT_NEW_CHAT_PER_ADDRESS ?? '20/3600',
        'RATE_LIMIT_NEW_CHAT_PER_ADDRESS',
      ),
      newChatPerVisitor: parseRateLimit(
        env.RATE_LIMIT_NEW_CHAT_PER_VISITOR ?? '5/3600',
        'RATE_LIMIT_NEW_CHAT_PER_VISITOR',
      ),
      rename: parseRateLimit(env.RATE_LIMIT_RENAME ?? '20/600', 'RATE_LIMIT_RENAME'),
      uploadBytes: parseRateLimit(
        env.RATE_LIMIT_UPLOAD_BYTES ?? '52428800/3600',
        'RATE_LIMIT_UPLOAD_BYTES',
        '"52428800/3600" (bytes per seconds)',
      ),
      paymentStatus: parseRateLimit(
        env.RATE_LIMIT_PAYMENT_STATUS ?? '60/600',
        'RATE_LIMIT_PAYMENT_STATUS',
      ),
      passwordReset: parseRateLimit(
        env.RATE_LIMIT_PASSWORD_RESET ?? '5/900',
        'RATE_LIMIT_PASSWORD_RESET',
      ),
      passwordResetPerAccount: parseRateLimit(
        env.RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT ?? '3/3600',
        'RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT',
      ),
      verificationMail: parseRateLimit(
        env.RATE_LIMIT_VERIFICATION_MAIL ?? '5/3600',
        'RATE_LIMIT_VERIFICATION_MAIL',
      ),
      totpFailures: parseRateLimit(
        env.RATE_LIMIT_TOTP_FAILURES ?? '5/900',
        'RATE_LIMIT_TOTP_FAILURES',
        '"5/900" (wrong codes per seconds)',
      ),
    },
    visitorChat: readVisitorChat(env.VISITOR_CHAT),
    supportExpectedReply:
      env.SUPPORT_EXPECTED_REPLY?.trim() || SUPPORT_STATUS_TEXT.defaultExpectedReply,
    wsHeartbeatMs: readPositiveMs(env.WS_HEARTBEAT_MS, 30_000, 'WS_HEARTBEAT_MS'),
    ws: readWsLimits(env),
    frontendDist: path.resolve(env.FRONTEND_DIST || path.join(repoRoot, 'frontend', 'dist')),
    logLevel: env.LOG_LEVEL || 'log',
    metricsToken: readMetricsToken(env.METRICS_TOKEN),
    metricsPort: readMetricsPort(env.METRICS_PORT),
    stripe: readStripeConfig(env),
    merchandise: readMerchandiseConfig(env),
    http: readHttpConfig(env),
    frontDoor: readFrontDoorConfig(env),
    mail: readMailConfig(env, port, dataDir),
    clubTimeZone: readClubTimeZone(env.CLUB_TIME_ZONE),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
