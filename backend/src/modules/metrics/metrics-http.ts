import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { MetricsService } from './metrics.service.js';

export const METRICS_PATH = '/metrics';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What the access log and the latency histogram say of one request. */
export interface ObservedRequest {
  method: string;
  url: string;
  /** The route pattern once routed (never the raw path: it would label each id apart). */
  route: () => string;
}

/** Times a request from now until its answer is sent, then logs it and records its latency. */
export function observeRequest(
  metrics: MetricsService,
  log: (line: object) => void,
  request: ObservedRequest,
  response: ServerResponse,
): void {
  const end = metrics.httpDuration.startTimer();
  response.once('finish', () => {
    const route = request.route();
    const seconds = end({ method: request.method, route, status: String(response.statusCode) });
    log({
      msg: 'request',
      method: request.method,
      url: request.url,
      route,
      status: response.statusCode,
      ms: Math.round(seconds * 1000),
    });
  });
}

/** Latency of every request, labelled by its route pattern, and one access log line per request. */
export function httpMetricsMiddleware(metrics: MetricsService, log: (line: object) => void) {
  return (request: Request, response: Response, next: NextFunction): void => {
    observeRequest(
      metrics,
      log,
      {
        method: request.method,
        url: request.originalUrl,
        route: () =>
          request.route ? `${request.baseUrl}${String(request.route.path)}` : 'unmatched',
      },
      response,
    );
    next();
  };
}

/**
 * GET /metrics on the main port: only with METRICS_TOKEN set and `Authorization: Bearer <token>`;
 * without a token it does not exist (404), with a wrong one it answers 401.
 */
export function metricsRoute(metrics: MetricsService, token: string | undefined) {
  return async (request: Request, response: Response): Promise<void> => {
    if (!token) {
      response.status(404).json({ statusCode: 404, message: 'Not found' });
      return;
    }
    const given = /^Bearer (.+)$/.exec(request.get('authorization') ?? '')?.[1];
    if (!given || !sameToken(given, token)) {
      response
        .status(401)
        .setHeader('WWW-Authenticate', 'Bearer')
        .json({ statusCode: 401, message: 'A valid metrics token is required' });
      return;
    }
    response.setHeader('Content-Type', metrics.registry.contentType);
    response.send(await metrics.registry.metrics());
  };
}

/** METRICS_PORT: the metrics alone, without a token, on 127.0.0.1 only. */
export async function startMetricsServer(metrics: MetricsService, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url !== METRICS_PATH) {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (body) => response.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}
