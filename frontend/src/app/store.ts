import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  type Dispatch,
  type Middleware,
  type WithSlice,
} from '@reduxjs/toolkit';
import type { api } from '@/api/api';
import { toastSlice } from '@/components/toast/toast-slice';
import { sessionSlice } from '@/features/auth/session-slice';
import { chatLauncherSlice } from '@/features/chat-launcher/chat-launcher-slice';
import type { realtimeSlice } from '@/realtime/realtime-slice';

type LazySlice = typeof api | typeof realtimeSlice;

const rootReducer = combineSlices(sessionSlice, toastSlice, chatLauncherSlice).withLazyLoadedSlices<
  WithSlice<typeof api> & WithSlice<typeof realtimeSlice>
>();

const lazyMiddleware = createDynamicMiddleware();
const lazySliceInjected = createAction('app/lazySliceInjected');
const storeDispatches = new Set<Dispatch>();

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // First, so that the realtime middleware answers its actions before the serializability check.
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(lazyMiddleware.middleware),
  });
  storeDispatches.add(store.dispatch);
  return store;
}

/**
 * Adds a code-split slice and its middleware to the stores when its code loads
 * with the first feature that needs it: RTK Query's `api`, the realtime socket.
 * A store made before that gets the slice's initial state at once, so nothing
 * ever selects it missing.
 */
export function injectLazySlice(slice: LazySlice, middleware: Middleware): void {
  rootReducer.inject(slice);
  lazyMiddleware.addMiddleware(middleware);
  for (const dispatch of storeDispatches) dispatch(lazySliceInjected());
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
