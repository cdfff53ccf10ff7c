import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  PAYMENT_LINK_CHOICE,
  PAYMENT_REQUEST_CONFIRM_TEXT,
  PAYMENT_REQUEST_TEXT,
  type AdminMemberConversationView,
  type AdminVisitorConversationView,
  type AdminConversationView,
  type StoreCatalogueView,
} from '@club/contracts';
import { chatMessage } from '@/test/chat-message-fixture';
import { renderWithProviders } from '@/test/render';
import { stubFetch } from '@/test/stub-fetch';
import type { ChatMessage } from '@/realtime/chat-message';
import { useConversationActions } from '../use-conversation-actions';
import { useAdminReplies } from '../use-admin-reply';
import { paymentRequest } from '@/test/payment-request-fixture';
import { ConversationPane } from './conversation-pane';

const VISITOR: AdminVisitorConversationView = {
  id: 'c1',
  kind: 'guest',
  deviceId: 'Nova',
  displayName: null,
  username: 'Nova',
  isAnonymous: true,
  adminId: null,
  assigneeId: null,
  status: 'open',
  subject: 'Support',
  lastMessageAt: '2026-01-01T10:00:00.000Z',
  closedAt: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  unreadCount: 0,
  lastMessage: null,
};

const MEMBER: AdminMemberConversationView = {
  kind: 'user',
  id: 'c1',
  userId: 'user-1',
  user: { id: 'user-1', username: 'player_one', firstName: null, lastName: null, email: 'p@x.io' },
  adminId: null,
  assigneeId: null,
  status: 'open',
  subject: 'Support',
  lastMessageAt: '2026-01-01T10:00:00.000Z',
  closedAt: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  unreadCount: 0,
  lastMessage: null,
};

const CATALOGUE: StoreCatalogueView = {
  publishableKey: null,
  packages: [
    ['tournament', 'Tournament Entry', 2500],
    ['vip', 'VIP Access', 5000],
    ['premium', 'Premium Package', 10000],
  ].map(([id, name, amount]) => ({
    id: id as 'tournament' | 'vip' | 'premium',
    name: name as string,
    amount: amount as number,
    currency: 'usd',
    priceId: `demo_${id}`,
    demo: true,
    popular: id === 'vip',
    summary: '',
    features: [],
  })),
};

interface Sent {
  path: string;
  body: unknown;
}

/**
 * The server of the open conversation: its messages, no notes or saved replies, the store's
 * catalogue, `created` answering each new payment request and `cancelled` each cancellation.
 */
function stubServer(
  messages: ChatMessage[],
  created: () => Response | Promise<Response> = () =>
    Response.json(paymentRequest(), { status: 201 }),
  cancelled: () => Response = () =>
    Response.json(paymentRequest({ status: 'cancelled', closedAt: '2026-01-01T10:30:00.000Z' })),
) {
  const sent: Sent[] = [];
  stubFetch(async (request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'POST' && pathname.endsWith('/cancel')) {
      sent.push({ path: pathname, body: await request.json() });
      return cancelled();
    }
    if (request.method === 'POST' && pathname.endsWith('/payment-requests')) {
      sent.push({ path: pathname, body: await request.json() });
      return created();
    }
    if (pathname.endsWith('/messages')) return Response.json(messages);
    if (pathname === '/api/store/packages') return Response.json(CATALOGUE);
    return Response.json([]);
  });
  return { sent };
}

function Pane({ conversation }: { conversation: AdminConversationView }) {
  const actions = useConversationActions();
  const replies = useAdminReplies('admin-1');
  return (
    <ConversationPane
      conversation={conversation}
      adminId="admin-1"
      replies={replies}
      actions={actions}
      onDeleted={() => undefined}
    />
  );
}

const asked = [chatMessage(1, { content: PAYMENT_LINK_CHOICE })];

/** The confirmation every request asks for: its send button. */
async function confirmButton() {
  const dialog = await screen.findByRole('dialog', { name: PAYMENT_REQUEST_CONFIRM_TEXT.title });
  return within(dialog).getByRole('button', { name: PAYMENT_REQUEST_CONFIRM_TEXT.confirm });
}

