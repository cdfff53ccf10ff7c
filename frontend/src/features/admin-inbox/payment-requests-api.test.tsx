import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemberCustomerView, PaymentRequestUpdatedEvent } from '@club/contracts';
import { useRealtimeConnection } from '@/realtime/use-realtime';
import { connectedSocket, storeAndSocketPerTest } from '@/test/realtime-harness';
import { stubFetch } from '@/test/stub-fetch';
import { useGetCustomerQuery } from './customer-context-api';
import { useGetPaymentRequestsQuery } from './payment-requests-api';
import { paymentRequest } from '@/test/payment-request-fixture';
import { usePaidRequestRefresh } from './payment-requests/use-paid-request-refresh';

const { wrapper } = storeAndSocketPerTest();
const ADMIN_AUTH = { type: 'auth_success', userId: 'admin-1', role: 'admin' } as const;
const CONVERSATION = { list: 'user', id: 'c1' } as const;

const updated = (
  fields: Partial<PaymentRequestUpdatedEvent> & Pick<PaymentRequestUpdatedEvent, 'request'>,
): PaymentRequestUpdatedEvent => ({
  type: 'payment_request_updated',
  conversationKind: 'user',
  conversationId: 'c1',
  userId: 'user-1',
  ...fields,
});

const customer = (payments: number): MemberCustomerView => ({
  kind: 'user',
  userId: 'user-1',
  username: 'player_one',
  email: 'p@x.io',
  firstName: null,
  lastName: null,
  nickname: null,
  supportLabel: null,
  memberSince: '2026-01-01T00:00:00.000Z',
  vipUntil: null,
  isPremium: false,
  tournamentEntries: 0,
  payments: Array.from({ length: payments }, (_, index) => ({
    id: `payment-${index}`,
    packageId: 'vip',
    packageName: 'VIP Access',
    amount: 5000,
    currency: 'usd',
    stripePaymentIntentId: `pi_${index}`,
    status: 'succeeded' as const,
    createdAt: '2026-01-01T10:10:00.000Z',
  })),
  otherConversations: [],
});

describe("a conversation's payment requests", () => {
  it('follow payment_request_updated for that conversation, newest first', async () => {
    const open = paymentRequest();
    let fetched = 0;
    stubFetch(() => {
      fetched += 1;
      return Response.json([open]);
    });
    const { result } = renderHook(
      () => {
        useRealtimeConnection({ userId: 'admin-1' });
        return useGetPaymentRequestsQuery(CONVERSATION);
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toEqual([open]));
    const socket = await connectedSocket(ADMIN_AUTH);
    // Signed in (again), the list is fetched anew for what the socket missed meanwhile.
    await waitFor(() => expect(fetched).toBe(2));
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    const paid = paymentRequest({ status: 'paid', closedAt: '2026-01-01T10:09:00.000Z' });
    const newer = paymentRequest({ id: 'request-2', createdAt: '2026-01-01T10:20:00.000Z' });
    act(() => {
      socket.receive(updated({ request: paid }));
      socket.receive(updated({ request: newer }));
      socket.receive(updated({ conversationId: 'c2', request: paymentRequest({ id: 'other' }) }));
      socket.receive(
        updated({ conversationKind: 'anonymous', request: paymentRequest({ id: 'visitor' }) }),
      );
    });
    await waitFor(() => expect(result.current.data).toEqual([newer, paid]));
  });
});

describe('the customer panel after a paid request', () => {
  it("fetches the member's details again when their request is paid, and only then", async () => {
    let fetched = 0;
    stubFetch(() => {
      fetched += 1;
      return Response.json(customer(fetched - 1));
    });
    const { result } = renderHook(
      () => {
        useRealtimeConnection({ userId: 'admin-1' });
        usePaidRequestRefresh();
        return useGetCustomerQuery(CONVERSATION);
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toEqual(customer(0)));
    const socket = await connectedSocket(ADMIN_AUTH);
    act(() => {
      socket.receive(updated({ request: paymentRequest({ status: 'failed' }) }));
      socket.receive(updated({ userId: 'user-2', request: paymentRequest({ status: 'paid' }) }));
    });
    act(() => socket.receive(updated({ request: paymentRequest({ status: 'paid' }) })));
    await waitFor(() => expect(result.current.data).toEqual(customer(1)));
    expect(fetched).toBe(2);
  });
});
