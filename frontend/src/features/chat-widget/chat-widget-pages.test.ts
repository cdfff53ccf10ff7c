import { describe, expect, it } from 'vitest';
import { isPageWithoutWidget } from './chat-widget-pages';

describe('isPageWithoutWidget', () => {
  it('leaves the floating chat out of every admin console page', () => {
    for (const path of [
      '/admin/chat',
      '/admin/chat/',
      '/admin/products/new',
      '/admin/members/audit',
      '/admin/members/0b6a3c1e-5f00-4a8e-9d7f-0c1d2e3f4a5b',
      '/admin/security',
    ])
      expect(isPageWithoutWidget(path), path).toBe(true);
  });

  it('keeps it on the public pages, the dashboard and the admin sign-in page', () => {
    for (const path of [
      '/',
      '/play',
      '/dashboard/account',
      '/admin',
      '/admin/login',
      '/admin/auth',
    ])
      expect(isPageWithoutWidget(path), path).toBe(false);
  });
});