describe('payment requests from the inbox composer', () => {
  it('sends the package chosen from the Request payment menu, by keyboard', async () => {
    const user = userEvent.setup();
    const { sent } = stubServer([chatMessage(1, { content: 'Hi' })]);
    renderWithProviders(<Pane conversation={VISITOR} />);
    const button = await screen.findByRole('button', { name: 'Request payment' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Request payment' });
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Tournament Entry — $25', 'VIP Access — $50', 'Premium Package — $100']),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: PAYMENT_REQUEST_CONFIRM_TEXT.title });
    expect(dialog).toHaveTextContent(
      'Guest-NOVA will be asked to pay $50 for VIP Access in the chat.',
    );
    expect(await confirmButton()).toHaveFocus();
    expect(sent).toEqual([]);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(sent).toEqual([
        {
          path: '/api/admin/anonymous-conversations/c1/payment-requests',
          body: { packageId: 'vip' },
        },
      ]),
    );
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('sends nothing when the admin presses Escape in the confirmation', async () => {
    const user = userEvent.setup();
    const { sent } = stubServer([]);
    renderWithProviders(<Pane conversation={MEMBER} />);
    const button = await screen.findByRole('button', { name: 'Request payment' });
    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: 'Premium Package — $100' }));
    expect(
      await screen.findByRole('dialog', { name: PAYMENT_REQUEST_CONFIRM_TEXT.title }),
    ).toHaveTextContent('player_one will be asked to pay $100 for Premium Package in the chat.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: 'VIP Access — $50' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: PAYMENT_REQUEST_CONFIRM_TEXT.cancel,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);
  });

  it("posts to the members' path for a member's conversation", async () => {
    const user = userEvent.setup();
    const { sent } = stubServer([]);
    renderWithProviders(<Pane conversation={MEMBER} />);
    await user.click(await screen.findByRole('button', { name: 'Request payment' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Premium Package — $100' }));
    await user.click(await confirmButton());
    await waitFor(() =>
      expect(sent).toEqual([
        { path: '/api/admin/conversations/c1/payment-requests', body: { packageId: 'premium' } },
      ]),
    );
  });

  it("shows the server's reason when the request is refused, until dismissed", async () => {
    const user = userEvent.setup();
    stubServer([], () =>
      Response.json(
        { statusCode: 400, message: PAYMENT_REQUEST_TEXT.packageInvalid },
        { status: 400 },
      ),
    );
    renderWithProviders(<Pane conversation={VISITOR} />);
    await user.click(await screen.findByRole('button', { name: 'Request payment' }));
    await user.click(await screen.findByRole('menuitem', { name: 'VIP Access — $50' }));
    await user.click(await confirmButton());
    const alert = await screen.findByTestId('payment-request-error');
    expect(alert).toHaveTextContent(PAYMENT_REQUEST_TEXT.packageInvalid);
    await user.click(await within(alert).findByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('payment-request-error')).not.toBeInTheDocument();
  });

  it('says so when the server cannot be reached', async () => {
    const user = userEvent.setup();
    stubServer([], () => {
      throw new TypeError('Failed to fetch');
    });
    renderWithProviders(<Pane conversation={VISITOR} />);
    await user.click(await screen.findByRole('button', { name: 'Request payment' }));
    await user.click(await screen.findByRole('menuitem', { name: 'VIP Access — $50' }));
    await user.click(await confirmButton());
    expect(await screen.findByTestId('payment-request-error')).toHaveTextContent(
      'Could not reach the server. Check your connection and try again.',
    );
  });

  it('suggests a request when the customer asked for a payment link, and sends it once confirmed', async () => {
    const user = userEvent.setup();
    const { sent } = stubServer(asked);
    renderWithProviders(<Pane conversation={VISITOR} />);
    const suggestion = await screen.findByTestId('payment-link-suggestion');
    expect(suggestion).toHaveTextContent('The customer asked for a payment link.');
    expect(
      within(suggestion)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Send Tournament Entry request',
      'Send VIP Access request',
      'Send Premium Package request',
    ]);
    await user.click(within(suggestion).getByRole('button', { name: 'Send VIP Access request' }));
    await user.click(await confirmButton());
    await waitFor(() =>
      expect(sent).toEqual([
        {
          path: '/api/admin/anonymous-conversations/c1/payment-requests',
          body: { packageId: 'vip' },
        },
      ]),
    );
    // The sent request is listed before its message arrives: the suggestion has done its job.
    await waitFor(() =>
      expect(screen.queryByTestId('payment-link-suggestion')).not.toBeInTheDocument(),
    );
  });

  it('shows the request being sent and sends one at a time', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const { sent } = stubServer(asked, () => new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<Pane conversation={VISITOR} />);
    const suggestion = await screen.findByTestId('payment-link-suggestion');
    await user.click(within(suggestion).getByRole('button', { name: 'Send VIP Access request' }));
    await user.click(await confirmButton());
    expect(
      await screen.findByRole('progressbar', { name: 'Sending the payment request' }),
    ).toBeVisible();
    for (const button of within(suggestion).getAllByRole('button')) expect(button).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Request payment' }));
    for (const item of await screen.findAllByRole('menuitem'))
      expect(item).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    answer(Response.json(paymentRequest(), { status: 201 }));
    await waitFor(() =>
      expect(screen.queryByTestId('payment-link-suggestion')).not.toBeInTheDocument(),
    );
    expect(sent).toHaveLength(1);
  });

  it('suggests nothing when the customer did not ask for a payment link', async () => {
    stubServer([chatMessage(1, { content: 'Hello' })]);
    renderWithProviders(<Pane conversation={VISITOR} />);
    await screen.findByText('Hello');
    expect(screen.queryByTestId('payment-link-suggestion')).not.toBeInTheDocument();
  });
});

const requestMessage = (fields: Parameters<typeof paymentRequest>[0] = {}) =>
  chatMessage(2, {
    content: 'Payment request: VIP Access ($50)',
    messageType: 'payment_request',
    isFromAdmin: true,
    senderId: 'admin-1',
    createdAt: '2026-01-01T10:05:00.000Z',
    paymentRequest: paymentRequest(fields),
  });

describe('payment requests in the inbox thread', () => {
  it('shows the card and cancels an open request after a confirmation, by keyboard', async () => {
    const user = userEvent.setup();
    const { sent } = stubServer([...asked, requestMessage()]);
    renderWithProviders(<Pane conversation={VISITOR} />);
    const card = await screen.findByRole('group', { name: 'Payment request: VIP Access' });
    expect(card).toHaveTextContent('VIP Access');
    expect(card).toHaveTextContent('$50');
    within(card).getByRole('button', { name: 'Cancel request' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this payment request?' });
    expect(dialog).toHaveTextContent(
      'The customer will no longer be able to pay VIP Access ($50) from the chat.',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep request' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel request' }));
    await waitFor(() =>
      expect(sent).toEqual([{ path: '/api/admin/payment-requests/pr-1/cancel', body: {} }]),
    );
    await waitFor(() =>
      expect(screen.getByTestId('payment-request-card')).toHaveAttribute(
        'data-status',
        'cancelled',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the request when the admin thinks again', async () => {
    const user = userEvent.setup();
    const { sent } = stubServer([requestMessage()]);
    renderWithProviders(<Pane conversation={VISITOR} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel request' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeVisible();
  });

  it("shows the server's reason when the request can no longer be cancelled", async () => {
    const user = userEvent.setup();
    stubServer([requestMessage()], undefined, () =>
      Response.json(
        { statusCode: 409, message: PAYMENT_REQUEST_TEXT.notCancellable },
        { status: 409 },
      ),
    );
    renderWithProviders(<Pane conversation={VISITOR} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel request' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel request' }));
    const card = screen.getByTestId('payment-request-card');
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      PAYMENT_REQUEST_TEXT.notCancellable,
    );
  });

  it('offers no cancel for a request that can no longer be paid', async () => {
    stubServer([requestMessage({ status: 'paid', closedAt: '2026-01-01T10:09:00.000Z' })]);
    renderWithProviders(<Pane conversation={VISITOR} />);
    const card = await screen.findByTestId('payment-request-card');
    expect(card).toHaveAttribute('data-status', 'paid');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });
});
