import { useCallback, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { openSupportChat } from '@/features/chat-launcher/chat-launcher-slice';
import { rememberedPaymentRequest } from './remembered-payment-request';

/**
 * A visitor's way to pay a request: sign in (or register) inside the panel. The request is
 * remembered in this tab, and the member's widget that replaces this one after signing in
 * opens on it. The panel stays open through the switch: the launcher's request survives it.
 */
export function usePaymentSignIn() {
  const dispatch = useAppDispatch();
  const [signingIn, setSigningIn] = useState(false);

  const signInToPay = useCallback(
    (requestId: string) => {
      rememberedPaymentRequest.set(requestId);
      // Opened for a deposit, the member's widget would greet with a deposit message.
      dispatch(openSupportChat({ flow: 'support' }));
      setSigningIn(true);
    },
    [dispatch],
  );

  const backToChat = useCallback(() => {
    rememberedPaymentRequest.forget();
    setSigningIn(false);
  }, []);

  const signedIn = useCallback(() => setSigningIn(false), []);

  return { signingIn, signInToPay, backToChat, signedIn };
}
