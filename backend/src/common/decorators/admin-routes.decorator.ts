import { applyDecorators, Controller } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Roles } from './roles.decorator.js';

/** A controller of admins' routes at `path` (under /api): 401 when signed out, 403 for members. */
export const AdminRoutes = (tag: string, path: string) =>
  applyDecorators(
    ApiTags(tag),
    ApiCookieAuth(),
    ApiUnauthorizedResponse({ description: 'Not signed in' }),
    ApiForbiddenResponse({ description: 'Not an admin' }),
    Roles('admin'),
    Controller(path),
  );
