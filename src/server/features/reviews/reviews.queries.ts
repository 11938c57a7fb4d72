import { and, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { CompanyRating } from '../../../shared/schemas/reviews';
import type { Database } from '../../db/client';
import { bookings, companies, favourites, feedback } from '../../db/schema';

/** The condition of a review that counts: made public by its customer and not hidden by the operator. */
export const shownReview = and(eq(feedback.isPublic, true), isNull(feedback.hiddenAt))!;

/**
 * A company's rating as a selectable fragment for the company whose id is `companyId` (a qualified column
 * reference such as `sql.raw('"companies"."id"')`): `[average, count]` of its shown reviews, read from the partial
 * index feedback_company_shown_idx. Spelled out with table names: inside a selected fragment Drizzle leaves columns
 * unqualified.
 */
export function companyRatingOf(companyId: SQL) {
  return sql<[number | null, number]>`(
  select json_build_array(round(avg(f.rating), 2)::float8, count(*)::int) from feedback f
  where f.company_id = ${companyId} and f.is_public and f.hidden_at is null
)`.mapWith((v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as [number | null, number]);
}

/** companyRatingOf for a select from companies (correlated on `"companies"."id"`). */
export const companyRatingColumn = companyRatingOf(sql.raw('"companies"."id"'));

/** `[average, count]` (the fragment's value) → CompanyRating. */
export function toCompanyRating(pair: [number | null, number] | null): CompanyRating {
  return { average: pair?.[0] ?? null, count: pair?.[1] ?? 0 };
}

/** The rating of one company (its shown reviews only). */
export async function findCompanyRating(db: Database, companyId: string): Promise<CompanyRating> {
  const [row] = await db
    .select({
      average: sql<number | null>`round(avg(${feedback.rating}), 2)::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(feedback)
    .where(and(eq(feedback.companyId, companyId), shownReview));
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
 * Stores the company's answer unless the review already has one, is not public or is hidden (one statement, so two
 * concurrent answers cannot both win). Returns whether it was stored.
 */
export async function storeAnswer(
  db: Database,
  id: string,
  companyId: string,
  answer: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(feedback)
    .set({ answer, answeredAt: now, answeredBy: userId })
    .where(and(eq(feedback.id, id), eq(feedback.companyId, companyId), isNull(feedback.answer), shownReview))
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
