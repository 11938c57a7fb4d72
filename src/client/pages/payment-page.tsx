import { useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '~/client/features/layout/use-document-title';
import { PaymentReturnView } from '~/client/features/payments/payment-return-view';
import { p } from '~/client/features/payments/strings';

/**
 * `/payment/:bookingId[?avbruten=1]` (docs/decisions/047): where the payment provider sends the customer back, paid
 * or not; behind the user guard in the customer layout.
 */
export function Component() {
  const { bookingId = '' } = useParams();
  const [params] = useSearchParams();
  useDocumentTitle(p.documentTitle);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-6 sm:px-6 sm:py-10">
      <PaymentReturnView key={bookingId} bookingId={bookingId} aborted={params.get('avbruten') === '1'} />
    </div>
  );
}
