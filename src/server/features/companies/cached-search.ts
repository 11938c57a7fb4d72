import { todayInZone } from '../../../shared/dates';
import {
  SEARCH_PAGE_SIZE,
  type CompanySearchQuery,
  type CompanySearchResult,
  type FirstFreeTime,
  type SearchCity,
  type SearchCompanyCard,
} from '../../../shared/schemas/company';
import type { Deps } from '../../context';
import { cachedFirstFrees } from '../availability';
import { describeImages } from '../../images';
import { leadingPhotos } from '../company-photos';
import {
  listSearchCities,
  searchCompanies,
  suggestSearchTerm,
  type SearchRow,
  type SearchSlice,
} from './companies.queries';
import { SearchCache } from './search-cache';

/**
 * What the search caches hold (decision 021), never first free times (they move with bookings and the clock):
 * - `pages`: per (q, kategori, stad, ordning, sida) one page of matches and the number of all matches;
 * - `scans`: per (q, kategori, stad, ordning) the matches in that order, at most LEDIGT_SCAN_LIMIT, which
 *   'Ledigt i dag' walks for every one of its pages (fewer entries: each may hold thousands of rows);
 * - `cities`: per (q, kategori) the city chips with the counts of those matches;
 * - `suggestions`: per q the 'Menade du …?' term, asked only when q found nothing.
 * All empty on every published catalogue change.
 */
interface SearchCaches {
  pages: SearchCache<SearchSlice>;
  scans: SearchCache<SearchRow[]>;
  cities: SearchCache<SearchCity[]>;
  suggestions: SearchCache<string | null>;
}

const caches = new WeakMap<Deps, SearchCaches>();

function cachesFor(deps: Deps): SearchCaches {
  let found = caches.get(deps);
  if (!found) {
    found = {
      pages: new SearchCache<SearchSlice>(deps.bus),
      scans: new SearchCache<SearchRow[]>(deps.bus, undefined, 50),
      cities: new SearchCache<SearchCity[]>(deps.bus, undefined, 200),
      suggestions: new SearchCache<string | null>(deps.bus, undefined, 200),
    };
    caches.set(deps, found);
  }
  return found;
}

/** What cachedFirstFrees needs of a hit: the company and, when the text matches one, its service. */
function firstFreeTarget(row: SearchRow) {
  return { id: row.id, slug: row.slug, serviceId: row.serviceHint };
}

/** A hit and its first free time as the card the client gets (without the internal service hint). */
function toCard(
  { serviceHint: _hint, ...row }: SearchRow,
  firstFree: FirstFreeTime | null,
): SearchCompanyCard {
  return { ...row, avatar: null, cover: null, firstFree };
}

/**
 * The cards with their logos' variants (`avatar`, docs/decisions/039) for `srcset` and their cover photos (`cover`,
 * docs/decisions/040): two statements per page (the covers, then every image's variants), not cached with the rows
 * (a logo or photo change is no catalogue change the search caches hear of).
 */
async function withAvatars(deps: Deps, cards: SearchCompanyCard[]): Promise<SearchCompanyCard[]> {
  const covers = await leadingPhotos(
    deps.db,
    cards.map((c) => c.id),
  );
  const described = await describeImages(deps.images, [
    ...cards.map((c) => c.avatarUrl),
    ...[...covers.values()].map((p) => p.imageUrl),
  ]);
  return cards.map((c) => {
    const photo = covers.get(c.id);
    const coverImage = photo && described.get(photo.imageUrl);
    return {
      ...c,
      avatar: (c.avatarUrl && described.get(c.avatarUrl)) || null,
      cover: coverImage ? { image: coverImage, alt: photo.alt } : null,
    };
  });
}

/** With 'Ledigt i dag', how many matching companies are looked at (in the search's order) to fill a page. */
const LEDIGT_SCAN_LIMIT = 5_000;
/** At most this many first free times computed together (cachedFirstFrees: one statement per kind it lacks). */
const FIRST_FREE_BATCH = 100;

