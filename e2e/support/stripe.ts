import { createHmac } from 'node:crypto';
import { test, type APIRequestContext, type Page } from '@playwright/test';

/** The Stripe settings the app under test runs with; the tournament package stays a demo. */
export const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_webhook_secret';

export function stripeStubPort(appPort: number): number {
  return appPort + 1000;
}

export function stripeEnv(stubPort: number): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
    STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_VIP: 'price_vip_e2e',
    STRIPE_PRICE_PREMIUM: 'price_premium_e2e',
    STRIPE_API_BASE: `http://127.0.0.1:${stubPort}`,
  };
}

/** A payment_intent.succeeded event, signed as Stripe signs webhooks, delivered to the app. */
export async function deliverPaymentSucceeded(
  request: APIRequestContext,
  payment: { userId: string; packageId: string; paymentIntentId: string; amount: number },
) {
  const payload = JSON.stringify({
    id: `evt_${payment.paymentIntentId}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: payment.paymentIntentId,
        object: 'payment_intent',
        amount: payment.amount,
        amount_received: payment.amount,
        currency: 'usd',
        status: 'succeeded',
        metadata: { userId: payment.userId, packageId: payment.packageId },
      },
    },
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', STRIPE_WEBHOOK_SECRET)
    .update(`${timestamp}.${payload}`)
    .digest('hex');
  const response = await request.post('/api/stripe/webhook', {
    data: payload,
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': `t=${timestamp},v1=${signature}`,
    },
  });
  if (!response.ok())
    throw new Error(`webhook failed: ${response.status()} ${await response.text()}`);
  return response.json() as Promise<{ outcome: string }>;
}

/** The card number that the stand-in for Stripe.js declines. */
export const DECLINED_CARD = '4000 0000 0000 0002';

/**
 * Typed in the stand-in's field instead of a card number: a payment method that needs the bank's
 * page, so Stripe.js leaves for it and returns to the return address even with
 * redirect: 'if_required'.
 */
export const BANK_REDIRECT = 'bank redirect';

/**
 * A stand-in for Stripe.js, which the browser cannot fetch from Stripe in these tests. It
 * implements what @stripe/react-stripe-js and the Payment Element use: a card-number field,
 * the ready event, and confirmPayment, which declines DECLINED_CARD and otherwise confirms the
 * PaymentIntent with Stripe's API (the stub, see useFakeStripeJs) and goes to the return address
 * with the query Stripe adds (or, with redirect: 'if_required' and a card rather than
 * BANK_REDIRECT, answers the PaymentIntent).
 */
const FAKE_STRIPE_JS = `
(() => {
  const DECLINED = ${JSON.stringify(DECLINED_CARD)};
  const BANK_REDIRECT = ${JSON.stringify(BANK_REDIRECT)};
  function Stripe(publishableKey) {
    let clientSecret = '';
    let input = null;
    const element = {
      handlers: {},
      on(event, handler) { (this.handlers[event] ||= []).push(handler); return this; },
      off(event, handler) { this.handlers[event] = (this.handlers[event] || []).filter((h) => h !== handler); return this; },
      mount(node) {
        input = document.createElement('input');
        input.setAttribute('aria-label', 'Card number');
        input.value = '4242 4242 4242 4242';
        node.appendChild(input);
        setTimeout(() => (this.handlers.ready || []).forEach((handler) => handler({ elementType: 'payment' })), 0);
      },
      update() {},
      destroy() { if (input) input.remove(); },
    };
    const elements = {
      create(type) { if (type !== 'payment') throw new Error('only the payment element'); return element; },
      update() {},
      getElement() { return element; },
      submit: async () => ({}),
    };
    return {
      publishableKey,
      elements(options) { clientSecret = options.clientSecret; return elements; },
      createToken() {},
      createPaymentMethod() {},
      confirmCardPayment() {},
      registerAppInfo() {},
      _registerWrapper() {},
      async confirmPayment({ confirmParams, redirect }) {
        if (input && input.value === DECLINED) {
          return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
        }
        const intent = clientSecret.split('_secret_')[0];
        const confirmed = await fetch('https://api.stripe.com/v1/payment_intents/' + intent + '/confirm', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ client_secret: clientSecret, key: publishableKey }),
        });
        // A card needs no redirect, so with redirect: 'if_required' Stripe.js answers in place.
        if (redirect === 'if_required' && input.value !== BANK_REDIRECT) {
          return { paymentIntent: await confirmed.json() };
        }
        const url = new URL(confirmParams.return_url);
        url.searchParams.set('payment_intent', intent);
        url.searchParams.set('payment_intent_client_secret', clientSecret);
        url.searchParams.set('redirect_status', 'succeeded');
        window.location.assign(url.toString());
        return new Promise(() => {});
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;

/** Serves the stand-in for Stripe.js, and sends what it asks of Stripe's API to the stub. */
export async function useFakeStripeJs(page: Page) {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS }),
  );
  const appPort = Number(new URL(test.info().project.use.baseURL!).port);
  const stub = `http://127.0.0.1:${stripeStubPort(appPort)}`;
  await page.route('https://api.stripe.com/**', async (route) => {
    const { pathname, search } = new URL(route.request().url());
    route.fulfill({ response: await route.fetch({ url: `${stub}${pathname}${search}` }) });
  });
}
