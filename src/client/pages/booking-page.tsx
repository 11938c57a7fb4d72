import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ApiError } from '~/client/api-client';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import { BookingFlow } from '~/client/features/booking/booking-flow';
import { t } from '~/client/features/booking/strings';
import { useCompany } from '~/client/features/booking/use-company';

/*
 * The widget's pages (/embed/:slug) take the flow from here, not from its own modules: importing those
 * directly would split them out of this chunk into shared ones, which costs the booking page's JavaScript budget.
 */
export { BookingFlow, t as bookingText, useCompany };

/**
 * Why a company's booking flow cannot be shown, for the booking page and the widget alike: `title` says what went
 * wrong (unknown company, the server's reason it is not open, or a failed load) and `retryable` whether asking
 * again may help (not for 404 and 403).
 */
export function companyLoadFailure(error: Error): { title: string; retryable: boolean } {
  const notFound = error instanceof ApiError && error.status === 404;
  const closed = error instanceof ApiError && error.status === 403;
  return {
    title: notFound ? t.companyNotFound : closed ? error.message : t.loadCompanyFailed,
    retryable: !notFound && !closed,
  };
}

/** `/booking/:slug`: the booking flow of one company, or why it cannot be booked. */
export function Component() {
  const slug = useParams().slug ?? '';
  const company = useCompany(slug);

  let body;
  if (company.isPending) {
    body = <Spinner label={t.loadingServices} className="py-20" />;
  } else if (company.isError) {
    const failure = companyLoadFailure(company.error);
    body = (
      <Card role="alert" className="flex flex-col items-center gap-4 px-6 py-12 text-center">
        <SearchX className="size-10 text-stone-400" aria-hidden="true" />
        <h1 className="text-xl font-semibold text-stone-900">{failure.title}</h1>
        <div className="flex flex-wrap justify-center gap-3">
          {!failure.retryable ? null : (
            <Button variant="secondary" onClick={() => void company.refetch()}>
              {t.tryAgain}
            </Button>
          )}
          <Button asChild>
            <Link to="/search">
              <ArrowLeft aria-hidden="true" />
              {t.backToSearch}
            </Link>
          </Button>
        </div>
      </Card>
    );
  } else {
    // Keyed by company so moving between booking pages starts a fresh flow.
    body = (
      <BookingFlow
        key={company.data.company.id}
        company={company.data.company}
        services={company.data.services}
      />
    );
  }

  return <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-8">{body}</div>;
}
