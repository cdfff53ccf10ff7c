import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RealtimeStatus } from './realtime-connection';

interface RealtimeState {
  status: RealtimeStatus;
  /** The socket was connected since its identity was last set: losing it is a reconnect. */
  wasConnected: boolean;
}

const initialState: RealtimeState = { status: 'idle', wasConnected: false };

/** The socket's state, for the "Reconnecting…" notice of the chat views. */
export const realtimeSlice = createSlice({
  name: 'realtime',
  initialState,
  reducers: {
    realtimeStatusChanged(state, action: PayloadAction<RealtimeStatus>) {
      state.status = action.payload;
      if (action.payload === 'connected') state.wasConnected = true;
      if (action.payload === 'idle') state.wasConnected = false;
    },
  },
});

export const { realtimeStatusChanged } = realtimeSlice.actions;
/** The slice joins the store with the socket's code: until then, nothing is reconnecting. */
export function selectIsReconnecting(state: { realtime?: RealtimeState }): boolean {
  return Boolean(state.realtime?.wasConnected && state.realtime.status !== 'connected');
}
