import { and, desc, eq, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CompanyRating } from '../../../shared/schemas/reviews';
import type { Database } from '../../db/client';
import { bookings, companies, favourites, feedback } from '../../db/schema';

/** The condition of a review that counts: made public by its customer and not hidden by the operator. */
export const shownReview = and(eq(feedback.isPublic, true), isNull(feedback.hiddenAt))!;

/** A rating as selected: `[average, count]`. */
type RatingPair = [number | null, number];

/** The `[average, count]` JSON pair as the driver returns it (parsed, or as text) → a tuple. */
function parseRatingPair(v: unknown): RatingPair {
  return (typeof v === 'string' ? JSON.parse(v) : v) as RatingPair;
}

/**
 * The one definition of a company's rating over the reviews of `feedback f` it is given: the shown
 * ones' average, rounded to 2 decimals (null without any), and count. Spelled out with the alias: inside a selected
 * fragment Drizzle leaves columns unqualified.
 */
const shownReviewOfF = sql`f.is_public and f.hidden_at is null`;
const ratingAverageOfF = sql`round(avg(f.rating), 2)::float8`;
const ratingCountOfF = sql`count(*)::int`;

/**
 * A company's rating as a selectable fragment for the company whose id is `companyId` (a qualified column
 * reference such as `sql.raw('"companies"."id"')`): `[average, count]` of its shown reviews, read from the partial
 * index feedback_company_shown_idx.
 */
export function companyRatingOf(companyId: SQL) {
  return sql<RatingPair>`(
  select json_build_array(${ratingAverageOfF}, ${ratingCountOfF}) from feedback f
  where f.company_id = ${companyId} and ${shownReviewOfF}
)`.mapWith(parseRatingPair);
}

/**
 * Every company's rating at once, for ordering many companies by it (search with `ordning=betyg`, decision 021):
 * a derived table `alias`(company_id, average, count) of the shown reviews grouped by company, the same figures as
 * companyRatingOf, to LEFT JOIN on the company id (no row: no shown review, average null and count 0). One grouped
 * pass over the shown reviews instead of a correlated subquery per company. `alias` must be a plain identifier.
 */
export function companyRatingsTable(alias: string) {
  return sql`(
  select f.company_id, ${ratingAverageOfF} as average, ${ratingCountOfF} as count from feedback f
  where ${shownReviewOfF} group by f.company_id
) as ${sql.identifier(alias)}`;
}

/** The `[average, count]` pair (companyRatingOf's value) of the row of companyRatingsTable(alias) joined. */
export function joinedRatingOf(alias: string) {
  const table = sql.identifier(alias);
  return sql<RatingPair>`json_build_array(${table}.average, coalesce(${table}.count, 0))`.mapWith(
    parseRatingPair,
  );
}

/**
 * ORDER BY terms 'best rated first' over the row of companyRatingsTable(alias) joined: the shown reviews' average
 * (as rounded on the cards) descending, companies without shown reviews last, then their count descending.
 */
export function joinedRatingOrder(alias: string): SQL[] {
  const table = sql.identifier(alias);
  return [sql`${table}.average desc nulls last`, sql`coalesce(${table}.count, 0) desc`];
}

/** companyRatingOf for a select from companies (correlated on `"companies"."id"`). */
export const companyRatingColumn = companyRatingOf(sql.raw('"companies"."id"'));

/** `[average, count]` (the fragment's value) → CompanyRating. */
export function toCompanyRating(pair: [number | null, number] | null): CompanyRating {
  return { average: pair?.[0] ?? null, count: pair?.[1] ?? 0 };
}

/** The rating of one company (its shown reviews only), from the one definition above. */
export async function findCompanyRating(db: Database, companyId: string): Promise<CompanyRating> {
  const f = alias(feedback, 'f');
  const [row] = await db
    .select({
      average: sql<number | null>`${ratingAverageOfF}`,
      count: sql<number>`${ratingCountOfF}`,
    })
    .from(f)
    .where(and(eq(f.companyId, companyId), shownReviewOfF));
  return { average: row?.average ?? null, count: row?.count ?? 0 };
}

const reviewColumns = {
  id: feedback.id,
  rating: feedback.rating,
  comment: feedback.comment,
  answer: feedback.answer,
  answeredAt: feedback.answeredAt,
  createdAt: feedback.createdAt,
  hiddenAt: feedback.hiddenAt,
  isPublic: feedback.isPublic,
  customerName: bookings.customerName,
  anonymizedAt: bookings.anonymizedAt,
  serviceName: bookings.serviceName,
};
export type ReviewRow = Awaited<ReturnType<typeof listShownReviews>>[number];

/**
 * A company's shown reviews, newest first (then id), at most `limit`, after the cursor `before`
 * (`{ createdAt, id }` of the last review of the previous page).
 */
