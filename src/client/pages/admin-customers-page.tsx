import { Search, Users } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { Input } from '~/client/components/ui/input';
import { Spinner } from '~/client/components/ui/spinner';
import { CustomerList } from '~/client/features/admin-customers/customer-list';
import { CustomerStats } from '~/client/features/admin-customers/customer-stats';
import { adminCustomersStrings as t } from '~/client/features/admin-customers/strings';
import { useAdminCustomers } from '~/client/features/admin-customers/use-admin-customers';
import { useDebounced } from '~/client/lib/use-debounced';

/** `/admin/customers` (admin-side §2): stats, search and expandable customer cards; `?customerId=` focuses one. */
export function Component() {
  const id = useId();
  const [params] = useSearchParams();
  const focusId = params.get('customerId');
  const [query, setQuery] = useState('');
  const q = useDebounced(query.trim());
  const list = useAdminCustomers(q, focusId);
  useEffect(() => {
    if (list.isFetchNextPageError) toast.error(t.loadMoreError, { description: list.error?.message });
    else if (list.error) toast.error(t.loadError, { description: list.error.message });
  }, [list.error, list.isFetchNextPageError]);
  const pages = list.data?.pages;
  // A customer added while paging moves the rest down a place; show each once.
  const customers = pages && [...new Map(pages.flatMap((p) => p.customers).map((c) => [c.id, c])).values()];
  const first = pages?.[0];

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t.title}</h1>
        <p className="mt-1 text-stone-600">{t.intro}</p>
      </div>
      <CustomerStats stats={first?.stats} />
      <div className="space-y-1.5">
        <label htmlFor={`${id}-search`} className="block text-sm font-medium text-stone-800">
          {t.searchLabel}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-400"
            aria-hidden="true"
          />
          <Input
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t.searchPlaceholder}
            autoComplete="off"
            maxLength={100}
            className="pl-10"
          />
        </div>
        {first && q ? (
          <p className="text-sm text-stone-500" aria-live="polite">
            {t.resultCount(first.matching)}
          </p>
        ) : null}
      </div>
      {list.isPending ? (
        <Spinner label={t.loading} className="py-12" />
      ) : !customers ? (
        <Card className="space-y-3 p-5">
          <p className="text-stone-700">{t.loadError}</p>
          <Button variant="secondary" size="sm" onClick={() => list.refetch()}>
            {t.retry}
          </Button>
        </Card>
      ) : customers.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-8 text-center">
          <Users className="size-8 text-stone-400" aria-hidden="true" />
          <p className="font-medium text-stone-900">{q ? t.noMatch : t.empty}</p>
          {q ? null : <p className="text-sm text-stone-600">{t.emptyHint}</p>}
        </Card>
      ) : (
        <>
          <CustomerList customers={customers} focusId={focusId} />
          {list.hasNextPage ? (
            <div className="flex flex-col items-center gap-2">
              <p className="text-sm text-stone-500">{t.showing(customers.length, first?.matching ?? 0)}</p>
              <Button
                variant="secondary"
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
              >
                {list.isFetchingNextPage ? t.loadingMore : t.loadMore}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
