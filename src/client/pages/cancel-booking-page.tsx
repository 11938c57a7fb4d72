import { useSearchParams } from 'react-router';
import { CancelBookingView } from '~/client/features/booking-links/cancel-booking-view';

/** `/cancel-booking?token=` (customer-side §2, §8; no layout, no sign-in): cancel a booking from its e-mail link. */
export function Component() {
  const [params] = useSearchParams();
  return <CancelBookingView token={params.get('token')?.trim() ?? ''} />;
}
