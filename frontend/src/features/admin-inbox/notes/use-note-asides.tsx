import { useMemo } from 'react';
import type { ThreadAside } from '@/components/chat/thread-asides';
import type { ConversationRef } from '../admin-inbox-types';
import { NoteBubble } from './note-bubble';
import { useGetConversationNotesQuery } from './notes-api';

/** The conversation's private notes, as entries of its message log. */
export function useNoteAsides(ref: ConversationRef): readonly ThreadAside[] {
  const { data: notes } = useGetConversationNotesQuery(ref);
  return useMemo(
    () =>
      (notes ?? []).map((note) => ({
        key: `note-${note.id}`,
        createdAt: note.createdAt,
        node: <NoteBubble note={note} />,
      })),
    [notes],
  );
}