/**
 * `GET /api/companies` (decision 021): page `sida` (SEARCH_PAGE_SIZE companies) of searchCompanies'
 * matches for `q`, `kategori` and `stad` in the order `ordning` (rank, or best rated first), each with its first
 * free time (cachedFirstFrees: the slot engine through the availability cache, emptied by every change of that
 * company, so never cached here), the city chips, `total` and `nextPage` (null on the last page). With `ledigt:
 * 'idag'` the pages are pages of the companies whose first free time is today (Stockholm) at `now`, found by
 * walking the matches in the same order (at most LEDIGT_SCAN_LIMIT) from the top; the earlier pages' companies
 * are then answered by the availability cache, and `total` is null. First free times are computed only for the
 * companies returned (and, with 'Ledigt i dag', those walked past).
 */
export async function companySearch(
  deps: Deps,
  query: CompanySearchQuery,
  now: Date,
): Promise<CompanySearchResult> {
  const { q, kategori, stad, ordning, sida: page } = query;
  const filters = { q, kategori, stad, ordning };
  const { pages, scans, cities: cityCache, suggestions } = cachesFor(deps);
  const loadCities = () =>
    cityCache.get(JSON.stringify([q, kategori ?? '']), () => listSearchCities(deps.db, { q, kategori }));
  // a 'Menade du …?' term when a text found nothing at all.
  const suggest = async (found: number) =>
    found === 0 && q && page === 1 ? suggestions.get(q, () => suggestSearchTerm(deps.db, q)) : null;

  if (query.ledigt !== 'idag') {
    const key = JSON.stringify([q, kategori ?? '', stad ?? '', ordning, page]);
    const [slice, cities] = await Promise.all([
      pages.get(key, () =>
        searchCompanies(deps.db, filters, { limit: SEARCH_PAGE_SIZE, offset: (page - 1) * SEARCH_PAGE_SIZE }),
      ),
      loadCities(),
    ]);
    const [times, suggestion, withLogos] = await Promise.all([
      cachedFirstFrees(deps, slice.rows.map(firstFreeTarget), now),
      suggest(slice.total),
      withAvatars(
        deps,
        slice.rows.map((row) => toCard(row, null)),
      ),
    ]);
    return {
      companies: withLogos.map((card, i) => ({ ...card, firstFree: times[i] ?? null })),
      cities,
      nextPage: page * SEARCH_PAGE_SIZE < slice.total ? page + 1 : null,
      total: slice.total,
      suggestion,
    };
  }

  const key = JSON.stringify([q, kategori ?? '', stad ?? '', ordning]);
  const [ranked, cities] = await Promise.all([
    scans.get(key, async () => {
      const { rows } = await searchCompanies(deps.db, filters, { limit: LEDIGT_SCAN_LIMIT, offset: 0 });
      return rows;
    }),
    loadCities(),
  ]);
  const today = todayInZone(now);
  // Free-today companies on the pages before this one are counted, this page's kept, and one more is looked for:
  // it tells whether there is a next page.
  const skip = (page - 1) * SEARCH_PAGE_SIZE;
  const wanted = skip + SEARCH_PAGE_SIZE + 1;
  let freeCount = 0;
  const companies: SearchCompanyCard[] = [];
  for (let i = 0; i < ranked.length && freeCount < wanted;) {
    const batch = ranked.slice(
      i,
      i + Math.min(FIRST_FREE_BATCH, Math.max(SEARCH_PAGE_SIZE, wanted - freeCount)),
    );
    i += batch.length;
    const times = await cachedFirstFrees(deps, batch.map(firstFreeTarget), now);
    batch.forEach((row, j) => {
      const firstFree = times[j];
      if (firstFree?.date !== today || freeCount >= wanted) return;
      freeCount += 1;
      if (freeCount > skip && companies.length < SEARCH_PAGE_SIZE) companies.push(toCard(row, firstFree));
    });
  }
  return {
    companies: await withAvatars(deps, companies),
    cities,
    nextPage: freeCount > skip + SEARCH_PAGE_SIZE ? page + 1 : null,
    total: null,
    suggestion: await suggest(ranked.length),
  };
}
