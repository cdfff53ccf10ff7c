import { useEffect, useState } from 'react';
import type { ChatMessage } from '@/realtime/chat-message';
import { PAY_ACTION_SELECTOR } from './components/member-payment-request';
import { rememberedPaymentRequest } from './remembered-payment-request';

/** The pay button of a request's card on screen, if it has one. */
function payActionOf(requestId: string): HTMLElement | null | undefined {
  return Array.from(document.querySelectorAll<HTMLElement>('[data-payment-request-id]'))
    .find((card) => card.dataset.paymentRequestId === requestId)
    ?.querySelector<HTMLElement>(PAY_ACTION_SELECTOR);
}

/**
 * Back from signing in to pay: once the member's chat holds the request the visitor set out to
 * pay (it moves with their history), its message is the one to scroll to (the returned id, for
 * the log), its Pay or demo confirm button takes the focus, and the request is forgotten.
 */
export function useReturnToPaymentRequest(messages: readonly ChatMessage[]): number | undefined {
  const [requestId, setRequestId] = useState(rememberedPaymentRequest.get);
  const messageId = requestId
    ? messages.find(({ paymentRequest }) => paymentRequest?.id === requestId)?.id
    : undefined;

  useEffect(() => {
    if (!requestId || messageId === undefined) return undefined;
    rememberedPaymentRequest.forget();
    // After the log has rendered the card and scrolled to it.
    const frame = requestAnimationFrame(() => {
      payActionOf(requestId)?.focus();
      setRequestId(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [messageId, requestId]);

  return messageId;
}
