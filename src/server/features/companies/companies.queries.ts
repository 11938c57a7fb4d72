import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CATEGORIES, type CategorySlug } from '../../../shared/categories';
import type {
  CompanyCard,
  PublicCompany,
  PublicService,
  SearchCity,
  SearchCompanyCard,
  SearchOrder,
} from '../../../shared/schemas/company';
import type { PublicStaff } from '../../../shared/schemas/staff';
import { describeImages, type ImageStore } from '../../images';
import type { Database } from '../../db/client';
import { companies, services, staff } from '../../db/schema';
import { ON_SITE } from '../../../shared/schemas/payments';
import { acceptsPayments, type PaymentProvider } from '../../payments/provider';
import type { WeeklySchedule } from '../../../shared/schedule';
import type { ReviewPage } from '../../../shared/schemas/reviews';
import {
  companyRatingOf,
  companyRatingsTable,
  joinedRatingOf,
  joinedRatingOrder,
  toCompanyRating,
} from '../reviews';

/** A selected row with its rating pair → the card's `rating: { average, count }`. */
function withRating<T extends { rating: [number | null, number] }>({
  rating,
  ...row
}: T): Omit<T, 'rating'> & { rating: CompanyCard['rating'] } {
  return { ...row, rating: toCompanyRating(rating) };
}

/** A company's category labels as one text ('Frisör Barberare'), for matching words against categories. */
const categoryLabels = sql.raw(
  `coalesce((select string_agg(l.label, ' ') from (values ${CATEGORIES.map(
    (c) => `('${c.slug}', '${c.label}')`,
  ).join(', ')}) as l(slug, label) where l.slug = any("companies"."categories")), '')`,
);

/**
 * The folded text one search word may match: name, address (street, city), district,
 * category labels and the names of the active services, lower-case and accent-free (tidvis_fold).
 */
const searchDocument = sql`tidvis_fold("companies"."name" || ' ' || coalesce("companies"."location", '') || ' ' || coalesce("companies"."district", '') || ' ' || ${categoryLabels} || ' ' || coalesce((
  select string_agg(s.name, ' ') from services s where s.company_id = "companies"."id" and s.active
), ''))`;

/** the lowest price of the company's active services priced above 0 (kr), null when none is. */
const priceFromOf = sql<number | null>`(
  select min(s.price)::int from services s where s.company_id = "companies"."id" and s.active and s.price > 0
)`;

/** The company's city (ort) as written ('Stockholm'), null if none: its own field since migration 0021. */
const cityOf = sql`nullif(btrim("companies"."city"), '')`;
/** The city's slug as the address writes it (`?stad=goteborg`): folded, runs of other characters one hyphen. */
const citySlugOf = sql`btrim(regexp_replace(tidvis_fold(${cityOf}), '[^a-z0-9]+', '-', 'g'), '-')`;

/** At most this many words of `q` take part in matching (the rest are ignored). */
export const MAX_SEARCH_WORDS = 8;

/** The words of a search text: split on white space and commas, empty ones dropped, at most MAX_SEARCH_WORDS. */
export function searchWords(q: string): string[] {
  return q
    .split(/[\s,]+/u)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
}

/**
 * Common shorthand and spellings of places, folded: each stands for the place as well as for itself.
 */
const SHORTHAND: Record<string, string> = {
  sthlm: 'stockholm',
  sthml: 'stockholm',
  gbg: 'goteborg',
  gbgs: 'goteborg',
  gtbg: 'goteborg',
  gothenburg: 'goteborg',
  mlm: 'malmo',
};

/** Lower-case, accent-free form of a word for the shorthand table (SQL folds with tidvis_fold). */
function foldWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A query word and what it stands for: the word itself and, for known shorthand, the place it names. */
export function wordAlternatives(word: string): string[] {
  const long = SHORTHAND[foldWord(word)];
  return long ? [word, long] : [word];
}

