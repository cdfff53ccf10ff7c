// The site's public routes, as the benchmarks visit them; `/product/:id` stands for the
// catalogue's first product.
export const PRODUCT = '/product/:id';
export const NOT_FOUND = '/no-such-page';
export const PUBLIC_ROUTES = [
  '/',
  '/join',
  '/sportsbook',
  '/merchandise',
  PRODUCT,
  '/subscription',
  '/poker',
  '/sports-book',
  '/galactic-arcade',
  '/play',
  '/contact',
  '/faq',
  '/privacy',
  '/terms',
  '/cookies',
  '/auth',
  NOT_FOUND,
];
