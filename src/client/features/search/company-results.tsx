import { SearchX, TriangleAlert } from 'lucide-react';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { Spinner } from '~/client/components/ui/spinner';
import { CompanyCard } from './company-card';
import { searchStrings as t } from './strings';
import type { CompanySearchResult } from '~/shared/schemas/company';
import type { UseQueryResult } from '@tanstack/react-query';

/**
 * The result list of a search (useCompanySearch's query, owned by the page, which also shows its city chips) with its
 * loading, empty and error (with retry) states. `filtered`: some chip is on (the empty state says to remove one).
 */
export function CompanyResults({
  search,
  filtered,
}: {
  search: UseQueryResult<CompanySearchResult>;
  filtered: boolean;
}) {
  const { isPending, isError, error, refetch, isFetching } = search;
  const data = search.data?.companies ?? [];

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
  return (
    <div aria-busy={isFetching}>
      {/* Announces the new count as results change under the search box. */}
      <p role="status" className="sr-only">
        {data.length ? t.resultCount(data.length) : t.empty}
      </p>
      {data.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 px-6 py-12 text-center">
          <SearchX className="size-8 text-stone-400" aria-hidden="true" />
          <h2 className="font-semibold text-stone-900">{t.empty}</h2>
          <p className="text-sm text-stone-600">{filtered ? t.emptyFiltered : t.emptyHint}</p>
        </Card>
      ) : (
        <ul
          className={isFetching ? 'space-y-3 opacity-60 transition-opacity' : 'space-y-3 transition-opacity'}
        >
          {data.map((company) => (
            <li key={company.id}>
              <CompanyCard company={company} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
