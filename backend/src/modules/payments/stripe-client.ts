import Stripe from 'stripe';
import type { StripeConfig } from '../../config/stripe-config.js';

export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/** The official SDK, or null when STRIPE_SECRET_KEY is not set. STRIPE_API_BASE redirects it (tests). */
export function createStripeClient(config: StripeConfig): Stripe | null {
  if (!config.secretKey) return null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(config.apiBase ?? {}),
  });
}
