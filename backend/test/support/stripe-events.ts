import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import Stripe from 'stripe';
import request from 'supertest';

export const PACKAGE_AMOUNT: Record<string, number> = {
  tournament: 2500,
  vip: 5000,
  premium: 10000,
};

export const stripeId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** Posts an event signed with `secret`, as Stripe delivers it. */
export function deliverEvent(http: Server, secret: string, event: object) {
  const payload = JSON.stringify(event);
  return request(http)
    .post('/api/stripe/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', Stripe.webhooks.generateTestHeaderString({ payload, secret }))
    .send(payload);
}

export function paymentSucceeded(userId: string, packageId: string, intentId = stripeId('pi')) {
  const amount = PACKAGE_AMOUNT[packageId];
  return {
    id: stripeId('evt'),
    object: 'event',
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: amount,
        currency: 'usd',
        metadata: { userId, packageId },
        status: 'succeeded',
      },
    },
  };
}

/** What Stripe sends when a PaymentIntent's charge is refunded: in full unless `refunded` is 0 of it. */
export function chargeRefunded(intentId: string, amount: number, amountRefunded = amount) {
  return {
    id: stripeId('evt'),
    object: 'event',
    type: 'charge.refunded',
    data: {
      object: {
        id: stripeId('ch'),
        object: 'charge',
        amount,
        amount_refunded: amountRefunded,
        currency: 'usd',
        payment_intent: intentId,
        refunded: amountRefunded === amount,
        status: 'succeeded',
      },
    },
  };
}