/**
 * A search hit before its first free time is added: the card's columns and categories, plus `serviceHint`: the id
 * of the active service whose name best matches `q`, null without `q` or when no service name matches.
 */
export type SearchRow = Omit<SearchCompanyCard, 'firstFree' | 'avatar' | 'cover'> & {
  serviceHint: string | null;
};

/** A slice of the ranked matches and how many companies match in all. */
export interface SearchSlice {
  rows: SearchRow[];
  total: number;
}

/** What narrows a search: its text, category and city (decision 021's filters). */
interface SearchFilters {
  q: string;
  kategori?: CategorySlug;
  stad?: string;
}

/** The words of the active catalogue, folded: names, addresses, districts, active service names, category labels. */
const catalogueWords = sql.raw(`(
  select distinct w from (
    select regexp_split_to_table(tidvis_fold(c.name || ' ' || coalesce(c.location, '') || ' ' || coalesce(c.district, '')), '[^a-z0-9]+')
      from companies c where c.status = 'active'
    union all select regexp_split_to_table(tidvis_fold(s.name), '[^a-z0-9]+')
      from services s join companies c on c.id = s.company_id where s.active and c.status = 'active'
    union all select regexp_split_to_table(l, ' ') from (values ${CATEGORIES.map((c) => `('${foldWord(c.label)}')`).join(', ')}) as l(l)
  ) words(w) where w <> ''
)`);

/**
 * How one word of a query (or its shorthand) is matched: `known` when the catalogue holds it as written (inside
 * one of its words), then only where it occurs ('klippning' does not also find 'koppning'); otherwise read as a
 * typo of `targets`, the catalogue words it scores above 0 against (tidvis_word_score), with their scores.
 */
interface WordPlan {
  known: boolean;
  /** The catalogue words (folded) and the word's score against each (tidvis_word_score, above 0). */
  targets: { word: string; score: number }[];
}

/** A query's words with their alternatives (wordAlternatives), each with its plan. */
type QueryPlan = { alternatives: { text: string; plan: WordPlan }[] }[];

/**
 * Plans the words of a query in one statement over the distinct words of the active catalogue, so
 * the trigram comparisons run once per catalogue word rather than once per company: which are known and, for the
 * others, which catalogue words they may be typos of. Words with other characters than letters and digits are
 * taken as known (matched as written).
 */
async function planWords(db: Database, words: string[]): Promise<QueryPlan> {
  const alternatives = words.map(wordAlternatives);
  const all = [...new Set(alternatives.flat())];
  if (!all.length) return [];
  const { rows } = (await db.execute(sql`
    with vocab(w) as materialized ${catalogueWords}
    select q.word,
      tidvis_fold(q.word) ~ '[^a-z0-9]' or exists (select 1 from vocab where strpos(vocab.w, tidvis_fold(q.word)) > 0) as known,
      coalesce((select json_agg(json_build_array(t.w, t.score)) from (
        select vocab.w, tidvis_word_score(tidvis_fold(q.word), vocab.w) as score from vocab
        where word_similarity(tidvis_fold(q.word), vocab.w) >= 0.4
      ) t where t.score > 0), '[]'::json) as targets
    from unnest(array[${sql.join(
      all.map((w) => sql`${w}`),
      sql`, `,
    )}]::text[]) as q(word)`)) as unknown as {
    rows: { word: string; known: boolean; targets: [string, number][] | string }[];
  };
  const byWord = new Map(
    rows.map((r) => [
      r.word,
      {
        known: r.known,
        // Both drivers parse json; a driver that does not gives the text.
        targets: (typeof r.targets === 'string'
          ? (JSON.parse(r.targets) as [string, number][])
          : r.targets
        ).map(([word, score]) => ({ word, score })),
      },
    ]),
  );
  return alternatives.map((alts) => ({
    alternatives: alts.map((text) => ({ text, plan: byWord.get(text) ?? { known: true, targets: [] } })),
  }));
}

