import { api } from '@/api/api';
import { adminConversationPath } from '@/chat-core/chat-channels';
import { subscribeRealtime } from '@/realtime/realtime-client';
import type { ConversationNoteView, CreateNoteRequest } from '@club/contracts';
import type { ConversationRef } from '../admin-inbox-types';

/** Adds a note once (the author's answer and every admin's note_added event carry the same). */
function withNote(notes: ConversationNoteView[], note: ConversationNoteView): void {
  if (notes.some((known) => known.id === note.id)) return;
  notes.push(note);
  notes.sort((a, b) => a.id - b.id);
}

/** Private notes (admins only): a conversation's notes, kept live from note_added events. */
export const notesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConversationNotes: build.query<ConversationNoteView[], ConversationRef>({
      query: (ref) => `${adminConversationPath(ref.list, ref.id)}/notes`,
      async onCacheEntryAdded(ref, lifecycle) {
        try {
          await lifecycle.cacheDataLoaded;
        } catch {
          return;
        }
        const unsubscribe = subscribeRealtime(lifecycle.dispatch, (event) => {
          if (event.type === 'auth_success') {
            // Notes added while the socket was away arrive with a refetch.
            void lifecycle.dispatch(
              notesApi.endpoints.getConversationNotes.initiate(ref, {
                subscribe: false,
                forceRefetch: true,
              }),
            );
          }
          if (
            event.type === 'note_added' &&
            event.conversationKind === ref.list &&
            event.note.conversationId === ref.id
          )
            lifecycle.updateCachedData((notes) => withNote(notes, event.note));
        });
        await lifecycle.cacheEntryRemoved;
        unsubscribe();
      },
    }),
    addConversationNote: build.mutation<ConversationNoteView, ConversationRef & CreateNoteRequest>({
      query: ({ list, id, content }) => ({
        url: `${adminConversationPath(list, id)}/notes`,
        method: 'POST',
        body: { content },
      }),
      async onQueryStarted({ list, id }, { dispatch, queryFulfilled }) {
        const { data: note } = await queryFulfilled;
        dispatch(
          notesApi.util.updateQueryData('getConversationNotes', { list, id }, (notes) =>
            withNote(notes, note),
          ),
        );
      },
    }),
  }),
});

export const { useGetConversationNotesQuery, useAddConversationNoteMutation } = notesApi;
