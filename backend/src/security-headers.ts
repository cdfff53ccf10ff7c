import helmet from 'helmet';

/**
 * The built SPA loads its own files, plus Stripe.js and its frames for the card form;
 * MUI writes its styles inline. Printify product pictures are shown when that provider is on.
 */
export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com'],
        frameSrc: [
          'https://js.stripe.com',
          'https://*.js.stripe.com',
          'https://hooks.stripe.com',
          'https://m.stripe.network',
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://images-api.printify.com'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.stripe.com', 'https://m.stripe.network'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * The headers `securityHeaders()` sets on every answer, as name → value: they depend on nothing
 * in the request, so a path answered before Express (the visitor poll) sends the same ones.
 */
export function securityHeaderValues(): Record<string, string> {
  const values: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      values[name] = String(value);
    },
    removeHeader: () => undefined,
  };
  securityHeaders()(
    {} as Parameters<ReturnType<typeof securityHeaders>>[0],
    recorder as unknown as Parameters<ReturnType<typeof securityHeaders>>[1],
    () => undefined,
  );
  return values;
}
