import {
  PAYMENT_REQUEST_DEFAULT_TTL_MINUTES,
  STORE_PACKAGE_ID,
  type StorePackageId,
} from '@club/contracts';
import { ConfigError } from './app-config.js';

export const PACKAGE_IDS: readonly StorePackageId[] = Object.values(STORE_PACKAGE_ID);

/** Price ids that begin with this make no payment: the store shows its demo notice instead. */
export const DEMO_PRICE_PREFIX = 'demo_';

export interface StripeApiBase {
  protocol: 'http' | 'https';
  host: string;
  port: number;
}

export interface StripeConfig {
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
  /** The Stripe price id of each package, or its `demo_` placeholder when not configured. */
  priceIds: Record<StorePackageId, string>;
  apiBase?: StripeApiBase;
  /** How long a payment request sent in a chat stays payable. */
  paymentRequestTtlMs: number;
}

type Env = Record<string, string | undefined>;

function readApiBase(raw: string | undefined): StripeApiBase | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(
      `STRIPE_API_BASE must be a URL such as http://127.0.0.1:12111, got "${raw}"`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`STRIPE_API_BASE must be an http or https URL, got "${raw}"`);
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    protocol,
    host: url.hostname,
    port: Number(url.port || (protocol === 'http' ? 80 : 443)),
  };
}

function readTtlMinutes(raw: string | undefined): number {
  if (!raw?.trim()) return PAYMENT_REQUEST_DEFAULT_TTL_MINUTES;
  const minutes = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || minutes < 1) {
    throw new ConfigError(
      `PAYMENT_REQUEST_TTL_MINUTES must be a whole number of minutes of at least 1, got "${raw}"`,
    );
  }
  return minutes;
}

export function readStripeConfig(env: Env): StripeConfig {
  const priceId = (id: StorePackageId) =>
    env[`STRIPE_PRICE_${id.toUpperCase()}`]?.trim() || `${DEMO_PRICE_PREFIX}${id}`;
  return {
    secretKey: env.STRIPE_SECRET_KEY?.trim() || undefined,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY?.trim() || undefined,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || undefined,
    priceIds: {
      tournament: priceId('tournament'),
      vip: priceId('vip'),
      premium: priceId('premium'),
    },
    apiBase: readApiBase(env.STRIPE_API_BASE?.trim()),
    paymentRequestTtlMs: readTtlMinutes(env.PAYMENT_REQUEST_TTL_MINUTES) * 60_000,
  };
}
