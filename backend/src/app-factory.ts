import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { Logger, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ROBOTS_PATH, SITEMAP_PATH } from '@club/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { bodyParsers } from './common/body-parsers.js';
import { bodyTypeMiddleware } from './common/body-type.js';
import { sameOriginMiddleware } from './common/csrf/same-origin.js';
import { FrontDoor, frontDoorMiddleware } from './common/front-door/front-door.js';
import { HttpDrain } from './common/http-drain.js';
import { applyHttpTimeouts } from './common/http-timeouts.js';
import { PinoLogger } from './common/logging/pino-logger.js';
import { requestIdMiddleware } from './common/logging/request-context.js';
import { unproxiedRequestWarning } from './common/proxy/unproxied-request-warning.js';
import { strictRoutingAdapter } from './common/strict-routing.js';
import type { AppConfig } from './config/app-config.js';
import { VisitorPollFastPath } from './modules/anonymous-chat/visitor-poll-fast-path.js';
import { VisitorIdentity } from './modules/anonymous-chat/visitor-identity.js';
import { SessionMiddleware } from './modules/auth/session-middleware.js';
import { OwnedMessages } from './modules/chat/owned-messages.js';
import {
  httpMetricsMiddleware,
  METRICS_PATH,
  metricsRoute,
} from './modules/metrics/metrics-http.js';
import { MetricsService } from './modules/metrics/metrics.service.js';
import { RealtimeWsAdapter } from './modules/realtime/realtime-ws-adapter.js';
import { securityHeaders, securityHeaderValues } from './security-headers.js';
import { MerchandiseService } from './modules/merchandise/merchandise.service.js';
import { PaymentsService } from './modules/payments/payments.service.js';
import { SiteSettingsService } from './modules/site-config/site-settings.service.js';
import { SiteMapService } from './modules/site-map/site-map.service.js';
import { serveSiteMap } from './modules/site-map/site-map-http.js';
import { BuiltFiles } from './site-pages/built-files.js';
import { SiteFastPath } from './site-pages/site-fast-path.js';
import { serveApiDocs } from './swagger.js';

const accessLog = new Logger('HTTP');

/** The spec's multipart calls and the product image upload; every other body is JSON. */
const IMAGE_UPLOAD_PATHS = [
  '/api/chat/upload-image',
  '/api/chat-upload-image',
  '/api/anonymous-chat/upload-image',
  '/api/admin/merchandise/images',
];
/** Called by Stripe's servers, never by a browser; it checks the signature of the raw body. */
const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

interface FastPath {
  handle(request: IncomingMessage, response: ServerResponse): boolean;
}

/**
 * Lets the fast paths answer the requests they take before Express sees them; every other request
 * goes to the listeners the server had (Express).
 */
function answerBeforeExpress(server: Server, fastPaths: FastPath[]): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (fastPaths.some((fastPath) => fastPath.handle(request, response))) return;
    for (const listener of listeners) listener.call(server, request, response);
  });
}

/** The whole app, configured but not listening: main.ts and the API tests share it. */
export async function createApp(config: AppConfig, databaseUrl: string): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, databaseUrl),
    strictRoutingAdapter(),
    { logger: new PinoLogger(config.logLevel), bodyParser: false },
  );
  applyHttpTimeouts(app.getHttpServer(), config.http);
  const frontDoor = new FrontDoor(config.frontDoor);
  const metrics = app.get(MetricsService);
  const fastAnswers = {
    drain: app.get(HttpDrain),
    metrics,
    accessLog: (line: object) => accessLog.log(line),
    commonHeaders: securityHeaderValues(),
  };
  const merchandise = app.get(MerchandiseService);
  const payments = app.get(PaymentsService);
  const siteSettings = app.get(SiteSettingsService);
  answerBeforeExpress(app.getHttpServer(), [
    new VisitorPollFastPath({
      ...fastAnswers,
      frontDoor,
      visitors: app.get(VisitorIdentity),
      ownedMessages: app.get(OwnedMessages),
      trustProxy: config.trustProxy,
    }),
    new SiteFastPath({
      ...fastAnswers,
      frontDoor,
      trustProxy: config.trustProxy,
      frontendDist: config.frontendDist,
      builtFiles: new BuiltFiles(config.frontendDist),
      publicUrl: config.mail.publicUrl,
      live: {
        settings: () => siteSettings.current(),
        catalogue: () => merchandise.list(),
        store: () => payments.packages(),
      },
      expressPaths: new Set([METRICS_PATH, ROBOTS_PATH, SITEMAP_PATH]),
    }),
  ]);
  app.use(frontDoorMiddleware(frontDoor));
  app.use(requestIdMiddleware);
  app.use(app.get(HttpDrain).middleware);
  app.use(httpMetricsMiddleware(metrics, fastAnswers.accessLog));
  app.set('trust proxy', config.trustProxy);
  if (config.trustProxy) app.use(unproxiedRequestWarning(new Logger('Proxy')));
  app.disable('x-powered-by');
  app.use(securityHeaders());
  app.use(sameOriginMiddleware([STRIPE_WEBHOOK_PATH]));
  app.use(
    bodyTypeMiddleware({ multipartPaths: IMAGE_UPLOAD_PATHS, rawBodyPaths: [STRIPE_WEBHOOK_PATH] }),
  );
  app.use(...app.get(SessionMiddleware).handlers);
  app.use(bodyParsers([STRIPE_WEBHOOK_PATH]));
  app.setGlobalPrefix('api');
  app.useWebSocketAdapter(new RealtimeWsAdapter(app));
  serveApiDocs(app);
  app.getHttpAdapter().getInstance().get(METRICS_PATH, metricsRoute(metrics, config.metricsToken));
  serveSiteMap(app.getHttpAdapter().getInstance(), app.get(SiteMapService));
  await app.init();
  return app;
}
