import { ThemeProvider } from '@mui/material';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  PAYMENT_REQUEST_TEXT,
  type PaymentRequestStatus,
  type PaymentRequestView,
} from '@club/contracts';
import { theme } from '@/app/theme';
import type { ChatMessage } from '@/realtime/chat-message';
import { paymentRequest as requestFixture } from '@/test/payment-request-fixture';
import { ChatMessageLog } from './chat-message-log';
import { PaymentRequestCard } from './payment-request-card';

// Local times, so the texts are the same in every time zone.
const EXPIRES = new Date(2026, 10, 23, 9, 5).toISOString();
const CLOSED = new Date(2026, 10, 22, 18, 40).toISOString();

/** A request created and expiring at local times. */
const paymentRequest = (fields: Partial<PaymentRequestView> = {}) =>
  requestFixture({
    createdAt: new Date(2026, 10, 22, 9, 5).toISOString(),
    expiresAt: EXPIRES,
    ...fields,
  });

const withTheme = (ui: React.ReactElement) =>
  render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

function renderCard(request: PaymentRequestView) {
  withTheme(<PaymentRequestCard request={request} />);
  return screen.getByRole('group', { name: 'Payment request: VIP Access' });
}

describe('PaymentRequestCard', () => {
  it('names the package with its price, says it is open and until when', () => {
    const card = renderCard(paymentRequest());
    expect(card).toHaveAttribute('data-testid', 'payment-request-card');
    expect(within(card).getByText('VIP Access')).toBeVisible();
    expect(within(card).getByText('$50')).toBeVisible();
    expect(within(card).getByTestId('payment-request-status')).toHaveTextContent('Open');
    expect(within(card).getByText('Expires Nov 23, 09:05')).toBeVisible();
    expect(within(card).queryByText(PAYMENT_REQUEST_TEXT.demoNotice)).toBeNull();
  });

  it.each<[PaymentRequestStatus, string, string]>([
    ['paid', 'Paid', 'Paid Nov 22, 18:40'],
    ['cancelled', 'Cancelled', 'Cancelled Nov 22, 18:40'],
    ['expired', 'Expired', 'Expired Nov 22, 18:40'],
  ])('shows a %s request as "%s", with when it was closed', (status, label, time) => {
    const card = renderCard(paymentRequest({ status, closedAt: CLOSED }));
    expect(within(card).getByTestId('payment-request-status')).toHaveTextContent(label);
    expect(within(card).getByText(time)).toBeVisible();
    expect(within(card).queryByText(/^Expires/)).toBeNull();
  });

  it("shows a failed request as payable still, with Stripe's words for the failure", () => {
    const card = renderCard(
      paymentRequest({ status: 'failed', failureMessage: 'Your card was declined.' }),
    );
    expect(within(card).getByTestId('payment-request-status')).toHaveTextContent('Payment failed');
    expect(within(card).getByText('Expires Nov 23, 09:05')).toBeVisible();
    expect(within(card).getByText('Your card was declined.')).toBeVisible();
  });

  it('tells a demo request makes no payment', () => {
    const card = renderCard(paymentRequest({ demo: true, amount: 2550 }));
    expect(within(card).getByText('$25.50')).toBeVisible();
    expect(
      within(card).getByText('Demo payment: no money moves and no package is granted.'),
    ).toBeVisible();
  });

  it('announces status changes politely', () => {
    const card = renderCard(paymentRequest());
    expect(
      within(card).getByTestId('payment-request-status').closest('[aria-live]'),
    ).toHaveAttribute('aria-live', 'polite');
  });

  it('shows the actions in its footer and what is given below them', () => {
    withTheme(
      <PaymentRequestCard
        request={paymentRequest()}
        actions={<button type="button">Pay $50</button>}
      >
        <p>Card form</p>
      </PaymentRequestCard>,
    );
    const card = screen.getByRole('group', { name: 'Payment request: VIP Access' });
    expect(within(card).getByRole('button', { name: 'Pay $50' })).toBeVisible();
    expect(within(card).getByText('Card form')).toBeVisible();
  });
});

describe('payment requests in the message log', () => {
  const requestMessage: ChatMessage = {
    id: 12,
    conversationId: 'c1',
    senderId: 'admin-1',
    content: 'Payment request: VIP Access ($50)',
    messageType: 'payment_request',
    imageUrl: null,
    isFromAdmin: true,
    readAt: null,
    createdAt: '2026-11-22T10:15:00.000Z',
    paymentRequest: paymentRequest(),
  };

  it('shows the card in place of the text bubble', () => {
    withTheme(<ChatMessageLog messages={[requestMessage]} isOwn={() => false} />);
    expect(screen.getByRole('group', { name: 'Payment request: VIP Access' })).toBeVisible();
    expect(screen.queryByText('Payment request: VIP Access ($50)')).toBeNull();
  });

  it("shows the caller's card, with its actions", () => {
    withTheme(
      <ChatMessageLog
        messages={[requestMessage]}
        isOwn={() => false}
        renderPaymentRequest={(request, message) => (
          <PaymentRequestCard
            request={request}
            actions={<button type="button">Cancel request {message.id}</button>}
          />
        )}
      />,
    );
    const card = screen.getByRole('group', { name: 'Payment request: VIP Access' });
    expect(within(card).getByRole('button', { name: 'Cancel request 12' })).toBeVisible();
  });
});
