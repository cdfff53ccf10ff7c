import { Logger, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { WsAdapter } from '@nestjs/platform-ws';
import { AppModule } from './app.module.js';
import { sameOriginMiddleware } from './common/csrf/same-origin.js';
import { HttpDrain } from './common/http-drain.js';
import { PinoLogger } from './common/logging/pino-logger.js';
import { requestIdMiddleware } from './common/logging/request-context.js';
import type { AppConfig } from './config/app-config.js';
import { SessionMiddleware } from './modules/auth/session-middleware.js';
import { httpMetricsMiddleware, METRICS_PATH, metricsRoute } from './modules/metrics/metrics-http.js';
import { MetricsService } from './modules/metrics/metrics.service.js';
import { parseSocketMessage } from './modules/realtime/socket-message-parser.js';
import { securityHeaders } from './security-headers.js';
import { serveSpa } from './spa.js';
import { serveApiDocs } from './swagger.js';

const accessLog = new Logger('HTTP');

/** The whole app, configured but not listening: main.ts and the API tests share it. */
export async function createApp(config: AppConfig, databaseUrl: string): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl), {
    logger: new PinoLogger(config.logLevel),
    // Keeps req.rawBody beside the parsed JSON: the Stripe webhook verifies its signature on it.
    rawBody: true,
  });
  app.use(requestIdMiddleware);
  app.use(app.get(HttpDrain).middleware);
  const metrics = app.get(MetricsService);
  app.use(httpMetricsMiddleware(metrics, (line) => accessLog.log(line)));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(securityHeaders());
  app.use(sameOriginMiddleware);
  app.use(...app.get(SessionMiddleware).handlers);
  app.setGlobalPrefix('api');
  app.useWebSocketAdapter(new WsAdapter(app, { messageParser: parseSocketMessage }));
  serveApiDocs(app);
  app.getHttpAdapter().getInstance().get(METRICS_PATH, metricsRoute(metrics, config.metricsToken));
  serveSpa(app.getHttpAdapter().getInstance(), config.frontendDist);
  await app.init();
  return app;
}
