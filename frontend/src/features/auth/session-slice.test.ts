import type { UserView } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import { realtimeSignedOut } from '@/realtime/realtime-actions';
import { sessionChanged, sessionSlice } from './session-slice';

describe('session slice', () => {
  it('forgets the user when the server closes the socket because the session ended', () => {
    const signedIn = sessionSlice.reducer(undefined, sessionChanged({ id: 'u1' } as UserView));
    expect(signedIn.user).not.toBeNull();
    expect(sessionSlice.reducer(signedIn, realtimeSignedOut())).toEqual({
      user: null,
      status: 'ready',
    });
  });
});
