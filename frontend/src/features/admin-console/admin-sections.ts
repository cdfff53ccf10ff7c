/** One section of the admin console: a page under /admin with its own route. */
export interface AdminSection {
  label: string;
  to: string;
}

/**
 * The console's navigation, in order. Only sections that exist are listed: a new one (Products,
 * Members, Payments) is one more entry here beside its route in the router.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { label: 'Inbox', to: '/admin/chat' },
  { label: 'Products', to: '/admin/products' },
  { label: 'Members', to: '/admin/members' },
  { label: 'Payments', to: '/admin/payments' },
  { label: 'Reports', to: '/admin/reports' },
  { label: 'Settings', to: '/admin/settings' },
  { label: 'Security', to: '/admin/security' },
];
