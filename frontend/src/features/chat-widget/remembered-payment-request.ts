import { sessionStore } from '@/lib/session-store';

/** The payment request a visitor set out to pay, kept in this tab through signing in. */
const PAY_REQUEST_KEY = 'club.payRequest';

export const rememberedPaymentRequest = {
  get: (): string | null => sessionStore.get(PAY_REQUEST_KEY),
  set: (requestId: string): void => sessionStore.set(PAY_REQUEST_KEY, requestId),
  forget: (): void => sessionStore.remove(PAY_REQUEST_KEY),
};