/**
 * The score of one planned query word against a folded document: 1 when contained; for an unknown word, the best
 * trigram score (tidvis_word_score, migration 0018: at least 0.4 to a whole word, 0.5 to the end of a compound) of
 * its typo targets that the document holds; 0 when it does not match. The best over the word's alternatives.
 */
function wordScore(word: QueryPlan[number], doc: SQL): SQL {
  const scores = word.alternatives.map(({ text, plan }) => {
    if (plan.known) return sql`(strpos(${doc}, tidvis_fold(${text})) > 0)::int::real`;
    if (!plan.targets.length) return sql`0::real`;
    // The best score of the targets the document holds; each a plain strpos per company.
    return sql`coalesce(greatest(${sql.join(
      plan.targets.map(
        ({ word, score }) => sql`case when strpos(${doc}, ${word}) > 0 then ${score}::real end`,
      ),
      sql`, `,
    )}), 0)::real`;
  });
  return scores.length === 1 ? scores[0]! : sql`greatest(${sql.join(scores, sql`, `)})`;
}

/**
 * The active companies of the filters' category and city, as the subquery "scored" with the card's columns, the
 * city and its slug and `scores`, one per word of `q` (0 when the word does not match): every word of `q`
 * must score above 0 against the search document (tidvis_word_score: contained, or a typo of a whole word or of the
 * end of a compound, by pg_trgm similarity at least 0.4; shorthand such as 'sthlm' stands for its place). The
 * document is built once per candidate in an inner subquery, the word scores once per candidate in the next.
 */
function matchingCompanies(db: Database, filters: SearchFilters, words: QueryPlan) {
  const conditions = [eq(companies.status, 'active')];
  if (filters.kategori) conditions.push(sql`${filters.kategori} = any(${companies.categories})`);
  if (filters.stad) conditions.push(sql`${citySlugOf} = ${filters.stad}`);
  const candidates = db
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.slug,
      location: companies.location,
      avatarUrl: companies.avatarUrl,
      categories: sql<CategorySlug[]>`${companies.categories}`.as('categories'),
      citySlug: sql<string>`${citySlugOf}`.as('city_slug'),
      city: sql<string | null>`${cityOf}`.as('city'),
      doc: sql<string>`${searchDocument}`.as('doc'),
    })
    .from(companies)
    .where(and(...conditions))
    // OFFSET 0 keeps PostgreSQL from folding the subquery into the outer one, which would rebuild the document for
    // every reference to it.
    .offset(0)
    .as('candidates');
  const doc = sql`${candidates.doc}`;
  const scores = words.length
    ? sql<number[]>`array[${sql.join(
        words.map((w) => wordScore(w, doc)),
        sql`, `,
      )}]::real[]`
    : sql<number[]>`array[]::real[]`;
  return db
    .select({
      id: candidates.id,
      name: candidates.name,
      slug: candidates.slug,
      location: candidates.location,
      avatarUrl: candidates.avatarUrl,
      categories: candidates.categories,
      citySlug: candidates.citySlug,
      city: candidates.city,
      scores: scores.as('scores'),
    })
    .from(candidates)
    .offset(0)
    .as('scored');
}

/**
 * Active companies for `GET /api/companies`, `limit` of them from `offset` in rank
 * order, with the number of all matches:
 * - every word of `q` must match the search document (name, address, district, category labels, active service
 *   names; matchingCompanies): contained, or a typo of one or two letters by pg_trgm similarity, accent-free,
 *   with shorthand for places ('klipning stockholm', 'sthlm', 'gbg', 'frisr' find what they should; 'frisr' does
 *   not find 'Friskvård');
 * - `kategori`: only companies with that category; `stad`: only those whose city (ort) has that slug.
 * Ordered by how many words the document contains (exact matches first), then the words' summed scores, then how
 * well the whole text matches the name (pg_trgm word_similarity), then by name; by name when `q` is empty; then
 * by id, so the order is total and pages (decision 021) never overlap or skip. With `ordning: 'betyg'` the
 * rating comes first: the shown reviews' average (the figure on the cards) descending, companies without shown
 * reviews last, then their count descending, then the order above. Its ratings come from one grouped pass over
 * the shown reviews joined to the matches (companyRatingsTable), in the same statement; by default only the
 * returned rows' ratings are read (companyRatingOf). Each row carries `priceFrom` and `serviceHint` (SearchRow).
 * `total` comes from a window count in the same statement; an offset past the end asks once more for it.
 */
