import { useEffect, useRef, useState } from 'react';
import { CompanyResults } from '~/client/features/search/company-results';
import { FilterChips } from '~/client/features/search/filter-chips';
import { SearchBox } from '~/client/features/search/search-box';
import {
  readSearchParams,
  withFilter,
  withoutFilters,
  withQuery,
} from '~/client/features/search/search-params';
import { SortSelect } from '~/client/features/search/sort-select';
import { searchStrings as t } from '~/client/features/search/strings';
import { useCompanySearch } from '~/client/features/search/use-company-search';
import { useDebounced } from '~/client/lib/use-debounced';
import { useSearchParamsNow } from '~/client/lib/use-search-params-now';

/**
 * 'Sök företag' (customer-side §2): a debounced search box whose text lives in `?q=`, filter chips for
 * 'Ledigt i dag', category and city (`?ledigt=idag&kategori=frisor&stad=goteborg`, each a history entry so back and
 * forward step through them), 'Sortera' ('Bäst match', or 'Högst betyg' as `?ordning=betyg`, also a history entry),
 * and the result cards with their first free times, 20 at a time ('Visa fler', decision
 * 021; the pages loaded are not in the address: a reload shows the first). An empty result links the
 * 'Menade du …?' term and offers 'Rensa filter' (text, category, city and 'Ledigt i dag' cleared; the order kept).
 */
export function Component() {
  const [params, setParams] = useSearchParamsNow();
  const filters = readSearchParams(params);
  const urlQuery = filters.q;
  const search = useCompanySearch(filters);
  const [text, setText] = useState(urlQuery);
  const debounced = useDebounced(text.trim(), 250);
  const pushed = useRef(debounced);

  // The URL can change under us (the 'Boka' tab links to a bare /search): adopt it into the box. Our own
  // pushes always equal `debounced`, so they never clobber text typed since.
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlQuery);
  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    if (urlQuery !== debounced) setText(urlQuery);
  }

  // Mirror the settled text into the URL so a reload keeps it; only when the text settled on something new,
  // so a stale debounced value never overwrites a URL change. `replace`: typing should not fill the history.
  useEffect(() => {
    if (pushed.current === debounced) return;
    pushed.current = debounced;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (debounced) next.set('q', debounced);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [debounced, setParams]);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t.title}</h1>
      <p className="mt-1 text-stone-600">{t.intro}</p>
      <div className="mt-6">
        <SearchBox value={text} onChange={setText} />
      </div>
      <div className="mt-4">
        <FilterChips
          filters={filters}
          cities={search.data?.pages[0]?.cities ?? []}
          onChange={(name, value) => setParams((prev) => withFilter(prev, name, value))}
        />
      </div>
      <div className="mt-3">
        <SortSelect
          value={filters.ordning}
          onChange={(value) => setParams((prev) => withFilter(prev, 'ordning', value))}
        />
      </div>
      <div className="mt-5">
        <CompanyResults
          search={search}
          filtered={Boolean(filters.kategori || filters.stad || filters.ledigt)}
          suggestionSearch={(term) => `?${withQuery(params, term).toString()}`}
          onClear={
            filters.q || filters.kategori || filters.stad || filters.ledigt
              ? () => setParams((prev) => withoutFilters(prev))
              : undefined
          }
        />
      </div>
    </div>
  );
}
