import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api, ApiError, unwrap } from '~/client/api-client';
import { Spinner } from '~/client/components/ui/spinner';
import { verifyStrings as t } from '~/client/features/booking-links/strings';
import { BOOKING_LINK_ERROR_CODES } from '~/shared/schemas/booking-links';

/** Error codes passed on as they are: the /booking-error page classifies them by keyword. */
const CLASSIFIED_CODES: string[] = [
  BOOKING_LINK_ERROR_CODES.tokenExpired,
  BOOKING_LINK_ERROR_CODES.tokenUsed,
  BOOKING_LINK_ERROR_CODES.bookingCancelled,
];

const errorPath = (message: string) => `/booking-error?message=${encodeURIComponent(message)}`;

/**
 * `/verify-booking?token=` (customer-side §2 'Verify booking', no layout): uses the e-mailed link once and goes to
 * /booking-confirmed?id= on success, to /booking-error?message= on failure or when the token is missing.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  // The link is single-use: StrictMode's second effect run must not spend it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    if (!token) {
      void navigate(errorPath(t.missingToken), { replace: true });
      return;
    }
    unwrap(api['booking-links'].verify.$post({ json: { token } }))
      .then(({ bookingId }) =>
        navigate(`/booking-confirmed?id=${encodeURIComponent(bookingId)}`, { replace: true }),
      )
      .catch((err: unknown) => {
        const message =
          err instanceof ApiError
            ? CLASSIFIED_CODES.includes(err.code)
              ? err.code
              : err.message
            : String(err);
        return navigate(errorPath(message), { replace: true });
      });
  }, [navigate, token]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-50 px-4">
      <h1 className="sr-only">{t.verifying}</h1>
      <Spinner label={t.verifying} className="text-lg text-stone-700" />
    </main>
  );
}
