import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConversationNoteView, NoteAddedEvent } from '@club/contracts';
import { useRealtimeConnection } from '@/realtime/use-realtime';
import { connectedSocket, storeAndSocketPerTest } from '@/test/realtime-harness';
import { stubFetch } from '@/test/stub-fetch';
import { useGetConversationNotesQuery } from './notes-api';

const { wrapper } = storeAndSocketPerTest();
const ADMIN_AUTH = { type: 'auth_success', userId: 'admin-1', role: 'admin' } as const;
const CONVERSATION = { list: 'anonymous', id: 'c1' } as const;

const note: ConversationNoteView = {
  id: 7,
  conversationId: 'c1',
  conversationKind: 'anonymous',
  author: { id: 'admin-2', username: 'other_admin' },
  content: 'Checked the ledger',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: null,
};
const added: NoteAddedEvent = { type: 'note_added', conversationKind: 'anonymous', note };

describe("a conversation's notes", () => {
  it('keep a note whose event comes while the list is loading, in an answer made before it', async () => {
    renderHook(() => useRealtimeConnection({ userId: 'admin-1' }), { wrapper });
    const socket = await connectedSocket(ADMIN_AUTH);
    const answers: ((response: Response) => void)[] = [];
    stubFetch(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const { result } = renderHook(() => useGetConversationNotesQuery(CONVERSATION), { wrapper });
    await waitFor(() => expect(answers).toHaveLength(1));

    act(() => socket.receive(added));
    await act(async () => answers[0](Response.json([])));
    await waitFor(() => expect(result.current.data).toEqual([note]));
    expect(answers).toHaveLength(1);
  });
});
