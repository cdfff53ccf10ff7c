import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  closeSupportChat,
  openSupportChat,
  selectSupportChatRequest,
} from '@/features/chat-launcher/chat-launcher-slice';

/**
 * The panel is open while the launcher holds a request: the floating button asks for
 * support, the pages' buttons for a deposit (SPEC §2 Game chooser).
 */
export function useChatOpen() {
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectSupportChatRequest);
  const open = useCallback(() => {
    dispatch(openSupportChat({ flow: 'support' }));
  }, [dispatch]);
  const close = useCallback(() => {
    dispatch(closeSupportChat());
  }, [dispatch]);
  return { isOpen: request !== null, request, open, close };
}
