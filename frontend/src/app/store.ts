import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from '@/api/api';
import { toastSlice } from '@/components/toast/toast-slice';
import { chatLauncherSlice } from '@/features/chat-launcher/chat-launcher-slice';
import { createRealtimeMiddleware } from '@/realtime/realtime-middleware';
import { realtimeSlice } from '@/realtime/realtime-slice';

const rootReducer = combineSlices(api, toastSlice, chatLauncherSlice, realtimeSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(createRealtimeMiddleware()).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
