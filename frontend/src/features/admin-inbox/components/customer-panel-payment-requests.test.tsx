import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentRequestView, VisitorCustomerView } from '@club/contracts';
import { renderWithProviders } from '@/test/render';
import { stubFetch } from '@/test/stub-fetch';
import { paymentRequest } from '@/test/payment-request-fixture';
import { CustomerPanel } from './customer-panel';

const VISITOR: VisitorCustomerView = {
  kind: 'guest',
  displayName: 'Nova',
  deviceId: 'Nova',
  firstSeen: '2026-01-01T09:00:00.000Z',
  startedOnPage: '/',
  startedForGame: null,
  followUpEmail: null,
  otherConversations: [],
};

function renderPanel(requests: PaymentRequestView[]) {
  stubFetch((request) =>
    new URL(request.url).pathname.endsWith('/payment-requests')
      ? Response.json(requests)
      : Response.json(VISITOR),
  );
  renderWithProviders(
    <CustomerPanel conversation={{ list: 'anonymous', id: 'c1' }} onOpenConversation={() => {}} />,
  );
}

describe("the customer panel's payment requests", () => {
  it('lists package, price and status, newest first', async () => {
    renderPanel([
      paymentRequest({
        id: 'r3',
        packageId: 'premium',
        packageName: 'Premium Package',
        amount: 10000,
      }),
      paymentRequest({ id: 'r2', status: 'paid' }),
      paymentRequest({
        id: 'r1',
        packageId: 'tournament',
        packageName: 'Tournament Entry',
        amount: 2500,
        status: 'expired',
      }),
    ]);
    const section = await screen.findByRole('region', { name: 'Payment requests' });
    expect(within(section).getByRole('heading', { name: 'Payment requests' })).toBeVisible();
    const rows = await within(section).findAllByTestId('customer-payment-request');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Premium Package', '$100', 'Open'],
      ['VIP Access', '$50', 'Paid'],
      ['Tournament Entry', '$25', 'Expired'],
    ]);
  });

  it('says when none were sent', async () => {
    renderPanel([]);
    const section = await screen.findByRole('region', { name: 'Payment requests' });
    expect(await within(section).findByText('None sent')).toBeVisible();
  });

  it('keeps to the newest five', async () => {
    renderPanel(
      Array.from({ length: 7 }, (_, index) =>
        paymentRequest({ id: `r${index}`, status: index === 0 ? 'failed' : 'cancelled' }),
      ),
    );
    const section = await screen.findByRole('region', { name: 'Payment requests' });
    expect(await within(section).findAllByTestId('customer-payment-request')).toHaveLength(5);
    expect(within(section).getByText('Payment failed')).toBeVisible();
    expect(within(section).getByText('2 older in the thread')).toBeVisible();
  });
});
