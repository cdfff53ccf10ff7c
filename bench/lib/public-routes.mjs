// The site's public routes, as the benchmarks visit them: the pages of contracts' list, one
// product page (`/product/:id` stands for the catalogue's first product) and the 404 page.
import { PUBLIC_ROUTE_PATHS } from '@club/contracts';

export const PRODUCT = '/product/:id';
export const NOT_FOUND = '/no-such-page';
export const PUBLIC_ROUTES = [...PUBLIC_ROUTE_PATHS, PRODUCT, NOT_FOUND];
