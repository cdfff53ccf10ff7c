// A local stand-in for the two Stripe API calls the store makes, for the browser tests:
// the app under test is started with STRIPE_API_BASE pointing here.
import { createServer } from 'node:http';

const port = Number(process.env.STRIPE_STUB_PORT);
let counter = 0;

function answer(method, path, form) {
  if (method === 'GET' && path === '/health') return [200, { ok: true }];
  if (method === 'POST' && path === '/v1/customers') {
    counter += 1;
    return [200, { id: `cus_e2e${counter}`, object: 'customer', email: form.get('email') }];
  }
  if (method === 'POST' && path === '/v1/payment_intents') {
    counter += 1;
    const id = `pi_e2e${counter}`;
    return [
      200,
      {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        customer: form.get('customer'),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_e2e`,
      },
    ];
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
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
}).listen(port, '127.0.0.1');

process.on('SIGTERM', () => process.exit(0));
