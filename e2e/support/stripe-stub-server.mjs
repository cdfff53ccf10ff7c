// A local stand-in for the Stripe API calls the store makes, for the browser tests: the app
// under test is started with STRIPE_API_BASE pointing here, and the stand-in for Stripe.js
// confirms payments here as Stripe.js confirms them with Stripe. A refund is answered, then, as
// Stripe does, its charge.refunded event is signed and sent to STRIPE_STUB_WEBHOOK_URL.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';

const port = Number(process.env.STRIPE_STUB_PORT);
const webhookUrl = process.env.STRIPE_STUB_WEBHOOK_URL;
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
/** How long after a refund its event arrives: long enough for the admin to see it pending. */
const REFUND_EVENT_DELAY_MS = 1_500;
let counter = 0;
/** The PaymentIntents created, by id. */
const intents = new Map();

function missing(id) {
  return [
    404,
    {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such payment_intent: '${id}'`,
      },
    },
  ];
}

/** Sends a charge.refunded event for the whole of the PaymentIntent's charge, signed as Stripe signs. */
function sendRefundedEvent(paymentIntentId, amount) {
  if (!webhookUrl || !webhookSecret) return;
  counter += 1;
  const payload = JSON.stringify({
    id: `evt_e2e${counter}`,
    object: 'event',
    type: 'charge.refunded',
    data: {
      object: {
        id: `ch_e2e${counter}`,
        object: 'charge',
        amount,
        amount_refunded: amount,
        currency: 'usd',
        payment_intent: paymentIntentId,
        refunded: true,
        status: 'succeeded',
      },
    },
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', webhookSecret)
    .update(`${timestamp}.${payload}`)
    .digest('hex');
  setTimeout(() => {
    fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': `t=${timestamp},v1=${signature}`,
      },
      body: payload,
    }).catch((error) => console.error(`charge.refunded not delivered: ${error.message}`));
  }, REFUND_EVENT_DELAY_MS);
}

function answer(method, path, form) {
  if (method === 'GET' && path === '/health') return [200, { ok: true }];
  if (method === 'POST' && path === '/v1/customers') {
    counter += 1;
    return [200, { id: `cus_e2e${counter}`, object: 'customer', email: form.get('email') }];
  }
  if (method === 'POST' && path === '/v1/payment_intents') {
    counter += 1;
    const id = `pi_e2e${counter}`;
    const metadata = Object.fromEntries(
      [...form.entries()]
        .filter(([key]) => key.startsWith('metadata['))
        .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
    );
    const intent = {
      id,
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      currency: form.get('currency'),
      customer: form.get('customer'),
      metadata,
      status: 'requires_payment_method',
      last_payment_error: null,
      client_secret: `${id}_secret_e2e`,
    };
    intents.set(id, intent);
    return [200, intent];
  }
  const read = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
  if (method === 'GET' && read) {
    const intent = intents.get(read[1]);
    return intent ? [200, intent] : missing(read[1]);
  }
  const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
  if (method === 'POST' && confirm) {
    const intent = intents.get(confirm[1]);
    if (!intent || form.get('client_secret') !== intent.client_secret) return missing(confirm[1]);
    intent.status = 'succeeded';
    return [200, intent];
  }
  const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
  if (method === 'POST' && cancel) {
    const intent = intents.get(cancel[1]);
    if (!intent) return missing(cancel[1]);
    intent.status = 'canceled';
    return [200, intent];
  }
  if (method === 'POST' && path === '/v1/refunds') {
    const paymentIntentId = form.get('payment_intent');
    // Payments the tests recorded with a webhook of their own have no PaymentIntent here.
    const amount = intents.get(paymentIntentId)?.amount ?? 1;
    counter += 1;
    const refund = {
      id: `re_e2e${counter}`,
      object: 'refund',
      amount,
      currency: 'usd',
      payment_intent: paymentIntentId,
      status: 'succeeded',
    };
    sendRefundedEvent(paymentIntentId, amount);
    return [200, refund];
  }
  return [
    404,
    {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${path})`,
      },
    },
  ];
}

createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const path = new URL(request.url ?? '/', 'http://stub').pathname;
    const [status, body] = answer(
      request.method,
      path,
      new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
    );
    // As Stripe's API does, for the browser's confirm call.
    response
      .writeHead(status, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
      })
      .end(JSON.stringify(body));
  });
}).listen(port, '127.0.0.1');

process.on('SIGTERM', () => process.exit(0));
