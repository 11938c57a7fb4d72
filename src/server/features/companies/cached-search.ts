import { todayInZone } from '../../../shared/dates';
import type {
  CompanySearchQuery,
  CompanySearchResult,
  SearchCity,
  SearchCompanyCard,
} from '../../../shared/schemas/company';
import type { Deps } from '../../context';
import { cachedFirstFrees } from '../availability/cached-availability';
import { listSearchCities, searchCompanies, type SearchRow } from './companies.queries';
import { SearchCache } from './search-cache';

/** What the search cache holds per query: the matching companies (no times) and the city chips. */
interface CachedSearch {
  rows: SearchRow[];
  cities: SearchCity[];
}

const caches = new WeakMap<Deps, SearchCache<CachedSearch>>();

function cacheFor(deps: Deps): SearchCache<CachedSearch> {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new SearchCache<CachedSearch>(deps.bus);
    caches.set(deps, cache);
  }
  return cache;
}

/** Results per search page (and what 'Ledigt i dag' collects at most). */
export const SEARCH_PAGE_SIZE = 100;
/** With 'Ledigt i dag', how many matching companies are looked at (in rank order) to fill a page. */
const LEDIGT_SCAN_LIMIT = 5_000;
/** First free times computed together (cachedFirstFrees reads what the cache lacks in one statement per kind). */
const FIRST_FREE_BATCH = 100;

/**
 * `GET /api/companies` (issue 19): searchCompanies' matches for `q`, `kategori` and `stad` (from the per-process
 * SearchCache, emptied by every published catalogue change), each with its first free time (cachedFirstFrees: the
 * slot engine through the availability cache, emptied by every change of that company, so never cached here),
 * and the city chips. With `ledigt: 'idag'` only companies whose first free time is today (Stockholm) at `now`,
 * at most SEARCH_PAGE_SIZE, found in rank order. First free times are computed only for the companies returned.
 */
export async function companySearch(
  deps: Deps,
  query: CompanySearchQuery,
  now: Date,
): Promise<CompanySearchResult> {
  const freeToday = query.ledigt === 'idag';
  const key = JSON.stringify([query.q, query.kategori ?? '', query.stad ?? '', freeToday]);
  const base = await cacheFor(deps).get(key, async () => {
    const [rows, cities] = await Promise.all([
      searchCompanies(deps.db, query, freeToday ? LEDIGT_SCAN_LIMIT : SEARCH_PAGE_SIZE),
      listSearchCities(deps.db),
    ]);
    return { rows, cities };
  });
  const today = todayInZone(now);
  const companies: SearchCompanyCard[] = [];
  for (let i = 0; i < base.rows.length && companies.length < SEARCH_PAGE_SIZE; i += FIRST_FREE_BATCH) {
    const batch = base.rows.slice(i, i + FIRST_FREE_BATCH);
    const times = await cachedFirstFrees(deps, batch, now);
    batch.forEach((row, j) => {
      const firstFree = times[j] ?? null;
      if (freeToday && firstFree?.date !== today) return;
      if (companies.length < SEARCH_PAGE_SIZE) companies.push({ ...row, firstFree });
    });
  }
  return { companies, cities: base.cities };
}
