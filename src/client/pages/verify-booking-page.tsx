import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api, ApiError, unwrap } from '~/client/api-client';
import { Spinner } from '~/client/components/ui/spinner';
import { verifyStrings as t } from '~/client/features/booking-links/strings';

const errorPath = (message: string) => `/booking-error?message=${encodeURIComponent(message)}`;

/**
 * `/verify-booking?token=` (customer-side §2 'Verify booking', no layout): uses the e-mailed link once and goes to
 * /booking-confirmed?id= on success, handing it the booking's service, time, company and address in the history
 * state, to /booking-error?message=<error code> on failure, or with the spec's
 * 'Missing verification token' when the link has no token.
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
      .then(({ bookingId, booking }) =>
        navigate(`/booking-confirmed?id=${encodeURIComponent(bookingId)}`, {
          replace: true,
          state: { booking },
        }),
      )
      // The server's stable code: the /booking-error page explains it in Swedish (and classifies it by keyword).
      .catch((err: unknown) =>
        navigate(errorPath(err instanceof ApiError ? err.code : 'unknown'), { replace: true }),
      );
  }, [navigate, token]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-50 px-4">
      <h1 className="sr-only">{t.verifying}</h1>
      <Spinner label={t.verifying} className="text-lg text-stone-700" />
    </main>
  );
}
