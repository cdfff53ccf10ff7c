import { useMemo } from 'react';
import type { ThreadAside } from '@/components/chat/thread-asides';
import { useCurrentUser } from '@/features/auth/use-current-user';
import type { ConversationRef } from '../admin-inbox-types';
import { NoteBubble } from './note-bubble';
import { useGetConversationNotesQuery } from './notes-api';

/** The conversation's private notes, as entries of its message log. */
export function useNoteAsides(ref: ConversationRef): readonly ThreadAside[] {
  const { data: notes } = useGetConversationNotesQuery(ref);
  const adminId = useCurrentUser().user?.id;
  return useMemo(
    () =>
      (notes ?? []).map((note) => ({
        key: `note-${note.id}`,
        createdAt: note.createdAt,
        node: (
          <NoteBubble
            conversation={{ list: ref.list, id: ref.id }}
            note={note}
            mine={adminId !== undefined && note.author?.id === adminId}
          />
        ),
      })),
    [notes, adminId, ref.list, ref.id],
  );
}
