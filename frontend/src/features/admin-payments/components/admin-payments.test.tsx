import {
  ADMIN_PAYMENTS_TEXT,
  DEFAULT_SITE_SETTINGS,
  type AdminPaymentView,
  type SiteConfigView,
} from '@club/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/toast/toaster';
import { renderWithProviders } from '@/test/render';
import { stubFetch as stubEveryFetch } from '@/test/stub-fetch';
import { AdminPayments } from './admin-payments';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

const PAYMENT: AdminPaymentView = {
  id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  member: { id: '0b7c9e6a-1f2d-4c3b-9a8e-7d6c5b4a3f21', username: 'alice' },
  packageId: 'vip',
  packageName: 'VIP Access',
  amount: 5000,
  currency: 'usd',
  status: 'succeeded',
  createdAt: '2026-11-22T10:00:00.000Z',
  stripePaymentIntentId: 'pi_3Q2w3E4r5T6y7U8i',
  refund: null,
};

const PENDING: AdminPaymentView = {
  ...PAYMENT,
  status: 'refund_pending',
  refund: {
    requestedAt: '2026-11-23T10:00:00.000Z',
    requestedBy: { id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d', username: 'boss' },
    refundedAt: null,
    stripeRefundId: 're_1',
    method: 'stripe',
  },
};

const REFUNDED: AdminPaymentView = {
  ...PENDING,
  status: 'refunded',
  refund: { ...PENDING.refund!, refundedAt: '2026-11-23T10:00:05.000Z' },
};

/** UTC+14: its day is rarely UTC's, nor the browser's (the tests' clock is not there). */
const CLUB_TIME_ZONE = 'Pacific/Kiritimati';
const SITE_CONFIG: SiteConfigView = {
  ...DEFAULT_SITE_SETTINGS,
  visitorChat: 'guest',
  clubTimeZone: CLUB_TIME_ZONE,
};

/** Answers the site config (the club's zone) itself, and every other request by `handler`. */
function stubFetch(handler: (request: Request) => Response) {
  const payments = vi.fn(handler);
  stubEveryFetch((request) =>
    new URL(request.url).pathname === '/api/site-config' ? json(SITE_CONFIG) : payments(request),
  );
  return payments;
}

function render(route = '/admin/payments') {
  return renderWithProviders(
    <>
      <AdminPayments />
      <Toaster />
    </>,
    { route },
  );
}

describe('AdminPayments', () => {
  it('asks for the filters of the address and links the CSV with them', async () => {
    const asked: string[] = [];
    stubFetch((request) => {
      asked.push(request.url);
      return json([PAYMENT]);
    });
    render('/admin/payments?status=succeeded&package=vip&from=2026-11-01&cursor=abc');
    expect(await screen.findByText('alice')).toBeVisible();
    const url = new URL(asked[0]);
    expect(url.pathname).toBe('/api/admin/payments');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      status: 'succeeded',
      package: 'vip',
      from: '2026-11-01',
      cursor: 'abc',
    });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/payments.csv?status=succeeded&package=vip&from=2026-11-01',
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Succeeded');
  });

  it('shows each payment: member, package, amount, status and Stripe id; a deleted member says so', async () => {
    stubFetch(() => json([PAYMENT, { ...PAYMENT, id: 'other', member: null, status: 'rejected' }]));
    render();
    const rows = await screen.findAllByTestId('payment-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('alice');
    expect(rows[0]).toHaveTextContent('VIP Access');
    expect(rows[0]).toHaveTextContent('$50.00');
    expect(rows[0]).toHaveTextContent('Succeeded');
    expect(rows[0]).toHaveTextContent('pi_3Q2w3E4r5T6y7U8i');
    expect(within(rows[0]).getByRole('button', { name: 'Refund' })).toBeVisible();
    expect(rows[1]).toHaveTextContent('Deleted account');
    expect(rows[1]).toHaveTextContent('Rejected');
    expect(within(rows[1]).queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it("tells dates and times in the club's time zone, whose days the filter counts", async () => {
    stubFetch(() => json([PAYMENT, { ...REFUNDED, id: 'refunded' }]));
    render();
    const rows = await screen.findAllByTestId('payment-row');
    // 10:00 UTC on 22 November is midnight starting the club's 23 November.
    expect(rows[0]).toHaveTextContent('Nov 23, 2026, 12:00 AM (Pacific/Kiritimati)');
    expect(rows[1]).toHaveTextContent('Nov 24, 2026, 12:00 AM by boss');
    expect(screen.getByLabelText('From (Pacific/Kiritimati)')).toBeVisible();
  });

  it("waits for the club's time zone, and offers Retry when it cannot be read", async () => {
    let fail = true;
    stubEveryFetch((request) => {
      if (new URL(request.url).pathname !== '/api/site-config') return json([PAYMENT]);
      return fail
        ? json({ statusCode: 500, message: 'Internal server error' }, 500)
        : json(SITE_CONFIG);
    });
    render();
    expect(await screen.findByText(/Could not load the club's time zone/)).toBeVisible();
    expect(screen.queryByTestId('payment-row')).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('payment-row')).toHaveTextContent('Nov 23, 2026, 12:00 AM');
  });

  it('says when nothing matches, and offers Retry when the list fails', async () => {
    let fail = true;
    stubFetch(() =>
      fail ? json({ statusCode: 500, message: 'Internal server error' }, 500) : json([]),
    );
    render();
    expect(await screen.findByText(/Could not load the payments/)).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('status')).toHaveTextContent('No payments match these filters.');
  });

  it('puts new filters in the address and starts from the first page', async () => {
    stubFetch(() => json([PAYMENT], 200, { 'X-Next-Cursor': 'next1' }));
    const { router } = render('/admin/payments?cursor=abc');
    await screen.findByText('alice');
    await userEvent.click(screen.getByRole('combobox', { name: 'Package' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Premium Package' }));
    await userEvent.type(screen.getByLabelText('From (Pacific/Kiritimati)'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(router.state.location.search).toBe('?package=premium&from=2026-11-01');

    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?package=premium&from=2026-11-01&cursor=next1');
    await userEvent.click(await screen.findByRole('button', { name: 'First page' }));
    expect(router.state.location.search).toBe('?package=premium&from=2026-11-01');
  });

  it("shows a day that is not one on its field, in the server's words, and asks nothing", async () => {
    const fetchMock = stubFetch(() => json([]));
    const { router } = render('/admin/payments?from=2026-11-05&to=2026-11-01');
    expect(await screen.findByText(ADMIN_PAYMENTS_TEXT.order)).toBeVisible();
    expect(screen.getByLabelText('To (Pacific/Kiritimati)')).toHaveAccessibleDescription(
      ADMIN_PAYMENTS_TEXT.order,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('To (Pacific/Kiritimati)')).toHaveFocus();
    expect(router.state.location.search).toBe('?from=2026-11-05&to=2026-11-01');
  });

  it('refunds after a confirmation naming member, package and amount; the row shows it pending, then refunded', async () => {
    let refunded = 0;
    let webhookArrived = false;
    stubFetch((request) => {
      const { pathname } = new URL(request.url);
      if (request.method === 'POST') {
        refunded += 1;
        expect(pathname).toBe(`/api/admin/payments/${PAYMENT.id}/refund`);
        return json(PENDING);
      }
      if (pathname === `/api/admin/payments/${PAYMENT.id}`)
        return json(webhookArrived ? REFUNDED : PENDING);
      // The list is filtered by status: a refunded payment is no longer in its answer.
      return json(refunded ? [] : [PAYMENT]);
    });
    render('/admin/payments?status=succeeded');
    const row = await screen.findByTestId('payment-row');
    await userEvent.click(within(row).getByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund this payment?' });
    expect(dialog).toHaveTextContent('Refund $50.00 to alice for VIP Access.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(refunded).toBe(0);

    await userEvent.click(within(row).getByRole('button', { name: 'Refund' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refund $50.00' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(refunded).toBe(1);
    expect(await screen.findByText('Refund requested')).toBeVisible();
    expect(screen.getByTestId('payment-row')).toHaveTextContent('Refund pending');
    expect(screen.getByTestId('payment-row')).toHaveTextContent('Waiting for Stripe to confirm');
    expect(
      within(screen.getByTestId('payment-row')).queryByRole('button', { name: 'Refund' }),
    ).toBeNull();

    // The row follows its payment until Stripe's webhook lands.
    webhookArrived = true;
    await waitFor(() => expect(screen.getByTestId('payment-row')).toHaveTextContent('Refunded'), {
      timeout: 6_000,
    });
    expect(screen.getByTestId('payment-row')).toHaveTextContent('by boss');
  });

  it("keeps the dialog open with the server's refusal", async () => {
    stubFetch((request) =>
      request.method === 'POST'
        ? json({ statusCode: 409, message: ADMIN_PAYMENTS_TEXT.refundUnderWay }, 409)
        : json([PAYMENT]),
    );
    render();
    const row = await screen.findByTestId('payment-row');
    await userEvent.click(within(row).getByRole('button', { name: 'Refund' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refund $50.00' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText(ADMIN_PAYMENTS_TEXT.refundUnderWay)).toBeVisible();
  });
});
