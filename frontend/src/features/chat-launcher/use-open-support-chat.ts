import { useCallback } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { openSupportChat, type SupportChatRequest } from './chat-launcher-slice';

/** Returns a function that opens the support chat for a deposit or a question. */
export function useOpenSupportChat(): (request: SupportChatRequest) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (request: SupportChatRequest) => {
      dispatch(openSupportChat(request));
    },
    [dispatch],
  );
}
