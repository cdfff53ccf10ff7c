import {
  createSlice,
  type PayloadAction,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { UserView } from '@club/contracts';
import { realtimeSignedOut } from '@/realtime/realtime-actions';

interface SessionState {
  /** The signed-in user, or null: nobody is, or nobody has asked yet. */
  user: UserView | null;
  /** `idle` until something needs the session, `loading` until its first answer. */
  status: 'idle' | 'loading' | 'ready';
}

const initialState: SessionState = { user: null, status: 'idle' };

/**
 * Who is signed in. A plain request rather than an RTK Query endpoint, so that
 * the app frame needs no RTK Query code: that loads with the first feature using it.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionRequested(state) {
      if (state.status === 'idle') state.status = 'loading';
    },
    /** The server's answer, or a sign-in, registration or logout. */
    sessionChanged(state, action: PayloadAction<UserView | null>) {
      state.user = action.payload;
      state.status = 'ready';
    },
    /** No answer: whoever was signed in still is, as far as we know. */
    sessionUnknown(state) {
      state.status = 'ready';
    },
  },
  extraReducers: (builder) => {
    // The server ended this session (signed out from another device): nobody is signed in here.
    builder.addCase(realtimeSignedOut, (state) => {
      state.user = null;
      state.status = 'ready';
    });
  },
});

export const { sessionChanged } = sessionSlice.actions;

export const selectSession = (state: { session: SessionState }) => state.session;

type SessionThunk = ThunkAction<Promise<void>, { session: SessionState }, unknown, UnknownAction>;

/** Asks GET /api/user who is signed in; a 401 means nobody. */
export function refreshSession(): SessionThunk {
  return async (dispatch) => {
    const { sessionRequested, sessionUnknown } = sessionSlice.actions;
    dispatch(sessionRequested());
    try {
      const response = await fetch(new Request('/api/user'));
      if (response.ok) dispatch(sessionChanged((await response.json()) as UserView));
      else if (response.status === 401) dispatch(sessionChanged(null));
      else dispatch(sessionUnknown());
    } catch {
      dispatch(sessionUnknown());
    }
  };
}

/** Loads the session once, for the first component that needs it. */
export function loadSession(): SessionThunk {
  return async (dispatch, getState) => {
    if (getState().session.status === 'idle') await dispatch(refreshSession());
  };
}
