import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorText } from '@/api/error-text';
import { useToast } from '@/components/toast/use-toast';
import { LANDING_SECTIONS } from '@/config/site';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { useOpenSupportChat } from '@/features/chat-launcher/use-open-support-chat';
import { signInPath } from '@/lib/return-path';
import { useSendContactMessageMutation } from './contact-api';
import type { ContactMessage } from './contact-message';

/**
 * Sends the contact form as SPEC §5 and §8 describe: visitors are asked to
 * log in first, and come back to the form afterwards; members' messages go to
 * their support conversation, which then opens in the chat. Resolves true
 * when the message was sent.
 */
export function useContactSubmit() {
  const { user, isLoading: isSessionLoading } = useCurrentUser();
  const [send, { isLoading: isSending }] = useSendContactMessageMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const openSupportChat = useOpenSupportChat();

  const submit = useCallback(
    async (contact: ContactMessage): Promise<boolean> => {
      if (!user) {
        toast({ title: 'Login Required', description: 'Please login to send a message.' });
        navigate(signInPath(`${pathname}#${LANDING_SECTIONS.contact}`));
        return false;
      }
      try {
        const { conversation } = await send(contact).unwrap();
        toast({ title: 'Message Sent!', description: 'Opening chat...' });
        openSupportChat({ flow: 'support', conversationId: conversation.id });
        return true;
      } catch (error) {
        toast({
          title: 'Error',
          description: errorText(error, 'Failed to send message. Please try again.'),
          variant: 'destructive',
        });
        return false;
      }
    },
    [user, send, toast, navigate, pathname, openSupportChat],
  );

  return { submit, isSending, isSessionLoading };
}
