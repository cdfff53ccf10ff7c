import { useCallback } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { useToast } from '@/components/toast/use-toast';
import { sendErrorText } from '@/lib/chat/send-error-text';
import { newClientMessageId } from '@/realtime/send-message';
import { useSendChatMessageMutation, useUploadChatImageMutation } from '@/chat-core/chat-api';
import { adminInboxApi } from './admin-inbox-api';
import { chatRefOf, type ConversationRef } from './admin-inbox-types';

/** SPEC §4, §9: the lists are refetched 500 ms after a reply. */
const REFETCH_AFTER_SEND_MS = 500;

interface Composer {
  text: string;
  image: File | null;
  setText: (update: (text: string) => string) => void;
  setImage: (image: File | null) => void;
  setError: (error: string | undefined) => void;
}

/**
 * An admin's reply: the image uploaded first, then the message shown at once and sent over the
 * socket. If it is refused, it disappears again and the text goes back into the composer.
 */
export function useAdminReply(conversation: ConversationRef | null, adminId: string) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [sendReply] = useSendChatMessageMutation();
  const [uploadImage, { isLoading: uploading }] = useUploadChatImageMutation();

  const send = useCallback(
    async (composer: Composer) => {
      if (!conversation) return;
      const { text, image } = composer;
      let imageUrl: string | null = null;
      if (image) {
        try {
          imageUrl = (await uploadImage(image).unwrap()).imageUrl;
        } catch (error) {
          composer.setError(sendErrorText(error));
          toast({
            title: 'Error',
            description: 'Failed to upload image. Please try again.',
            variant: 'destructive',
          });
          return;
        }
      }
      composer.setText(() => '');
      composer.setImage(null);
      composer.setError(undefined);
      try {
        await sendReply({
          ...chatRefOf(conversation),
          content: text.trim(),
          imageUrl,
          clientMessageId: newClientMessageId(),
          optimisticSenderId: adminId,
        }).unwrap();
        setTimeout(
          () => dispatch(adminInboxApi.util.invalidateTags(['AdminConversations', 'ChatStats'])),
          REFETCH_AFTER_SEND_MS,
        );
      } catch (error) {
        composer.setText((current) => current || text);
        if (image) composer.setImage(image);
        composer.setError(sendErrorText(error));
        if (conversation.list === 'anonymous') {
          toast({
            title: 'Error',
            description: 'Failed to send message. Please try again.',
            variant: 'destructive',
          });
        }
      }
    },
    [adminId, conversation, dispatch, sendReply, toast, uploadImage],
  );

  return { send, uploading };
}
