import { and, asc, eq, sql } from 'drizzle-orm';
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
import type { Database } from '../../db/client';
import { companies, services, staff } from '../../db/schema';
import type { WeeklySchedule } from '../../../shared/schedule';
import type { ReviewPage } from '../../../shared/schemas/reviews';
import {
  companyRatingColumn,
  companyRatingOf,
  companyRatingsTable,
  joinedRatingOf,
  joinedRatingOrder,
  toCompanyRating,
} from '../reviews/reviews.queries';

/** A selected row with its rating pair → the card's `rating: { average, count }` (issue 19 §1). */
function withRating<T extends { rating: [number | null, number] }>({
  rating,
  ...row
}: T): Omit<T, 'rating'> & { rating: CompanyCard['rating'] } {
  return { ...row, rating: toCompanyRating(rating) };
}

/** Escapes LIKE wildcards so user text matches literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** A company's category labels as one text ('Frisör Barberare'), for matching words against categories. */
const categoryLabels = sql.raw(
  `coalesce((select string_agg(l.label, ' ') from (values ${CATEGORIES.map(
    (c) => `('${c.slug}', '${c.label}')`,
  ).join(', ')}) as l(slug, label) where l.slug = any("companies"."categories")), '')`,
);

/**
 * The folded text one search word may match (issue 19 §2): name, address (street, area, city), category labels and
 * the names of the active services, lower-case and accent-free (tidvis_fold).
 */
const searchDocument = sql`tidvis_fold("companies"."name" || ' ' || coalesce("companies"."location", '') || ' ' || ${categoryLabels} || ' ' || coalesce((
  select string_agg(s.name, ' ') from services s where s.company_id = "companies"."id" and s.active
), ''))`;

/** The city of an address: the text after its last comma ('Götgatan 14, Stockholm' -> 'Stockholm'); null if none. */
const cityOf = sql`nullif(btrim(regexp_replace(coalesce("companies"."location", ''), '^.*,', '')), '')`;
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

/** A search hit before its first free time is added: the card's columns and categories. */
export type SearchRow = Omit<SearchCompanyCard, 'firstFree'>;

/** A slice of the ranked matches and how many companies match in all. */
export interface SearchSlice {
  rows: SearchRow[];
  total: number;
}

/**
 * Active companies for `GET /api/companies` (issue 19 §2), `limit` of them from `offset` in rank order, with the
 * number of all matches:
 * - every word of `q` must match some field (name, address, category label, active service name), case- and
 *   accent-insensitive, as a substring or, for typos, by trigram word similarity (pg_trgm's `<%`, threshold 0.6):
 *   'klippning stockholm', 'frisr', 'goteborg' all find what they should;
 * - `kategori`: only companies with that category; `stad`: only those whose address's city has that slug.
 * Ordered by how well the whole text matches the name (pg_trgm word_similarity), then by name; by name when `q`
 * is empty; then by id, so the order is total and pages (decision 021) never overlap or skip. With `ordning:
 * 'betyg'` the rating comes first: the shown reviews' average (the figure on the cards) descending, companies
 * without shown reviews last, then their count descending, then the order above. Its ratings come from one
 * grouped pass over the shown reviews joined to the matches (companyRatingsTable), in the same statement; by
 * default only the returned rows' ratings are read (companyRatingOf). `total` comes from a window count in the
 * same statement; an offset past the end asks once more for it.
 */
