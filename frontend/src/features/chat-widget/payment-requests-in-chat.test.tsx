import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_REQUEST_TEXT, type PaymentRequestView, type UserView } from '@club/contracts';
import { Toaster } from '@/components/toast/toaster';
import { sessionChanged } from '@/features/auth/session-slice';
import { openSupportChat } from '@/features/chat-launcher/chat-launcher-slice';
import type { ChatMessage } from '@/realtime/chat-message';
import { chatMessage } from '@/test/chat-message-fixture';
import { paymentRequest } from '@/test/payment-request-fixture';
import { connectedSocket, storeAndSocketPerTest } from '@/test/realtime-harness';
import { renderWithProviders } from '@/test/render';
import { freshWidgetPagePerTest } from '@/test/widget-page';
import { stubFetch } from '@/test/stub-fetch';
import { ChatWidgetHost } from './chat-widget-host';

// Stripe's form, as far as the chat uses it: its Pay button, and Stripe taking the payment.
vi.mock('@/components/stripe/stripe-checkout', () => ({
  default: ({ payLabel, onConfirmed }: { payLabel: string; onConfirmed: () => void }) => (
    <button type="button" onClick={onConfirmed}>
      Stripe: {payLabel}
    </button>
  ),
}));

const VISITOR_CONVERSATION = '7f1d2c3b-0000-4000-8000-000000000001';
const MEMBER_CONVERSATION = '7f1d2c3b-0000-4000-8000-000000000002';

const member = {
  id: 'b9b7c1de-0000-4000-8000-000000000001',
  username: 'ada',
  firstName: 'Ada',
  lastName: null,
  role: 'user',
} as UserView;

const requestMessage = (conversationId: string, request: PaymentRequestView): ChatMessage =>
  chatMessage(2, {
    conversationId,
    isFromAdmin: true,
    senderId: 'admin-1',
    messageType: 'payment_request',
    content: 'Payment request: VIP Access ($50)',
    paymentRequest: request,
  });

type Routes = Record<string, (request: Request) => unknown>;

/** Answers like the server; a route may answer a Response of its own (a refusal). */
function serve(routes: Routes) {
  return stubFetch(async (request) => {
    const url = new URL(request.url);
    const route = routes[`${request.method} ${url.pathname}`];
    if (!route) return Response.json({ statusCode: 404, message: 'Not found' }, { status: 404 });
    const answer = await route(request);
    return answer instanceof Response ? answer : Response.json(answer);
  });
}

/** A member's chat holding `messages`, open. */
function memberRoutes(messages: () => ChatMessage[], more: Routes = {}): Routes {
  const path = `/api/conversations/${MEMBER_CONVERSATION}`;
  return {
    'POST /api/conversations/visitor-history': () => ({ conversation: null, merged: 0 }),
    'GET /api/conversations': () => [{ id: MEMBER_CONVERSATION, userId: member.id }],
    [`GET ${path}/messages`]: messages,
    [`POST ${path}/mark-read`]: () => ({ updated: 1 }),
    ...more,
  };
}

const { store } = storeAndSocketPerTest();

/** The widget of `user` (a visitor's when null), open: a visitor's from a poker deposit button. */
function renderWidget(user: UserView | null) {
  store().dispatch(sessionChanged(user));
  store().dispatch(
    openSupportChat(user ? { flow: 'support' } : { flow: 'deposit', game: 'poker' }),
  );
  return renderWithProviders(
    <>
      <ChatWidgetHost />
      <Toaster />
    </>,
    { store: store() },
  );
}

const notifications = () => screen.getByRole('region', { name: 'Notifications' });
const card = () => screen.findByRole('group', { name: 'Payment request: VIP Access' });

freshWidgetPagePerTest();

