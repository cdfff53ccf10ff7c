import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import { loadChunk } from '@/lib/load-chunk';

/**
 * A route's page from its own chunk, which is tried again while it fails to load; once every
 * attempt has failed, the route's ErrorBoundary (RouteError) gets the ChunkLoadError.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: await loadChunk(load) });
}