export async function searchCompanies(
  db: Database,
  query: SearchFilters & { ordning?: SearchOrder },
  { limit, offset }: { limit: number; offset: number },
): Promise<SearchSlice> {
  const words = await planWords(db, searchWords(query.q));
  const scored = matchingCompanies(db, query, words);
  // Counted over every match before LIMIT and OFFSET apply.
  const total = sql<number>`(count(*) over ())::int`.as('total');
  const byRating = query.ordning === 'betyg';
  // With 'betyg': every company's rating, joined as "ratings" (left join: no shown review, no row).
  const ratings = companyRatingsTable('ratings');
  const ratingOrder = byRating ? joinedRatingOrder('ratings') : [];
  const base = db
    .select({
      id: scored.id,
      name: scored.name,
      slug: scored.slug,
      location: scored.location,
      avatarUrl: scored.avatarUrl,
      categories: scored.categories,
      // the shown reviews' average and count. By default only for the rows returned; with 'betyg'
      // the joined figures the rows are ordered by.
      rating: byRating ? joinedRatingOf('ratings') : companyRatingOf(sql.raw('"scored"."id"')),
      total,
    })
    .from(scored);
  const joined = byRating ? base.leftJoin(ratings, sql`"ratings"."company_id" = ${scored.id}`) : base;
  const order = words.length
    ? [
        sql`(select count(*) from unnest(${scored.scores}) x where x >= 1) desc`,
        sql`(select sum(x) from unnest(${scored.scores}) x) desc`,
        sql`word_similarity(tidvis_fold(${query.q}), tidvis_fold(${scored.name})) desc`,
      ]
    : [];
  const found = await joined
    .where(words.length ? sql`0 < all(${scored.scores})` : undefined)
    .orderBy(...ratingOrder, ...order, asc(scored.name), asc(scored.id))
    .limit(limit)
    .offset(offset);
  const rows = found.map(withRating);
  if (!rows.length) {
    return {
      rows: [],
      total: offset > 0 ? (await searchCompanies(db, query, { limit: 1, offset: 0 })).total : 0,
    };
  }
  const extras = await pricesAndHints(
    db,
    rows.map((r) => r.id),
    query.q,
    words,
  );
  return {
    rows: rows.map(({ total: _total, ...row }) => ({
      ...row,
      priceFrom: extras.get(row.id)?.priceFrom ?? null,
      serviceHint: extras.get(row.id)?.serviceHint ?? null,
    })),
    total: rows[0]!.total,
  };
}

/**
 * For the companies found, in one statement: `priceFrom`, the lowest price of the active services
 * priced above 0 (null when none is), and `serviceHint`, the active service whose name matches the most words of
 * `q` (wordScore, as the search itself), then best matches the whole text, then comes first in display order
 * (null without words or when no service name matches).
 */
async function pricesAndHints(
  db: Database,
  ids: string[],
  q: string,
  words: QueryPlan,
): Promise<Map<string, { priceFrom: number | null; serviceHint: string | null }>> {
  const name = sql`tidvis_fold(s.name)`;
  const serviceHint = words.length
    ? sql<string | null>`(
      select s.id::text from services s
      where s.company_id = "companies"."id" and s.active
        and (${sql.join(
          words.map((w) => sql`${wordScore(w, name)} > 0`),
          sql` or `,
        )})
      order by (${sql.join(
        words.map((w) => wordScore(w, name)),
        sql` + `,
      )}) desc, word_similarity(tidvis_fold(${q}), ${name}) desc, s.display_order, s.name
      limit 1
    )`
    : sql<string | null>`null::text`;
  const rows = await db
    .select({ id: companies.id, priceFrom: priceFromOf, serviceHint })
    .from(companies)
    .where(inArray(companies.id, ids));
  return new Map(
    rows.map((r) => [
      r.id,
      { priceFrom: r.priceFrom == null ? null : Number(r.priceFrom), serviceHint: r.serviceHint },
    ]),
  );
}

