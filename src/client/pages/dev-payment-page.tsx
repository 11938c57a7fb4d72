import { useParams } from 'react-router';
import { Wordmark } from '~/client/components/brand/wordmark';
import { DevCheckout } from '~/client/features/payments/dev-checkout';
import { p } from '~/client/features/payments/strings';
import { useDocumentTitle } from '~/client/features/layout/use-document-title';

/**
 * `/dev/payment/:paymentId` (docs/decisions/047, no layout): the dev payment provider's checkout, standing apart from
 * the app as a provider's page would.
 */
export function Component() {
  const { paymentId = '' } = useParams();
  useDocumentTitle(p.dev.documentTitle);
  return (
    <div className="min-h-dvh bg-stone-100">
      <header className="flex h-16 items-center justify-center px-4">
        <Wordmark className="text-lg" />
      </header>
      <main className="mx-auto w-full max-w-md px-4 pb-16">
        <DevCheckout key={paymentId} paymentId={paymentId} />
      </main>
    </div>
  );
}
