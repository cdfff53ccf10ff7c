import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteError } from '@/components/route-error';
import { HomePage } from '@/pages/home-page';
import { lazyPage } from './lazy-page';
import { RootLayout } from './root-layout';

const authPage = lazyPage(async () => (await import('@/pages/auth-page')).AuthPage);

/** Every route of SPEC §2; each page is its own code-split chunk, retried when it fails to load. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          // The landing page is where most visits start: bundled with the entry, it
          // renders without waiting for a second round trip.
          { index: true, Component: HomePage },
          {
            path: 'join',
            lazy: lazyPage(async () => (await import('@/pages/join-page')).JoinPage),
          },
          {
            path: 'merchandise',
            lazy: lazyPage(async () => (await import('@/pages/merchandise-page')).MerchandisePage),
          },
          {
            path: 'product/:id',
            lazy: lazyPage(async () => (await import('@/pages/product-page')).ProductPage),
          },
          {
            path: 'sportsbook',
            lazy: lazyPage(
              async () => (await import('@/pages/sportsbook-guide-page')).SportsbookGuidePage,
            ),
          },
          {
            path: 'subscription',
            lazy: lazyPage(async () => (await import('@/pages/store-page')).StorePage),
          },
          {
            path: 'dashboard',
            lazy: lazyPage(async () => (await import('@/pages/dashboard-page')).DashboardPage),
          },
          {
            path: 'dashboard/account',
            lazy: lazyPage(async () => (await import('@/pages/account-page')).AccountPage),
          },
          {
            path: 'poker',
            lazy: lazyPage(async () => (await import('@/pages/poker-page')).PokerPage),
          },
          {
            path: 'sports-book',
            lazy: lazyPage(async () => (await import('@/pages/sportsbook-page')).SportsbookPage),
          },
          {
            path: 'galactic-arcade',
            lazy: lazyPage(
              async () => (await import('@/pages/galactic-arcade-page')).GalacticArcadePage,
            ),
          },
          {
            path: 'admin/chat',
            lazy: lazyPage(async () => (await import('@/pages/admin-chat-page')).AdminChatPage),
          },
          {
            path: 'admin/members',
            lazy: lazyPage(
              async () => (await import('@/pages/admin-members-page')).AdminMembersPage,
            ),
          },
          {
            path: 'admin/members/audit',
            lazy: lazyPage(
              async () => (await import('@/pages/admin-audit-log-page')).AdminAuditLogPage,
            ),
          },
          {
            path: 'admin/members/:id',
            lazy: lazyPage(async () => (await import('@/pages/admin-member-page')).AdminMemberPage),
          },
          {
            path: 'admin/products',
            lazy: lazyPage(
              async () => (await import('@/pages/admin-products-page')).AdminProductsPage,
            ),
          },
          {
            path: 'admin/products/new',
            lazy: lazyPage(
              async () => (await import('@/pages/admin-product-page')).AdminProductPage,
            ),
          },
          {
            path: 'admin/products/:id',
            lazy: lazyPage(
              async () => (await import('@/pages/admin-product-page')).AdminProductPage,
            ),
          },
          {
            path: 'admin/payments',
            lazy: lazyPage(
              async () => (await import('@/pages/admin-payments-page')).AdminPaymentsPage,
            ),
          },
          {
            path: 'admin/reports',
            lazy: lazyPage(
              async () => (await import('@/pages/admin-reports-page')).AdminReportsPage,
            ),
          },
          {
            path: 'admin/settings',
            lazy: lazyPage(
              async () => (await import('@/pages/admin-settings-page')).AdminSettingsPage,
            ),
          },
          {
            path: 'admin/security',
            lazy: lazyPage(
              async () => (await import('@/pages/admin-security-page')).AdminSecurityPage,
            ),
          },
          { path: 'auth', lazy: authPage },
          { path: 'login', lazy: authPage },
          { path: 'admin', lazy: authPage },
          { path: 'admin/auth', lazy: authPage },
          { path: 'admin/login', lazy: authPage },
          {
            path: 'forgot-password',
            lazy: lazyPage(
              async () => (await import('@/pages/forgot-password-page')).ForgotPasswordPage,
            ),
          },
          {
            // PASSWORD_RESET_PATH: the page reset mails link to.
            path: 'reset-password',
            lazy: lazyPage(
              async () => (await import('@/pages/reset-password-page')).ResetPasswordPage,
            ),
          },
          {
            // EMAIL_VERIFICATION_PATH: the page confirmation mails link to.
            path: 'verify-email',
            lazy: lazyPage(async () => (await import('@/pages/verify-email-page')).VerifyEmailPage),
          },
          {
            // FOLLOW_UP_CONFIRM_PATH: the page a chat follow-up address's confirmation links to.
            path: 'confirm-chat-email',
            lazy: lazyPage(
              async () => (await import('@/pages/confirm-chat-email-page')).ConfirmChatEmailPage,
            ),
          },
          {
            path: 'contact',
            lazy: lazyPage(async () => (await import('@/pages/contact-page')).ContactPage),
          },
          {
            path: 'faq',
            lazy: lazyPage(async () => (await import('@/pages/faq-page')).FaqPage),
          },
          {
            path: 'privacy',
            lazy: lazyPage(async () => (await import('@/pages/privacy-page')).PrivacyPage),
          },
          {
            path: 'terms',
            lazy: lazyPage(async () => (await import('@/pages/terms-page')).TermsPage),
          },
          {
            path: 'cookies',
            lazy: lazyPage(async () => (await import('@/pages/cookies-page')).CookiesPage),
          },
          {
            path: 'play',
            lazy: lazyPage(async () => (await import('@/pages/play-page')).PlayPage),
          },
          {
            path: '*',
            lazy: lazyPage(async () => (await import('@/pages/not-found-page')).NotFoundPage),
          },
        ],
      },
    ],
  },
];

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Resolves once the first page's code is loaded, so that the first render
 * already contains the page and scroll restoration can reach a `#anchor`.
 */
export function whenRouterReady(router: AppRouter): Promise<AppRouter> {
  if (router.state.initialized) return Promise.resolve(router);
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve(router);
    });
  });
}

export function createAppRouter(): Promise<AppRouter> {
  return whenRouterReady(createBrowserRouter(routes));
}
