import { LoaderCircle, SearchX, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import { CompanyCard } from './company-card';
import { searchStrings as t } from './strings';
import type { CompanySearchResult, SearchCompanyCard } from '~/shared/schemas/company';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';

/** How many cards a phone or laptop shows before scrolling: their logos load at once, the rest lazily. */
const ABOVE_FOLD_CARDS = 3;

/**
 * The pages loaded so far as one list, each company once: a page fetched later may repeat one from an earlier page
 * when the list changed in between (with 'Ledigt i dag' the free-today list moves with bookings and the clock).
 */
function companiesOf(data: InfiniteData<CompanySearchResult> | undefined): SearchCompanyCard[] {
  const seen = new Set<string>();
  return (data?.pages ?? [])
    .flatMap((page) => page.companies)
    .filter((company) => !seen.has(company.id) && Boolean(seen.add(company.id)));
}

/**
 * The result list of a search (useCompanySearch's paged query, owned by the page, which also shows its city chips)
 * with its loading, empty and error (with retry) states, and under the cards what is shown ('Visar 20 av 143
 * företag') and 'Visa fler' while a next page exists (decision 021). After more are loaded, focus moves to the first
 * new card's link, so keyboard and screen-reader users continue at the new results. `filtered`: some chip is on
 * (the empty state says to remove one). an empty result offers the server's 'Menade du …?' term as a
 * link (`suggestionSearch` gives its query string, on the same page path) and, when `onClear` is given (a text or filter is set), 'Rensa filter'.
 */
export function CompanyResults({
  search,
  filtered,
  suggestionSearch,
  onClear,
}: {
  search: UseInfiniteQueryResult<InfiniteData<CompanySearchResult>>;
  filtered: boolean;
  suggestionSearch: (term: string) => string;
  onClear?: () => void;
}) {
  const { isPending, isError, error, refetch, isFetching, isFetchingNextPage } = search;
  const companies = companiesOf(search.data);
  const lastPage = search.data?.pages.at(-1);
  const listRef = useRef<HTMLUListElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  // Where focus goes once 'Visa fler' has answered: the index of the first new card (moved there as soon as that card
  // is rendered), or back to the button after a failed load. Set from the fetch's own promise, not from the query's
  // intermediate states, which a refetch running at the same time can interleave.
  const [focusAfterLoad, setFocusAfterLoad] = useState<number | 'button' | null>(null);

  useEffect(() => {
    if (focusAfterLoad === 'button') {
      setFocusAfterLoad(null);
      // The button was disabled while loading, which dropped its focus: give it back.
      if (!document.activeElement || document.activeElement === document.body) moreRef.current?.focus();
    } else if (focusAfterLoad !== null && companies.length > focusAfterLoad) {
      setFocusAfterLoad(null);
      listRef.current?.children[focusAfterLoad]?.querySelector<HTMLElement>('a[href]')?.focus();
    }
  }, [focusAfterLoad, companies.length]);

  if (isPending && !search.data) return <Spinner label={t.loading} className="py-16" />;
  if (isError && !search.data) {
    return (
      <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
        <TriangleAlert className="size-8 text-amber-600" aria-hidden="true" />
        <h2 className="font-semibold text-stone-900">{t.errorTitle}</h2>
        <p className="text-sm text-stone-600">{error?.message}</p>
        <Button variant="secondary" onClick={() => refetch()} disabled={isFetching}>
          {t.retry}
        </Button>
      </Card>
    );
  }
  const hasMore = search.hasNextPage && !search.isPlaceholderData;
  const loadMore = () => {
    const firstNew = companies.length;
    void search.fetchNextPage().then((result) => setFocusAfterLoad(result.isError ? 'button' : firstNew));
  };
  return (
    <div aria-busy={isFetching}>
      {companies.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 px-6 py-12 text-center">
          <SearchX className="size-8 text-stone-400" aria-hidden="true" />
          <h2 className="font-semibold text-stone-900">{t.empty}</h2>
          <p className="text-sm text-stone-600">{filtered ? t.emptyFiltered : t.emptyHint}</p>
          {lastPage?.suggestion ? (
            <p className="text-sm text-stone-800" data-testid="did-you-mean">
              {t.didYouMean}{' '}
              <Link
                to={{ search: suggestionSearch(lastPage.suggestion) }}
                className="rounded-sm font-semibold text-accent-800 underline underline-offset-2 hover:text-accent-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
              >
                {lastPage.suggestion}
              </Link>
              ?
            </p>
          ) : null}
          {onClear ? (
            <Button variant="secondary" className="mt-2" onClick={onClear}>
              {t.clearFilters}
            </Button>
          ) : null}
        </Card>
      ) : (
        <ul
          ref={listRef}
          className={
            isFetching && !isFetchingNextPage
              ? 'space-y-3 opacity-60 transition-opacity'
              : 'space-y-3 transition-opacity'
          }
        >
          {companies.map((company, i) => (
            <li key={company.id}>
              <CompanyCard company={company} aboveFold={i < ABOVE_FOLD_CARDS} first={i === 0} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-col items-center gap-3">
        {/* Says what is shown, and announces it as results change under the search box. */}
        <p
          role="status"
          className={companies.length ? 'text-sm text-stone-600' : 'sr-only'}
          data-testid="result-count"
        >
          {!companies.length
            ? t.empty
            : search.hasNextPage
              ? t.showing(companies.length, lastPage?.total ?? null)
              : t.resultCount(companies.length)}
        </p>
        {search.isFetchNextPageError ? (
          <p role="alert" className="flex items-start gap-2 text-sm text-stone-700">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
            <span>
              {t.loadMoreError}. {error?.message}
            </span>
          </p>
        ) : null}
        {hasMore ? (
          <Button ref={moreRef} variant="secondary" onClick={loadMore} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {isFetchingNextPage ? t.loadingMore : t.loadMore}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
