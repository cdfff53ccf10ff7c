import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeStubRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body as sent, e.g. `metadata[userId]`. */
  form: Record<string, string>;
}

export interface StripeStub {
  /** For STRIPE_API_BASE. */
  url: string;
  requests: StripeStubRequest[];
  /** Customers that "no longer exist": a PaymentIntent naming one fails as Stripe's would. */
  missingCustomers: Set<string>;
  /** When set, every PaymentIntent creation answers this status with a Stripe error. */
  failPaymentIntentsWith?: number;
  /** The PaymentIntents created, by id, as GET /v1/payment_intents/{id} answers them; tests may change their status. */
  intents: Map<string, StubPaymentIntent>;
  /** When set, reading a PaymentIntent answers this status with a Stripe error. */
  failReadsWith?: number;
  /** When set, every refund creation answers this status with a Stripe error. */
  failRefundsWith?: number;
  requestsTo(path: string): StripeStubRequest[];
  close(): Promise<void>;
}

export interface StubPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  customer: string;
  metadata: Record<string, string>;
  status: string;
  last_payment_error: { code: string; message: string } | null;
  client_secret: string;
}

function stripeError(status: number, error: Record<string, string>) {
  return { status, body: { error: { type: 'invalid_request_error', ...error } } };
}

/** A local stand-in for the Stripe API calls the store and refunds make; it records every request. */
export async function startStripeStub(): Promise<StripeStub> {
  let counter = 0;
  const stub = {
    requests: [] as StripeStubRequest[],
    missingCustomers: new Set<string>(),
    failPaymentIntentsWith: undefined as number | undefined,
    intents: new Map<string, StubPaymentIntent>(),
    failReadsWith: undefined as number | undefined,
    failRefundsWith: undefined as number | undefined,
  };

  const answer = (request: StripeStubRequest): { status: number; body: unknown } => {
    const { method, path, form } = request;
    if (method === 'POST' && path === '/v1/customers') {
      counter += 1;
      return {
        status: 200,
        body: { id: `cus_stub${counter}`, object: 'customer', email: form.email ?? null },
      };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      if (stub.failPaymentIntentsWith) {
        return stripeError(stub.failPaymentIntentsWith, {
          type: 'api_error',
          message: 'Stub failure',
        });
      }
      if (stub.missingCustomers.has(form.customer)) {
        return stripeError(400, {
          code: 'resource_missing',
          param: 'customer',
          message: `No such customer: '${form.customer}'`,
        });
      }
      counter += 1;
      const id = `pi_stub${counter}`;
      const metadata = Object.fromEntries(
        Object.entries(form)
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
      );
      const intent: StubPaymentIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency,
        customer: form.customer,
        metadata,
        status: 'requires_payment_method',
        last_payment_error: null,
        client_secret: `${id}_secret_stub`,
      };
      stub.intents.set(id, intent);
      return { status: 200, body: intent };
    }
    const read = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && read) {
      if (stub.failReadsWith) {
        return stripeError(stub.failReadsWith, { type: 'api_error', message: 'Stub failure' });
      }
      const intent = stub.intents.get(read[1]);
      if (intent) return { status: 200, body: intent };
      return stripeError(404, {
        code: 'resource_missing',
        param: 'intent',
        message: `No such payment_intent: '${read[1]}'`,
      });
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) {
      const intent = stub.intents.get(cancel[1]);
      if (!intent) {
        return stripeError(404, {
          code: 'resource_missing',
          param: 'intent',
          message: `No such payment_intent: '${cancel[1]}'`,
        });
      }
      intent.status = 'canceled';
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      if (stub.failRefundsWith) {
        return stripeError(stub.failRefundsWith, { type: 'api_error', message: 'Stub failure' });
      }
      counter += 1;
      return {
        status: 200,
        body: {
          id: `re_stub${counter}`,
          object: 'refund',
          payment_intent: form.payment_intent,
          amount: stub.intents.get(form.payment_intent)?.amount ?? null,
          currency: 'usd',
          status: 'succeeded',
        },
      };
    }
    return stripeError(404, { message: `Unrecognized request URL (${method}: ${path})` });
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: StripeStubRequest = {
        method: req.method ?? 'GET',
        path: new URL(req.url ?? '/', 'http://stub').pathname,
        headers: req.headers,
        form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      };
      stub.requests.push(recorded);
      const { status, body } = answer(recorded);
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_stub${stub.requests.length}`,
      });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(stub, {
    url: `http://127.0.0.1:${port}`,
    requestsTo: (path: string) => stub.requests.filter((request) => request.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
