import type { Deps } from '../../context';
import { searchCompanies } from './companies.queries';
import { SearchCache } from './search-cache';

const caches = new WeakMap<Deps, SearchCache<string>>();

function cacheFor(deps: Deps): SearchCache<string> {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new SearchCache<string>(deps.bus);
    caches.set(deps, cache);
  }
  return cache;
}

/**
 * `GET /api/companies?q=` as a JSON string `{ companies: CompanyCard[] }` (searchCompanies: active companies whose
 * name, location or an active service matches `q`, case and accents ignored, by name, at most 100). Served from
 * the per-process SearchCache, which every published catalogue change empties; `q` is the trimmed search text.
 */
export function cachedCompanySearch(deps: Deps, q: string): Promise<string> {
  return cacheFor(deps).get(q, async () => JSON.stringify({ companies: await searchCompanies(deps.db, q) }));
}