describe('a visitor with a payment request', () => {
  beforeEach(() => {
    localStorage.setItem('chatIdentity', 'Nova');
  });

  const visitorRoutes = (more: Routes = {}): Routes => {
    const path = `/api/chat-conversations/${VISITOR_CONVERSATION}`;
    return {
      'GET /api/site-config': () => ({ visitorChat: 'guest' }),
      'GET /api/chat-conversations': () => [{ id: VISITOR_CONVERSATION, username: 'Nova' }],
      [`GET ${path}/messages`]: () => [requestMessage(VISITOR_CONVERSATION, paymentRequest())],
      [`POST ${path}/mark-read`]: () => ({ updated: 1 }),
      ...more,
    };
  };

  it('signs in inside the panel, then pays in the member chat it becomes, still open', async () => {
    serve(
      visitorRoutes({
        'POST /api/login': () => member,
        ...memberRoutes(() => [requestMessage(MEMBER_CONVERSATION, paymentRequest())]),
      }),
    );
    const { router } = renderWidget(null);

    await userEvent.click(
      within(await card()).getByRole('button', { name: PAYMENT_REQUEST_TEXT.membersOnly }),
    );
    expect(sessionStorage.getItem('club.payRequest')).toBe('pr-1');
    expect(store().getState().chatLauncher.request).toEqual({ flow: 'support' });
    const panel = screen.getByRole('dialog', { name: 'Support' });
    expect(within(panel).getByRole('heading', { name: 'Sign in to pay' })).toHaveFocus();
    expect(within(panel).queryByRole('group', { name: /Payment request/ })).toBeNull();

    await userEvent.click(within(panel).getByRole('button', { name: 'Create an account' }));
    expect(within(panel).getByRole('form', { name: 'Create account' })).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Sign in' }));
    const form = within(panel).getByRole('form', { name: 'Sign in' });
    await userEvent.type(within(form).getByLabelText(/Username/), 'ada');
    await userEvent.type(within(form).getByLabelText(/Password/), 'a-long-password');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));

    const pay = await screen.findByRole('button', { name: 'Pay $50' });
    await waitFor(() => expect(pay).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Support' })).toHaveTextContent('Chatting as Ada');
    expect(sessionStorage.getItem('club.payRequest')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes back to the chat, forgetting the request', async () => {
    serve(visitorRoutes());
    renderWidget(null);

    await userEvent.click(
      within(await card()).getByRole('button', { name: PAYMENT_REQUEST_TEXT.membersOnly }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back to chat' }));

    expect(await card()).toBeVisible();
    expect(sessionStorage.getItem('club.payRequest')).toBeNull();
  });

  it('has nothing to do with a request that can no longer be paid', async () => {
    serve(
      visitorRoutes({
        [`GET /api/chat-conversations/${VISITOR_CONVERSATION}/messages`]: () => [
          requestMessage(VISITOR_CONVERSATION, paymentRequest({ status: 'expired' })),
        ],
      }),
    );
    renderWidget(null);

    expect(within(await card()).queryByRole('button')).toBeNull();
  });
});

describe('a device-identified visitor with a payment request', () => {
  it('signs in from the card inside the panel too', async () => {
    localStorage.setItem('chatDeviceId', 'device-1763771234567-x7k2p9ab');
    const path = `/api/anonymous-chat/conversations/${VISITOR_CONVERSATION}`;
    serve({
      'GET /api/site-config': () => ({ visitorChat: 'device' }),
      'POST /api/anonymous-chat/conversation': () => ({ id: VISITOR_CONVERSATION }),
      [`GET ${path}/messages`]: () => [requestMessage(VISITOR_CONVERSATION, paymentRequest())],
      [`POST ${path}/mark-read`]: () => ({ updated: 1 }),
    });
    renderWidget(null);

    await userEvent.click(
      within(await card()).getByRole('button', { name: PAYMENT_REQUEST_TEXT.membersOnly }),
    );

    const panel = screen.getByRole('dialog', { name: 'Support Chat' });
    expect(within(panel).getByRole('form', { name: 'Sign in' })).toBeVisible();
    expect(sessionStorage.getItem('club.payRequest')).toBe('pr-1');
  });
});

describe('a member with a payment request', () => {
  it('confirms a demo payment: the card shows it paid as a demo, and the toast says no money was taken', async () => {
    const fetchMock = serve(
      memberRoutes(() => [requestMessage(MEMBER_CONVERSATION, paymentRequest({ demo: true }))], {
        'POST /api/payment-requests/pr-1/demo-confirm': () =>
          paymentRequest({ demo: true, status: 'paid', closedAt: '2026-11-22T10:05:00.000Z' }),
      }),
    );
    renderWidget(member);

    await userEvent.click(
      within(await card()).getByRole('button', { name: 'Confirm demo payment' }),
    );

    await waitFor(() =>
      expect(
        within(screen.getByTestId('payment-request-card')).getByTestId('payment-request-status'),
      ).toHaveTextContent('Paid (demo)'),
    );
    expect(await within(notifications()).findByText('Demo payment recorded')).toBeVisible();
    expect(
      within(notifications()).getByText('No money was taken and no package was granted.'),
    ).toBeVisible();
    expect(within(notifications()).queryByText('Payment Successful')).toBeNull();
    expect(within(screen.getByTestId('payment-request-card')).queryByRole('button')).toBeNull();
    expect(
      fetchMock.mock.calls.filter(([request]) => request.url.endsWith('/demo-confirm')),
    ).toHaveLength(1);
  });

  it('says in the card why the server refused, and the Pay button stays', async () => {
    serve(
      memberRoutes(() => [requestMessage(MEMBER_CONVERSATION, paymentRequest())], {
        'POST /api/payment-requests/pr-1/pay': () =>
          Response.json(
            { statusCode: 409, message: PAYMENT_REQUEST_TEXT.notPayable },
            { status: 409 },
          ),
      }),
    );
    renderWidget(member);

    await userEvent.click(within(await card()).getByRole('button', { name: 'Pay $50' }));

    const shown = await card();
    expect(await within(shown).findByText(PAYMENT_REQUEST_TEXT.notPayable)).toBeVisible();
    expect(within(shown).getByRole('button', { name: 'Pay $50' })).toBeEnabled();
  });

  it('pays by card in the card, waits for the server, and is told once it is paid', async () => {
    serve(
      memberRoutes(() => [requestMessage(MEMBER_CONVERSATION, paymentRequest())], {
        'POST /api/payment-requests/pr-1/pay': () => ({
          clientSecret: 'pi_1_secret_2',
          publishableKey: 'pk_test_1',
        }),
      }),
    );
    renderWidget(member);
    const socket = await connectedSocket({ type: 'auth_success', userId: member.id, role: 'user' });

    await userEvent.click(within(await card()).getByRole('button', { name: 'Pay $50' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stripe: Pay $50' }));

    const shown = await card();
    expect(within(shown).getByRole('status')).toHaveTextContent('Payment received — confirming…');
    expect(within(shown).getByTestId('payment-request-status')).toHaveTextContent('Open');

    act(() =>
      socket.receive({
        type: 'payment_request_updated',
        conversationKind: 'user',
        conversationId: MEMBER_CONVERSATION,
        userId: member.id,
        request: paymentRequest({ status: 'paid', closedAt: '2026-11-22T10:05:00.000Z' }),
      }),
    );

    await waitFor(() =>
      expect(within(shown).getByTestId('payment-request-status')).toHaveTextContent('Paid'),
    );
    expect(within(shown).queryByRole('status')).toBeNull();
    expect(await within(notifications()).findAllByText('Payment Successful')).toHaveLength(1);
    expect(within(notifications()).getByText('Successfully purchased VIP Access!')).toBeVisible();
  });
});
