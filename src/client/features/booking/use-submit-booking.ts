import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, ApiError, unwrap } from '~/client/api-client';
import {
  BOOKING_ERROR_CODES,
  type CreateBookingInput,
  type CreatedBooking,
  type CustomerBooking,
} from '~/shared/schemas/booking';
import { PAYMENT_ERROR_CODES } from '~/shared/schemas/payments';
import { goToPayment } from '~/client/features/payments';
import { availabilityKey } from './use-availability';
import { toastText } from './toast-strings';

/** Attempts on a slot conflict and the pause before attempt n+1 (customer-side §9: 3 attempts, 500 ms × attempt). */
export const BOOKING_ATTEMPTS = 3;
export const BOOKING_RETRY_DELAY_MS = 500;

/** Query key of `GET /api/bookings/mine`, shared by 'Mina bokningar' and the dashboard. */
const MY_BOOKINGS_KEY = ['bookings', 'mine'] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isSlotTaken = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.code === BOOKING_ERROR_CODES.slotTaken;

async function createBooking(input: CreateBookingInput): Promise<CreatedBooking> {
  // A conflict can be a race we lose by milliseconds (the other booking rolls back), so try again before giving up.
  for (let attempt = 1; ; attempt++) {
    try {
      return (await unwrap(api.bookings.$post({ json: input }))) as CreatedBooking;
    } catch (error) {
      if (!isSlotTaken(error) || attempt >= BOOKING_ATTEMPTS) throw error;
      await sleep(BOOKING_RETRY_DELAY_MS * attempt);
    }
  }
}

/**
 * Creates a booking (`POST /api/bookings`) with the spec's retry, and shows the §8 toasts.
 * `onSlotTaken` runs when the slot is gone after all attempts (the flow goes back to the calendar). A booking paid
 * online (docs/decisions/047) is held, not booked: `onPayment` runs and the browser goes to the payment page instead
 * of `onSuccess`; the mutation's `data.payment` tells the form it is on its way.
 */
export function useSubmitBooking(
  slug: string,
  handlers: {
    onSuccess: (b: CustomerBooking) => void;
    onSlotTaken: () => void;
    onPayment?: (b: CustomerBooking) => void;
  },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: ({ booking, payment }) => {
      void queryClient.invalidateQueries({ queryKey: MY_BOOKINGS_KEY });
      void queryClient.invalidateQueries({ queryKey: availabilityKey(slug) });
      if (payment) {
        handlers.onPayment?.(booking);
        goToPayment(payment.url);
        return;
      }
      toast.success(toastText.bookingConfirmedToast);
      handlers.onSuccess(booking);
    },
    onError: (error) => {
      if (isSlotTaken(error)) {
        toast.error(toastText.slotTakenTitle, { description: toastText.slotTakenText });
        void queryClient.invalidateQueries({ queryKey: availabilityKey(slug) });
        handlers.onSlotTaken();
      } else if (error instanceof ApiError && error.code === BOOKING_ERROR_CODES.dailyLimit) {
        toast.error(toastText.dailyLimitTitle, { description: toastText.dailyLimitText });
      } else if (error instanceof ApiError && error.code === PAYMENT_ERROR_CODES.providerUnavailable) {
        // 503: the provider could not open a checkout and the time was released; the server says to try later.
        toast.error(error.message);
      } else {
        toast.error(toastText.bookingFailedTitle, { description: toastText.bookingFailedText });
      }
    },
  });
}
