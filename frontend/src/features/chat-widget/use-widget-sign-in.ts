import { useCallback, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { openSupportChat } from '@/features/chat-launcher/chat-launcher-slice';
import { rememberedPaymentRequest } from './remembered-payment-request';

/** Why a visitor signs in from the widget: to pay a request, or to chat on as a member. */
export type SignInPurpose = 'pay' | 'chat';

/** Which form the sign-in view opens on. */
export type SignInMode = 'signIn' | 'register';

export interface WidgetSignInStep {
  purpose: SignInPurpose;
  mode: SignInMode;
}

/**
 * A visitor's way into an account inside the panel, at any time or to pay a request (which is
 * remembered in this tab: the member's widget that replaces this one after signing in opens on
 * it). The panel stays open through the switch: the launcher's request survives it, as a support
 * request (opened for a deposit, the member's widget would greet with a deposit message).
 */
export function useWidgetSignIn() {
  const dispatch = useAppDispatch();
  const [step, setStep] = useState<WidgetSignInStep | null>(null);

  const begin = useCallback(
    (next: WidgetSignInStep) => {
      dispatch(openSupportChat({ flow: 'support' }));
      setStep(next);
    },
    [dispatch],
  );

  const signInToPay = useCallback(
    (requestId: string) => {
      rememberedPaymentRequest.set(requestId);
      begin({ purpose: 'pay', mode: 'signIn' });
    },
    [begin],
  );

  const openSignIn = useCallback((mode: SignInMode) => begin({ purpose: 'chat', mode }), [begin]);

  const backToChat = useCallback(() => {
    rememberedPaymentRequest.forget();
    setStep(null);
  }, []);

  const signedIn = useCallback(() => setStep(null), []);

  return { step, signInToPay, openSignIn, backToChat, signedIn };
}
