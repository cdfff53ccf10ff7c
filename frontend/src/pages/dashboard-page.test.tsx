import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentIntentStatusView } from '@club/contracts';
import { makeStore } from '@/app/store';
import { selectCurrentToast } from '@/components/toast/toast-slice';
import { Toaster } from '@/components/toast/toaster';
import { sessionChanged } from '@/features/auth/session-slice';
import { storeApi } from '@/features/store/store-api';
import { renderWithProviders } from '@/test/render';
import { stubFetch } from '@/test/stub-fetch';
import { DashboardPage } from './dashboard-page';
import { testUser } from '@/test/user-fixture';

const member = testUser({
  id: 'b9b7c1de-0000-4000-8000-000000000003',
  username: 'vega',
  email: 'vega@example.com',
});

const PAYMENT = 'pi_crafted123';

/** The address Stripe returns to, as anyone could type it. */
const RETURN_ADDRESS = `/dashboard?payment_intent=${PAYMENT}&payment_intent_client_secret=${PAYMENT}_secret_x&redirect_status=succeeded&package=vip`;

const statusOf = (status: PaymentIntentStatusView['status']): PaymentIntentStatusView => ({
  paymentIntentId: PAYMENT,
  status,
  packageId: 'vip',
  packageName: 'VIP Access',
  recorded: false,
});

/** The dashboard at Stripe's return address; the server says `paymentStatus` about that payment. */
async function openReturnAddress(paymentStatus: () => Response) {
  stubFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/payments') return Response.json([]);
    if (path === `/api/payments/${PAYMENT}`) return paymentStatus();
    if (path === '/api/user') return Response.json(member);
    return Response.json({ statusCode: 404, message: 'Not found' }, { status: 404 });
  });
  const store = makeStore();
  store.dispatch(sessionChanged(member));
  const view = renderWithProviders(
    <>
      <DashboardPage />
      <Toaster />
    </>,
    { store, route: RETURN_ADDRESS },
  );
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Member Dashboard' }),
  ).toBeInTheDocument();
  // The status query's slice of the store comes with the store's API code, once it has loaded.
  const statusQuery = storeApi.endpoints.getPaymentStatus.select(PAYMENT);
  type WithStoreApi = Parameters<typeof statusQuery>[0];
  await waitFor(() =>
    expect(statusQuery(store.getState() as WithStoreApi).status).toMatch(/fulfilled|rejected/),
  );
  // Whatever the answer makes the page do is done in the effects of the render it causes.
  await act(async () => undefined);
  return view;
}

const notifications = () => screen.getByRole('region', { name: 'Notifications' });

/** No toast is up, nor on its way: the toast's card draws once its code has loaded. */
function expectNoToast(view: Awaited<ReturnType<typeof openReturnAddress>>) {
  expect(selectCurrentToast(view.store.getState())).toBeNull();
  expect(within(notifications()).queryByRole('status')).toBeNull();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the dashboard at Stripe's return address", () => {
  it('shows no toast for a payment the server does not know, nor one of another member', async () => {
    const view = await openReturnAddress(() =>
      Response.json({ statusCode: 404, message: 'Not found' }, { status: 404 }),
    );

    expectNoToast(view);
    expect(screen.queryByTestId('payment-confirming')).toBeNull();
    expect(await screen.findByText('No purchases yet.')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('');
  });

  it('shows no toast for a payment not paid yet', async () => {
    const view = await openReturnAddress(() => Response.json(statusOf('pending')));

    expectNoToast(view);
  });

  it('says Payment Successful, and that Stripe is confirming, once the server says it succeeded', async () => {
    await openReturnAddress(() => Response.json(statusOf('succeeded')));

    const toast = await within(notifications()).findByRole('status');
    expect(within(toast).getByText('Payment Successful')).toBeInTheDocument();
    expect(within(toast).getByText('Successfully purchased VIP Access!')).toBeInTheDocument();
    expect(screen.getByTestId('payment-confirming')).toBeInTheDocument();
  });

  it('says Payment Failed when the server says it failed', async () => {
    await openReturnAddress(() => Response.json(statusOf('failed')));

    const toast = await within(notifications()).findByRole('status');
    expect(within(toast).getByText('Payment Failed')).toBeInTheDocument();
    expect(screen.queryByTestId('payment-confirming')).toBeNull();
  });
});