export async function searchCompanies(
  db: Database,
  query: { q: string; kategori?: CategorySlug; stad?: string; ordning?: SearchOrder },
  { limit, offset }: { limit: number; offset: number },
): Promise<SearchSlice> {
  const conditions = [eq(companies.status, 'active')];
  if (query.kategori) conditions.push(sql`${query.kategori} = any(${companies.categories})`);
  if (query.stad) conditions.push(sql`${citySlugOf} = ${query.stad}`);
  const words = searchWords(query.q);
  const select = {
    id: companies.id,
    name: companies.name,
    slug: companies.slug,
    location: companies.location,
    avatarUrl: companies.avatarUrl,
    categories: sql<CategorySlug[]>`${companies.categories}`.as('categories'),
  };
  // Counted over every match before LIMIT and OFFSET apply.
  const total = sql<number>`(count(*) over ())::int`.as('total');
  const byRating = query.ordning === 'betyg';
  // With 'betyg': every company's rating, joined as "ratings" (left join: no shown review, no row).
  const ratings = companyRatingsTable('ratings');
  const ratingOrder = byRating ? joinedRatingOrder('ratings') : [];
  let rows: (SearchRow & { total: number })[];
  if (!words.length) {
    const base = db
      .select({ ...select, rating: byRating ? joinedRatingOf('ratings') : companyRatingColumn, total })
      .from(companies);
    const joined = byRating ? base.leftJoin(ratings, sql`"ratings"."company_id" = ${companies.id}`) : base;
    const found = await joined
      .where(and(...conditions))
      .orderBy(...ratingOrder, asc(companies.name), asc(companies.id))
      .limit(limit)
      .offset(offset);
    rows = found.map(withRating);
  } else {
    // The document is built once per candidate company in a subquery, then every word is tested against it.
    const candidates = db
      .select({ ...select, doc: sql<string>`${searchDocument}`.as('doc') })
      .from(companies)
      .where(and(...conditions))
      // OFFSET 0 keeps PostgreSQL from folding the subquery into the outer one, which would rebuild the document for
      // every reference to it.
      .offset(0)
      .as('candidates');
    const base = db
      .select({
        id: candidates.id,
        name: candidates.name,
        slug: candidates.slug,
        location: candidates.location,
        avatarUrl: candidates.avatarUrl,
        categories: candidates.categories,
        // Issue 19 §1: the shown reviews' average and count. By default only for the rows returned; with 'betyg'
        // the joined figures the rows are ordered by.
        rating: byRating ? joinedRatingOf('ratings') : companyRatingOf(sql.raw('"candidates"."id"')),
        total,
      })
      .from(candidates);
    const joined = byRating ? base.leftJoin(ratings, sql`"ratings"."company_id" = ${candidates.id}`) : base;
    const found = await joined
      .where(
        and(
          ...words.map(
            (w) =>
              sql`(${candidates.doc} like tidvis_fold(${likePattern(w)}) or tidvis_fold(${w}) <% ${candidates.doc})`,
          ),
        ),
      )
      .orderBy(
        ...ratingOrder,
        sql`word_similarity(tidvis_fold(${query.q}), tidvis_fold(${candidates.name})) desc`,
        asc(candidates.name),
        asc(candidates.id),
      )
      .limit(limit)
      .offset(offset);
    rows = found.map(withRating);
  }
  if (!rows.length) {
    return {
      rows: [],
      total: offset > 0 ? (await searchCompanies(db, query, { limit: 1, offset: 0 })).total : 0,
    };
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]!.total };
}

/**
 * The cities of active companies for the search page's chips: name as the address writes it (the most common
 * spelling of that slug), slug and number of companies; by count, then name. Companies without a city are left out.
 */
export async function listSearchCities(db: Database): Promise<SearchCity[]> {
  const rows = await db
    .select({
      slug: sql<string>`${citySlugOf}`,
      name: sql<string>`mode() within group (order by ${cityOf})`,
      count: sql<number>`count(*)::int`,
    })
    .from(companies)
    .where(and(eq(companies.status, 'active'), sql`${cityOf} is not null`))
    .groupBy(sql`1`);
  return rows.filter((r) => r.slug).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'sv'));
}

/** The company row with this slug (any status), or undefined. */
export async function findCompanyBySlug(db: Database, slug: string) {
  const [row] = await db.select().from(companies).where(eq(companies.slug, slug)).limit(1);
  return row;
}

/**
 * The public view of a company row with its active staff (`[]` for a company without staff), its rating and first
 * page of shown reviews (issue 19 §1, §4).
 */
export function toPublicCompany(
  row: typeof companies.$inferSelect,
  staffList: PublicStaff[],
  rating: CompanyCard['rating'],
  reviews: ReviewPage,
): PublicCompany {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    location: row.location,
    avatarUrl: row.avatarUrl,
    categories: row.categories as CategorySlug[],
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
  };
}

/** A company's active services in display order. */
export async function listActiveServices(db: Database, companyId: string): Promise<PublicService[]> {
  return db
    .select({
      id: services.id,
      name: services.name,
      description: services.description,
      price: services.price,
      durationMinutes: services.durationMinutes,
    })
    .from(services)
    .where(and(eq(services.companyId, companyId), eq(services.active, true)))
    .orderBy(asc(services.displayOrder), asc(services.name));
}

/**
 * A company's active staff members as customers see them (issue 15, decision 012), in display order (then name),
 * each with the ids of the active services they perform, in the services' display order. One statement: the
 * service ids come from a correlated array subquery. `[]` for a company without staff.
 */
export async function listPublicStaff(db: Database, companyId: string): Promise<PublicStaff[]> {
  // Spelled out with table names: inside a selected sql fragment Drizzle leaves columns unqualified, which the
  // subquery would read as its own tables' columns.
  const serviceIds = sql<string[]>`coalesce(array(
    select ss.service_id::text from staff_services ss
    join services s on s.id = ss.service_id and s.active
    where ss.staff_id = "staff"."id"
    order by s.display_order, s.name
  ), '{}')`;
  return db
    .select({ id: staff.id, name: staff.name, title: staff.title, photoUrl: staff.photoUrl, serviceIds })
    .from(staff)
    .where(and(eq(staff.companyId, companyId), eq(staff.active, true)))
    .orderBy(asc(staff.displayOrder), asc(staff.name));
}

/** Slug and last change of every active company, by name, for /sitemap.xml (src/server/seo.ts). */
export async function listActiveCompanySlugs(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: companies.slug, updatedAt: companies.updatedAt })
    .from(companies)
    .where(eq(companies.status, 'active'))
    .orderBy(asc(companies.name));
}
