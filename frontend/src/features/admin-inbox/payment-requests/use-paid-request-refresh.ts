import { PAYMENT_REQUEST_STATUS } from '@club/contracts';
import { useAppDispatch } from '@/app/hooks';
import { useRealtimeEvents } from '@/realtime/use-realtime';
import { refreshMember } from '../customer-context-api';

/**
 * A paid request granted its member a package and added a purchase: the member's customer
 * details are fetched again, so the panel shows both without a reload.
 */
export function usePaidRequestRefresh(): void {
  const dispatch = useAppDispatch();
  useRealtimeEvents((event) => {
    if (
      event.type === 'payment_request_updated' &&
      event.request.status === PAYMENT_REQUEST_STATUS.paid &&
      event.userId
    )
      dispatch(refreshMember(event.userId));
  });
}
