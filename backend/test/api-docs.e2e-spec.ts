import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every route Nest mapped, as "METHOD /path" with OpenAPI-style {params}. */
function mappedRoutes(t: TestApp): string[] {
  const router = t.app.getHttpAdapter().getInstance().router as { stack: RouterLayer[] };
  return router.stack
    .filter(
      (layer) => layer.route?.path.startsWith('/api/') && !layer.route.path.startsWith('/api/docs'),
    )
    .flatMap((layer) =>
      Object.keys(layer.route!.methods).map(
        (method) => `${method.toUpperCase()} ${layer.route!.path.replace(/:(\w+)/g, '{$1}')}`,
      ),
    );
}

describe('Swagger', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('documents every route the app serves', async () => {
    const response = await request(t.http).get('/api/docs-json').expect(200);
    const documented = Object.entries(response.body.paths as Record<string, object>).flatMap(
      ([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routes = mappedRoutes(t);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/login',
        'POST /api/register',
        'POST /api/logout',
        'GET /api/user',
        'GET /api/admin/users',
        'GET /api/health',
      ]),
    );
    expect(documented.sort()).toEqual(routes.sort());
  });

  it('serves the Swagger UI at /api/docs', async () => {
    const response = await request(t.http).get('/api/docs').redirects(1).expect(200);
    expect(response.text).toContain('swagger-ui');
  });
});

describe('answers of the HTTP layer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers JSON 404 for an unknown API path', async () => {
    const response = await request(t.http).get('/api/no-such-thing').expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'Cannot GET /api/no-such-thing' });
  });

  it('sends a content security policy and nosniff, and hides the framework', async () => {
    const response = await request(t.http).get('/api/health');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
