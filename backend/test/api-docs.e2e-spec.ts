import { ERROR_TEXT } from '@club/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const SOME_ID = '0b7c9e6a-1f2d-4c3b-9a8e-7d6c5b4a3f21';
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

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

  // The document is public and names the admin routes (docs/security.md says why): what keeps them
  // is their guard, so every admin route it lists must refuse the anonymous caller and a member.
  it('lists admin routes that each refuse the anonymous caller (401) and a member (403)', async () => {
    const paths = (await request(t.http).get('/api/docs-json').expect(200)).body.paths as Record<
      string,
      Record<string, unknown>
    >;
    const adminRoutes = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => ({
          method: method as Method,
          path: path.replace(/\{\w+\}/g, SOME_ID),
        })),
      );
    expect(adminRoutes.length).toBeGreaterThan(50);
    const { agent: member } = await signedInAgent(t.http);
    for (const { method, path } of adminRoutes) {
      const anonymous = await request(t.http)[method](path);
      expect([method, path, anonymous.status, anonymous.body.message]).toEqual([
        method,
        path,
        401,
        ERROR_TEXT.notSignedIn,
      ]);
      const refused = await member[method](path);
      expect([method, path, refused.status]).toEqual([method, path, 403]);
    }
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