export async function listShownReviews(
  db: Database,
  companyId: string,
  limit: number,
  before?: { createdAt: Date; id: string },
) {
  const after: SQL | undefined = before
    ? or(
        lt(feedback.createdAt, before.createdAt),
        and(eq(feedback.createdAt, before.createdAt), lt(feedback.id, before.id)),
      )
    : undefined;
  return db
    .select(reviewColumns)
    .from(feedback)
    .innerJoin(bookings, eq(bookings.id, feedback.bookingId))
    .where(and(eq(feedback.companyId, companyId), shownReview, after))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit);
}

/** The public reviews of a company for its admins (shown and hidden), newest first, at most `limit`. */
export async function listCompanyReviews(db: Database, companyId: string, limit: number) {
  return db
    .select(reviewColumns)
    .from(feedback)
    .innerJoin(bookings, eq(bookings.id, feedback.bookingId))
    .where(and(eq(feedback.companyId, companyId), eq(feedback.isPublic, true)))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit);
}

/** Every public review (shown and hidden) with its company, newest first, at most `limit` (the operator's list). */
export async function listAllPublicReviews(db: Database, limit: number) {
  return db
    .select({ ...reviewColumns, companyName: companies.name, companySlug: companies.slug })
    .from(feedback)
    .innerJoin(bookings, eq(bookings.id, feedback.bookingId))
    .innerJoin(companies, eq(companies.id, feedback.companyId))
    .where(eq(feedback.isPublic, true))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit);
}

/** One review (any company) with its booking's display fields, or undefined. */
export async function findReview(db: Database, id: string) {
  const [row] = await db
    .select({ ...reviewColumns, companyId: feedback.companyId })
    .from(feedback)
    .innerJoin(bookings, eq(bookings.id, feedback.bookingId))
    .where(eq(feedback.id, id))
    .limit(1);
  return row;
}

/**
 * Writes the company's answer of a shown review in one statement, so two concurrent writers cannot both win:
 * `mode` 'first' stores it only while the review has no answer, 'edit' replaces it only while it has one (a review
 * hidden, answered or never answered meanwhile is left alone). `answered_at`/`answered_by` say who wrote the answer
 * as it now reads. Returns whether it was written.
 */
export async function writeAnswer(
  db: Database,
  review: { id: string; companyId: string },
  answer: { text: string; userId: string; now: Date },
  mode: 'first' | 'edit',
): Promise<boolean> {
  const rows = await db
    .update(feedback)
    .set({ answer: answer.text, answeredAt: answer.now, answeredBy: answer.userId })
    .where(
      and(
        eq(feedback.id, review.id),
        eq(feedback.companyId, review.companyId),
        mode === 'first' ? isNull(feedback.answer) : isNotNull(feedback.answer),
        shownReview,
      ),
    )
    .returning({ id: feedback.id });
  return rows.length === 1;
}

/** Hides a review unless it already is hidden. Returns whether it changed. */
export async function storeHidden(db: Database, id: string, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(feedback)
    .set({ hiddenAt: now, hiddenBy: userId })
    .where(and(eq(feedback.id, id), isNull(feedback.hiddenAt)))
    .returning({ id: feedback.id });
  return rows.length === 1;
}

/**
 * Shows a hidden review again (clears `hidden_at` and `hidden_by`) unless it is not hidden or not public, in one
 * statement. Returns whether it changed.
 */
export async function storeShown(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(feedback)
    .set({ hiddenAt: null, hiddenBy: null })
    .where(and(eq(feedback.id, id), eq(feedback.isPublic, true), isNotNull(feedback.hiddenAt)))
    .returning({ id: feedback.id });
  return rows.length === 1;
}

/** A user's favourites with the company's card fields, newest first (active companies only). */
export async function listFavourites(db: Database, userId: string) {
  return db
    .select({
      companyId: companies.id,
      name: companies.name,
      slug: companies.slug,
      location: companies.location,
      avatarUrl: companies.avatarUrl,
    })
    .from(favourites)
    .innerJoin(companies, eq(companies.id, favourites.companyId))
    .where(and(eq(favourites.userId, userId), eq(companies.status, 'active')))
    .orderBy(desc(favourites.createdAt), companies.name);
}

/** Saves a favourite (no-op when already saved). Returns false when the company is not active (or unknown). */
export async function insertFavourite(db: Database, userId: string, companyId: string): Promise<boolean> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.status, 'active')))
    .limit(1);
  if (!company) return false;
  await db.insert(favourites).values({ userId, companyId }).onConflictDoNothing();
  return true;
}

/** Removes a favourite (no-op when not saved). */
export async function deleteFavourite(db: Database, userId: string, companyId: string): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.companyId, companyId)));
}