/**
 * The cities of active companies for the search page's chips (counts reflect the other chosen
 * filters): name as the address writes it (the most common spelling of that slug), slug and how many companies
 * there match `q` and `kategori` (0 when none does: the chip stays, so a chosen city can still be seen and left);
 * by count, then name. Companies without a city are left out.
 */
export async function listSearchCities(
  db: Database,
  filters: { q: string; kategori?: CategorySlug } = { q: '' },
): Promise<SearchCity[]> {
  const words = await planWords(db, searchWords(filters.q));
  const scored = matchingCompanies(db, { q: filters.q }, words);
  const matches = [
    filters.kategori ? sql`${filters.kategori} = any(${scored.categories})` : undefined,
    words.length ? sql`0 < all(${scored.scores})` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const rows = await db
    .select({
      slug: scored.citySlug,
      name: sql<string>`mode() within group (order by ${scored.city})`,
      count: matches.length
        ? sql<number>`(count(*) filter (where ${and(...matches)}))::int`
        : sql<number>`count(*)::int`,
    })
    .from(scored)
    .where(sql`${scored.city} is not null`)
    .groupBy(scored.citySlug);
  return rows.filter((r) => r.slug).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'sv'));
}

/** Below this trigram similarity no term is offered as 'Menade du …?'. */
const SUGGESTION_THRESHOLD = 0.3;

/**
 * the known term closest to `q` by pg_trgm similarity of the folded texts (at least
 * SUGGESTION_THRESHOLD), as written: the active companies' active service names, category labels, cities,
 * districts and names; ties by the shorter term, then alphabetically. Null when none is close enough or `q` is
 * empty. One statement over the active catalogue.
 */
export async function suggestSearchTerm(db: Database, q: string): Promise<string | null> {
  const text = searchWords(q)
    .map((w) => wordAlternatives(w).at(-1)!)
    .join(' ');
  if (!text) return null;
  const labels = sql.raw(`(values ${CATEGORIES.map((c) => `('${c.label}')`).join(', ')}) as l(term)`);
  // Both drivers answer `{ rows }`.
  const { rows } = (await db.execute(sql`
    with terms(term) as (
      select s.name from services s join companies c on c.id = s.company_id
        where s.active and c.status = 'active'
      union select c.name from companies c where c.status = 'active'
      union select c.district from companies c where c.status = 'active' and c.district is not null
      union select nullif(btrim(c.city), '') from companies c where c.status = 'active'
      union select term from ${labels}
    )
    select term from terms
    where term is not null and similarity(tidvis_fold(term), tidvis_fold(${text})) >= ${SUGGESTION_THRESHOLD}
      and tidvis_fold(term) <> tidvis_fold(${q})
    order by similarity(tidvis_fold(term), tidvis_fold(${text})) desc, length(term), term
    limit 1`)) as unknown as { rows: { term: string }[] };
  return rows[0]?.term ?? null;
}

/**
 * The public view of a company row with its active staff (`[]` for a company without staff), its rating and first
 * page of shown reviews.
 */
