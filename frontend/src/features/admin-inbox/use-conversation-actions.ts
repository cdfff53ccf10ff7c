import { useCallback, useRef } from 'react';
import { useToast } from '@/components/toast/use-toast';
import {
  useDeleteConversationMutation,
  useSetConversationStatusMutation,
  useSetMemberNicknameMutation,
  useSetVisitorNameMutation,
} from './admin-inbox-api';
import type { AdminConversationView } from '@club/contracts';
import { refOf } from './admin-inbox-types';

/** Rename, close or reopen, and delete, each with the toasts of SPEC §8. */
export function useConversationActions() {
  const toast = useToast();
  const [setNickname, nicknameState] = useSetMemberNicknameMutation();
  const [setVisitorName, visitorNameState] = useSetVisitorNameMutation();
  const [setStatus, statusState] = useSetConversationStatusMutation();
  const [deleteConversation, deleteState] = useDeleteConversationMutation();
  /** Deleted from this tab: the socket's conversation_deleted needs no second toast. */
  const deletedHere = useRef(new Set<string>());

  const rename = useCallback(
    async (conversation: AdminConversationView, name: string): Promise<boolean> => {
      try {
        if (conversation.kind === 'user') {
          await setNickname({ userId: conversation.user.id, nickname: name }).unwrap();
        } else {
          await setVisitorName({ id: conversation.id, displayName: name }).unwrap();
        }
        toast({
          title: 'Nickname Updated',
          description: name ? `Now shown as ${name}.` : 'The nickname was cleared.',
        });
        return true;
      } catch {
        toast({
          title: 'Error',
          description: 'Failed to update nickname. Please try again.',
          variant: 'destructive',
        });
        return false;
      }
    },
    [setNickname, setVisitorName, toast],
  );

  const toggleStatus = useCallback(
    async (conversation: AdminConversationView) => {
      const status = conversation.status === 'closed' ? 'open' : 'closed';
      try {
        await setStatus({ ...refOf(conversation), status }).unwrap();
      } catch {
        toast({
          title: 'Error',
          description: 'Failed to update the conversation. Please try again.',
          variant: 'destructive',
        });
      }
    },
    [setStatus, toast],
  );

  const remove = useCallback(
    async (conversation: AdminConversationView): Promise<boolean> => {
      deletedHere.current.add(conversation.id);
      try {
        await deleteConversation(refOf(conversation)).unwrap();
        toast({
          title: 'Conversation Deleted',
          description: 'The conversation and its messages were removed.',
        });
        return true;
      } catch {
        deletedHere.current.delete(conversation.id);
        toast({
          title: 'Error',
          description: 'Failed to delete the conversation. Please try again.',
          variant: 'destructive',
        });
        return false;
      }
    },
    [deleteConversation, toast],
  );

  return {
    rename,
    toggleStatus,
    remove,
    wasDeletedHere: (id: string) => deletedHere.current.has(id),
    renaming: nicknameState.isLoading || visitorNameState.isLoading,
    updatingStatus: statusState.isLoading,
    deleting: deleteState.isLoading,
  };
}
