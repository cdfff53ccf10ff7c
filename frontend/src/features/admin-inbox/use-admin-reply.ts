import { useCallback } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { useToast } from '@/components/toast/use-toast';
import { useSendChatMessageMutation, useUploadChatImageMutation } from '@/chat-core/chat-api';
import type { ComposerDraft } from '@/chat-core/use-chat-session';
import { adminOutboxOwner } from '@/chat-core/outbox-store';
import { useOutbox, type Deliver } from '@/chat-core/use-outbox';
import { sendFailure } from '@/lib/chat/send-failure';
import { adminInboxApi } from './admin-inbox-api';
import { chatRefOf, type ConversationRef } from './admin-inbox-types';

/** SPEC §4, §9: the lists are refetched 500 ms after a reply. */
const REFETCH_AFTER_SEND_MS = 500;

/**
 * Support's replies in every conversation of the inbox, kept while the admin moves between
 * them: a reply shows at once in its thread and goes over the socket (a plain request while it
 * is down) under its one clientMessageId, an image uploaded first. One that fails stays in the
 * thread with why and a Retry; one that failed for want of a connection goes again by itself
 * once the inbox is back online. The admin's unsent replies are kept in the browser, so a reload
 * shows them and sends them again.
 */
export function useAdminReplies(adminId: string) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [sendReply] = useSendChatMessageMutation();
  const [uploadImage, { isLoading: uploading }] = useUploadChatImageMutation();

  const deliver = useCallback<Deliver>(
    async (entry, onUploaded) => {
      const { to, clientMessageId, content, image } = entry;
      if (!to) throw new Error('A reply goes to a conversation');
      let imageUrl = entry.imageUrl;
      if (image && !imageUrl) {
        try {
          imageUrl = (await uploadImage(image).unwrap()).imageUrl;
        } catch (error) {
          toast({
            title: 'Error',
            description: 'Failed to upload image. Please try again.',
            variant: 'destructive',
          });
          throw error;
        }
        onUploaded(imageUrl);
      }
      try {
        const stored = await sendReply({ ...to, content, imageUrl, clientMessageId }).unwrap();
        setTimeout(
          () => dispatch(adminInboxApi.util.invalidateTags(['AdminConversations', 'ChatStats'])),
          REFETCH_AFTER_SEND_MS,
        );
        return stored;
      } catch (error) {
        // SPEC §8's toast, for a refusal: a reply that may have arrived is only "not delivered yet".
        if (to.channel === 'admin-anonymous' && !sendFailure(error).retryWhenOnline) {
          toast({
            title: 'Error',
            description: 'Failed to send message. Please try again.',
            variant: 'destructive',
          });
        }
        throw error;
      }
    },
    [dispatch, sendReply, toast, uploadImage],
  );
  const outbox = useOutbox(deliver, adminOutboxOwner(adminId));
  const { write } = outbox;

  const send = useCallback(
    (conversation: ConversationRef, draft: ComposerDraft) =>
      write({ ...draft, to: chatRefOf(conversation) }),
    [write],
  );

  return { outbox, send, uploading };
}

export type AdminReplies = ReturnType<typeof useAdminReplies>;