export function toPublicCompany(
  row: typeof companies.$inferSelect,
  staffList: PublicStaff[],
  rating: CompanyCard['rating'],
  reviews: ReviewPage,
  extras: Pick<PublicCompany, 'avatar' | 'openStatus'>,
): Omit<PublicCompany, 'photos' | 'shareImageUrl'> {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    location: row.location,
    avatarUrl: row.avatarUrl,
    categories: row.categories as CategorySlug[],
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    email: row.email,
    phone: row.phone,
    description: row.description,
    socialUrl: row.socialUrl,
    staff: staffList,
    cancellationNoticeHours: row.cancellationNoticeHours,
    bookingHorizonMonths: row.bookingHorizonMonths,
    weeklySchedule: (row.weeklySchedule as WeeklySchedule | null) ?? null,
    rating,
    reviews,
    ...extras,
  };
}

/** The company's logo as its variants (docs/decisions/039); null without a logo or when its set is gone. */
export async function describeLogo(
  images: ImageStore,
  avatarUrl: string | null,
): Promise<PublicCompany['avatar']> {
  if (!avatarUrl) return null;
  return (await describeImages(images, [avatarUrl])).get(avatarUrl) ?? null;
}

/**
 * A company's active services in display order, each with the payment rule customers meet (docs/decisions/047):
 * the service's own while the company can take payments online through `provider` (acceptsPayments), else on site.
 */
export async function listActiveServices(
  db: Database,
  companyId: string,
  provider: Pick<PaymentProvider, 'name'> | null,
): Promise<PublicService[]> {
  const rows = await db
    .select({
      id: services.id,
      name: services.name,
      description: services.description,
      price: services.price,
      durationMinutes: services.durationMinutes,
      category: services.category,
      priceFrom: services.priceFrom,
      paymentMode: services.paymentMode,
      depositKind: services.depositKind,
      depositValue: services.depositValue,
      paymentsEnabled: companies.paymentsEnabled,
      stripeAccountId: companies.stripeAccountId,
    })
    .from(services)
    .innerJoin(companies, eq(companies.id, services.companyId))
    .where(and(eq(services.companyId, companyId), eq(services.active, true)))
    .orderBy(asc(services.displayOrder), asc(services.name));
  return rows.map(
    ({ paymentMode, depositKind, depositValue, paymentsEnabled, stripeAccountId, ...service }) => ({
      ...service,
      payment: acceptsPayments(provider, { paymentsEnabled, stripeAccountId })
        ? { mode: paymentMode, depositKind, depositValue }
        : ON_SITE,
    }),
  );
}

/**
 * A company's active staff members as customers see them (decision 012), in display order (then name),
 * each with the ids of the active services they perform, in the services' display order, their presentation and
 * their portrait's variants (`photo`, docs/decisions/039). One statement for the members (the service ids come from a
 * correlated array subquery) and one for the portraits. `[]` for a company without staff.
 */
export async function listPublicStaff(
  db: Database,
  images: ImageStore,
  companyId: string,
): Promise<PublicStaff[]> {
  // Spelled out with table names: inside a selected sql fragment Drizzle leaves columns unqualified, which the
  // subquery would read as its own tables' columns.
  const serviceIds = sql<string[]>`coalesce(array(
    select ss.service_id::text from staff_services ss
    join services s on s.id = ss.service_id and s.active
    where ss.staff_id = "staff"."id"
    order by s.display_order, s.name
  ), '{}')`;
  const rows = await db
    .select({
      id: staff.id,
      name: staff.name,
      title: staff.title,
      photoUrl: staff.photoUrl,
      presentation: staff.presentation,
      serviceIds,
    })
    .from(staff)
    .where(and(eq(staff.companyId, companyId), eq(staff.active, true)))
    .orderBy(asc(staff.displayOrder), asc(staff.name));
  const photos = await describeImages(
    images,
    rows.map((r) => r.photoUrl),
  );
  return rows.map((r) => ({ ...r, photo: (r.photoUrl && photos.get(r.photoUrl)) || null }));
}

/** Slug and last change of every active company, by name, for /sitemap.xml (src/server/seo.ts). */
export async function listActiveCompanySlugs(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: companies.slug, updatedAt: companies.updatedAt })
    .from(companies)
    .where(eq(companies.status, 'active'))
    .orderBy(asc(companies.name));
}
