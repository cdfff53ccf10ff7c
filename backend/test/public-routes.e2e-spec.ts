import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IS_PUBLIC } from '../src/common/decorators/public.decorator.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Every route anyone may call without signing in. A route joins this list on purpose, in the
 * same change that marks it @Public(); everything else must answer an anonymous caller 401.
 */
const PUBLIC_ROUTES = [
  // /api/admin/two-factor*: also for a session not signed in yet that waits to set up two-factor
  // sign-in (ADMIN_2FA=required); anonymous callers still get 401 (SetupAccountGuard).
  'GET /api/admin/two-factor',
  'GET /api/anonymous-chat/conversations/:id/messages',
  'GET /api/chat-conversations',
  'GET /api/chat-conversations/:id/messages',
  'GET /api/health',
  'GET /api/merchandise',
  'GET /api/merchandise/:id',
  'GET /api/ready',
  'GET /api/site-config',
  'GET /api/store/packages',
  'GET /api/support-status',
  'GET /api/uploads/:name',
  'GET /api/visitor-conversations/:id/follow-up-email',
  'PATCH /api/anonymous-chat/conversations/:id/name',
  'PATCH /api/chat-conversations/:id/name',
  'POST /api/admin/two-factor/confirm',
  'POST /api/admin/two-factor/disable',
  'POST /api/admin/two-factor/setup',
  'POST /api/anonymous-chat/conversation',
  'POST /api/anonymous-chat/conversations/:id/mark-read',
  'POST /api/anonymous-chat/messages',
  'POST /api/anonymous-chat/upload-image',
  'POST /api/chat-conversations',
  'POST /api/chat-conversations/:id/mark-read',
  'POST /api/chat-conversations/:id/messages',
  'POST /api/chat-upload-image',
  'POST /api/email-verification/confirm',
  'POST /api/follow-up-email/confirm',
  'POST /api/login',
  'POST /api/login/two-factor',
  'POST /api/logout',
  'POST /api/password-reset/check',
  'POST /api/password-reset/confirm',
  'POST /api/password-reset/request',
  'POST /api/register',
  'POST /api/stripe/webhook',
  'PUT /api/visitor-conversations/:id/follow-up-email',
];

interface Route {
  method: string;
  path: string;
  isPublic: boolean;
}

function joinPath(...parts: string[]): string {
  return `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;
}

/** The routes of every controller the app registered, read from the same metadata the guard reads. */
function registeredRoutes(t: TestApp): Route[] {
  const reflector = t.app.get(Reflector);
  const scanner = new MetadataScanner();
  const controllers = [...t.app.get(ModulesContainer).values()].flatMap((module) => [
    ...module.controllers.values(),
  ]);
  return controllers.flatMap(({ metatype }) => {
    if (typeof metatype !== 'function') return [];
    const prototype = metatype.prototype as Record<string, unknown>;
    const controllerPath = reflector.get<string | undefined>(PATH_METADATA, metatype) ?? '';
    return scanner.getAllMethodNames(prototype).flatMap((name) => {
      const handler = prototype[name];
      if (typeof handler !== 'function') return [];
      const method = reflector.get<RequestMethod | undefined>(METHOD_METADATA, handler);
      const handlerPath = reflector.get<string | undefined>(PATH_METADATA, handler);
      if (method === undefined || handlerPath === undefined) return [];
      return [
        {
          method: RequestMethod[method],
          path: joinPath('api', controllerPath, handlerPath),
          isPublic:
            reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, [handler, metatype]) ===
            true,
        },
      ];
    });
  });
}

const describeRoute = (route: Route) => `${route.method} ${route.path}`;

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every API route Express ended up with, Swagger's own pages aside. */
function servedRoutes(t: TestApp): string[] {
  const router = t.app.getHttpAdapter().getInstance().router as { stack: RouterLayer[] };
  return router.stack.flatMap(({ route }) =>
    route && route.path.startsWith('/api/') && !route.path.startsWith('/api/docs')
      ? Object.keys(route.methods).map((method) => `${method.toUpperCase()} ${route.path}`)
      : [],
  );
}

describe('routes open to anonymous callers', () => {
  let t: TestApp;
  let routes: Route[];
  beforeAll(async () => {
    t = await startTestApp();
    routes = registeredRoutes(t);
  });
  afterAll(() => t.close());

  it('are read for every route the app serves', () => {
    expect(routes.map(describeRoute).sort()).toEqual(servedRoutes(t).sort());
  });

  it('are exactly the allow-list', () => {
    const open = routes.filter((route) => route.isPublic).map(describeRoute);
    expect(open.sort()).toEqual(PUBLIC_ROUTES);
  });

  it('every other route answers an anonymous caller 401', async () => {
    const closed = routes.filter((route) => !route.isPublic);
    expect(closed.length).toBeGreaterThan(10);
    for (const route of closed) {
      const url = route.path.replace(/:\w+/g, '1');
      const response = await request(t.http)[
        route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete'
      ](url);
      expect({
        route: describeRoute(route),
        status: response.status,
        message: response.body.message,
      }).toEqual({
        route: describeRoute(route),
        status: 401,
        message: 'Not signed in',
      });
    }
  });
});
