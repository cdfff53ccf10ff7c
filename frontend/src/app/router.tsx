import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteError } from '@/components/route-error';
import { HomePage } from '@/pages/home-page';
import { RootLayout } from './root-layout';

const authPage: RouteObject['lazy'] = async () => ({
  Component: (await import('@/pages/auth-page')).AuthPage,
});

/** Every route of SPEC §2; each page is its own code-split chunk. */
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
            lazy: async () => ({ Component: (await import('@/pages/join-page')).JoinPage }),
          },
          {
            path: 'merchandise',
            lazy: async () => ({
              Component: (await import('@/pages/merchandise-page')).MerchandisePage,
            }),
          },
          {
            path: 'product/:id',
            lazy: async () => ({ Component: (await import('@/pages/product-page')).ProductPage }),
          },
          {
            path: 'sportsbook',
            lazy: async () => ({
              Component: (await import('@/pages/sportsbook-guide-page')).SportsbookGuidePage,
            }),
          },
          {
            path: 'subscription',
            lazy: async () => ({ Component: (await import('@/pages/store-page')).StorePage }),
          },
          {
            path: 'dashboard',
            lazy: async () => ({
              Component: (await import('@/pages/dashboard-page')).DashboardPage,
            }),
          },
          {
            path: 'dashboard/account',
            lazy: async () => ({
              Component: (await import('@/pages/account-page')).AccountPage,
            }),
          },
          {
            path: 'poker',
            lazy: async () => ({ Component: (await import('@/pages/poker-page')).PokerPage }),
          },
          {
            path: 'sports-book',
            lazy: async () => ({
              Component: (await import('@/pages/sportsbook-page')).SportsbookPage,
            }),
          },
          {
            path: 'galactic-arcade',
            lazy: async () => ({
              Component: (await import('@/pages/galactic-arcade-page')).GalacticArcadePage,
            }),
          },
          {
            path: 'admin/chat',
            lazy: async () => ({
              Component: (await import('@/pages/admin-chat-page')).AdminChatPage,
            }),
          },
          {
            path: 'admin/members',
            lazy: async () => ({
              Component: (await import('@/pages/admin-members-page')).AdminMembersPage,
            }),
          },
          {
            path: 'admin/members/audit',
            lazy: async () => ({
              Component: (await import('@/pages/admin-audit-log-page')).AdminAuditLogPage,
            }),
          },
          {
            path: 'admin/members/:id',
            lazy: async () => ({
              Component: (await import('@/pages/admin-member-page')).AdminMemberPage,
            }),
          },
          {
            path: 'admin/products',
            lazy: async () => ({
              Component: (await import('@/pages/admin-products-page')).AdminProductsPage,
            }),
          },
          {
            path: 'admin/products/new',
            lazy: async () => ({
              Component: (await import('@/pages/admin-product-page')).AdminProductPage,
            }),
          },
          {
            path: 'admin/products/:id',
            lazy: async () => ({
              Component: (await import('@/pages/admin-product-page')).AdminProductPage,
            }),
          },
          {
            path: 'admin/payments',
            lazy: async () => ({
              Component: (await import('@/pages/admin-payments-page')).AdminPaymentsPage,
            }),
          },
          {
            path: 'admin/reports',
            lazy: async () => ({
              Component: (await import('@/pages/admin-reports-page')).AdminReportsPage,
            }),
          },
          {
            path: 'admin/settings',
            lazy: async () => ({
              Component: (await import('@/pages/admin-settings-page')).AdminSettingsPage,
            }),
          },
          {
            path: 'admin/security',
            lazy: async () => ({
              Component: (await import('@/pages/admin-security-page')).AdminSecurityPage,
            }),
          },
          { path: 'auth', lazy: authPage },
          { path: 'login', lazy: authPage },
          { path: 'admin', lazy: authPage },
          { path: 'admin/auth', lazy: authPage },
          { path: 'admin/login', lazy: authPage },
          {
            path: 'forgot-password',
            lazy: async () => ({
              Component: (await import('@/pages/forgot-password-page')).ForgotPasswordPage,
            }),
          },
          {
            // PASSWORD_RESET_PATH: the page reset mails link to.
            path: 'reset-password',
            lazy: async () => ({
              Component: (await import('@/pages/reset-password-page')).ResetPasswordPage,
            }),
          },
          {
            // EMAIL_VERIFICATION_PATH: the page confirmation mails link to.
            path: 'verify-email',
            lazy: async () => ({
              Component: (await import('@/pages/verify-email-page')).VerifyEmailPage,
            }),
          },
          {
            // FOLLOW_UP_CONFIRM_PATH: the page a chat follow-up address's confirmation links to.
            path: 'confirm-chat-email',
            lazy: async () => ({
              Component: (await import('@/pages/confirm-chat-email-page')).ConfirmChatEmailPage,
            }),
          },
          {
            path: 'contact',
            lazy: async () => ({ Component: (await import('@/pages/contact-page')).ContactPage }),
          },
          {
            path: 'faq',
            lazy: async () => ({ Component: (await import('@/pages/faq-page')).FaqPage }),
          },
          {
            path: 'privacy',
            lazy: async () => ({ Component: (await import('@/pages/privacy-page')).PrivacyPage }),
          },
          {
            path: 'terms',
            lazy: async () => ({ Component: (await import('@/pages/terms-page')).TermsPage }),
          },
          {
            path: 'cookies',
            lazy: async () => ({ Component: (await import('@/pages/cookies-page')).CookiesPage }),
          },
          {
            path: 'play',
            lazy: async () => ({ Component: (await import('@/pages/play-page')).PlayPage }),
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('@/pages/not-found-page')).NotFoundPage,
            }),
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
