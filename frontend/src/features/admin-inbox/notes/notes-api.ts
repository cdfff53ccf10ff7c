import { api } from '@/api/api';
import { adminConversationPath } from '@/chat-core/chat-channels';
import { keepCacheLive } from '@/realtime/live-cache';
import type { ConversationNoteView, CreateNoteRequest } from '@club/contracts';
import type { ConversationRef } from '../admin-inbox-types';

/**
 * Adds a note once, or replaces its copy with a later edit (the author's answer and every
 * admin's note_added / note_updated event carry the same note).
 */
function withNote(notes: ConversationNoteView[], note: ConversationNoteView): void {
  const index = notes.findIndex((known) => known.id === note.id);
  if (index >= 0) notes.splice(index, 1, note);
  else notes.push(note);
  notes.sort((a, b) => a.id - b.id);
}

function withoutNote(notes: ConversationNoteView[], noteId: number): void {
  const index = notes.findIndex((known) => known.id === noteId);
  if (index >= 0) notes.splice(index, 1);
}

type NoteRef = ConversationRef & { noteId: number };

/** Private notes (admins only): a conversation's notes, kept live from the note_* events. */
export const notesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConversationNotes: build.query<ConversationNoteView[], ConversationRef>({
      query: (ref) => `${adminConversationPath(ref.list, ref.id)}/notes`,
      onCacheEntryAdded: (ref, lifecycle) =>
        keepCacheLive(
          lifecycle,
          (): PromiseLike<unknown> =>
            lifecycle.dispatch(
              notesApi.endpoints.getConversationNotes.initiate(ref, {
                subscribe: false,
                forceRefetch: true,
              }),
            ),
          (event) => {
            if (
              (event.type === 'note_added' || event.type === 'note_updated') &&
              event.conversationKind === ref.list &&
              event.note.conversationId === ref.id
            )
              lifecycle.updateCachedData((notes) => withNote(notes, event.note));
            if (
              event.type === 'note_deleted' &&
              event.conversationKind === ref.list &&
              event.conversationId === ref.id
            )
              lifecycle.updateCachedData((notes) => withoutNote(notes, event.noteId));
          },
        ),
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
    editConversationNote: build.mutation<ConversationNoteView, NoteRef & CreateNoteRequest>({
      query: ({ list, id, noteId, content }) => ({
        url: `${adminConversationPath(list, id)}/notes/${noteId}`,
        method: 'PATCH',
        body: { content },
      }),
      async onQueryStarted({ list, id }, { dispatch, queryFulfilled }) {
        const answered = await queryFulfilled.catch(() => undefined);
        if (answered)
          dispatch(
            notesApi.util.updateQueryData('getConversationNotes', { list, id }, (notes) =>
              withNote(notes, answered.data),
            ),
          );
      },
    }),
    deleteConversationNote: build.mutation<void, NoteRef>({
      query: ({ list, id, noteId }) => ({
        url: `${adminConversationPath(list, id)}/notes/${noteId}`,
        method: 'DELETE',
      }),
      async onQueryStarted({ list, id, noteId }, { dispatch, queryFulfilled }) {
        const answered = await queryFulfilled.catch(() => undefined);
        if (answered)
          dispatch(
            notesApi.util.updateQueryData('getConversationNotes', { list, id }, (notes) =>
              withoutNote(notes, noteId),
            ),
          );
      },
    }),
  }),
});

export const {
  useGetConversationNotesQuery,
  useAddConversationNoteMutation,
  useEditConversationNoteMutation,
  useDeleteConversationNoteMutation,
} = notesApi;
