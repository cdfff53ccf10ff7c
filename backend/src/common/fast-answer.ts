import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MetricsService } from '../modules/metrics/metrics.service.js';
import { observeRequest } from '../modules/metrics/metrics-http.js';
import type { HttpDrain } from './http-drain.js';
import { REQUEST_ID_HEADER, requestIdOf } from './logging/request-context.js';

export interface FastAnswerParts {
  drain: HttpDrain;
  metrics: MetricsService;
  accessLog: (line: object) => void;
  /** Headers every answer of the app carries (the security headers). */
  commonHeaders: Record<string, string>;
}

/**
 * What Express's first middlewares do for every request, for one answered before Express: the
 * drain's count, the latency metric under `route` and the access log line, the security headers
 * and the request id.
 */
export function startFastAnswer(
  parts: FastAnswerParts,
  request: IncomingMessage,
  response: ServerResponse,
  route: string,
): void {
  const { drain, metrics, accessLog, commonHeaders } = parts;
  drain.count(request, response);
  observeRequest(
    metrics,
    accessLog,
    { method: request.method ?? 'GET', url: request.url ?? '', route: () => route },
    response,
  );
  for (const name in commonHeaders) response.setHeader(name, commonHeaders[name]);
  response.setHeader(REQUEST_ID_HEADER, requestIdOf(request.headers['x-request-id']));
}
