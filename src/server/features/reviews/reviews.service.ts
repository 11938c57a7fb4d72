import { formatInstantMonthYearSv } from '../../../shared/dates';
import { reviewAuthor } from '../../../shared/reviews-format';
import {
  REVIEW_ERRORS,
  REVIEWS_PAGE_SIZE,
  type AdminReview,
  type Favourite,
  type PlatformReview,
  type PublicReview,
  type ReviewPage,
} from '../../../shared/schemas/reviews';
import type { Deps } from '../../context';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../errors';
import {
  deleteFavourite,
  findReview,
  insertFavourite,
  listAllPublicReviews,
  listCompanyReviews,
  listFavourites,
  listShownReviews,
  writeAnswer,
  storeHidden,
  storeShown,
  type ReviewRow,
} from './reviews.queries';

/** How many reviews the admin's and the operator's lists show (newest first). */
const ADMIN_LIST_LIMIT = 200;

/** A review row → what the company page shows: 'Anna S.', 'november 2026'; an erased customer's comment never. */
export function toPublicReview(row: ReviewRow): PublicReview {
  const anonymized = row.anonymizedAt !== null;
  return {
    id: row.id,
    author: reviewAuthor(row.customerName, anonymized),
    month: formatInstantMonthYearSv(row.createdAt),
    rating: row.rating,
    comment: anonymized ? null : row.comment,
    answer: row.answer,
  };
}

function toAdminReview(row: ReviewRow): AdminReview {
  return {
    ...toPublicReview(row),
    serviceName: row.serviceName,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    hidden: row.hiddenAt !== null,
  };
}

/** The cursor of the review after which the next page starts: `<ISO instant>_<id>`. */
function cursorOf(row: ReviewRow): string {
  return `${row.createdAt.toISOString()}_${row.id}`;
}

/**
 * A page of a company's shown reviews, newest first, REVIEWS_PAGE_SIZE per page, after the cursor
 * `before` (from the previous page's `nextBefore`). Input: the company id (already checked bookable).
 */
export async function getReviewPage(db: Database, companyId: string, before?: string): Promise<ReviewPage> {
  let cursor: { createdAt: Date; id: string } | undefined;
  if (before) {
    const [instant = '', id = ''] = before.split('_');
    const createdAt = new Date(instant);
    if (Number.isNaN(createdAt.getTime())) throw new AppError(400, 'invalid_input', 'Ogiltig sida');
    cursor = { createdAt, id };
  }
  const rows = await listShownReviews(db, companyId, REVIEWS_PAGE_SIZE + 1, cursor);
  const page = rows.slice(0, REVIEWS_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    reviews: page.map(toPublicReview),
    nextBefore: rows.length > REVIEWS_PAGE_SIZE && last ? cursorOf(last) : null,
  };
}

/** The company's public reviews for its admins, shown and hidden, newest first (at most 200). */
export async function getAdminReviews(db: Database, companyId: string): Promise<AdminReview[]> {
  return (await listCompanyReviews(db, companyId, ADMIN_LIST_LIMIT)).map(toAdminReview);
}

/**
 * The company answers one of its reviews (`mode` 'first', once) or changes its answer (`mode` 'edit': a typo, a
 * better reply). Returns the updated review.
 * Errors: 404 `not_found` (unknown, another company's or a private feedback), 409 `review_hidden`; 'first': 409
 * `already_answered` (also when a concurrent answer won); 'edit': 409 `not_answered` (nothing to change yet: answer
 * it first; also when it was hidden meanwhile).
 */
export async function saveAnswer(
  db: Database,
  companyId: string,
  id: string,
  answer: { text: string; userId: string; now: Date },
  mode: 'first' | 'edit',
): Promise<AdminReview> {
  const review = await findReview(db, id);
  if (!review || review.companyId !== companyId || !review.isPublic) throw notFound(REVIEW_ERRORS.notFound);
  if (review.hiddenAt) throw new AppError(409, 'review_hidden', REVIEW_ERRORS.hidden);
  const refusal =
    mode === 'first'
      ? new AppError(409, 'already_answered', REVIEW_ERRORS.alreadyAnswered)
      : new AppError(409, 'not_answered', REVIEW_ERRORS.notAnswered);
  if ((review.answer !== null) !== (mode === 'edit')) throw refusal;
  if (!(await writeAnswer(db, { id, companyId }, answer, mode))) throw refusal;
  return toAdminReview((await findReview(db, id))!);
}

/** Every public review, newest first (at most 200), for the platform operator. */
export async function getPlatformReviews(db: Database): Promise<PlatformReview[]> {
  return (await listAllPublicReviews(db, ADMIN_LIST_LIMIT)).map((row) => ({
    ...toAdminReview(row),
    companyName: row.companyName,
    companySlug: row.companySlug,
  }));
}

/**
 * The platform operator hides a review: from then on it counts nowhere (average, count, lists).
 * Errors: 404 `not_found` (unknown or private feedback), 409 `already_hidden`. Announces a catalogue change.
 */
export async function hideReview(deps: Deps, id: string, userId: string, now: Date): Promise<AdminReview> {
  const { db } = deps;
  const review = await findReview(db, id);
  if (!review || !review.isPublic) throw notFound(REVIEW_ERRORS.notFound);
  if (!(await storeHidden(db, id, userId, now))) {
    throw new AppError(409, 'already_hidden', REVIEW_ERRORS.alreadyHidden);
  }
  // Search cards show the rating: the search caches forget this company's cards.
  await deps.bus.publishCatalogChanged(review.companyId);
  return toAdminReview((await findReview(db, id))!);
}

/**
 * The platform operator shows a hidden review again (a mistaken hide is undone): from then on it counts
 * again everywhere (average, count, lists, search cards). Input: the review id. Returns the updated review.
 * Errors: 404 `not_found` (unknown or private feedback), 409 `not_hidden` (also when a concurrent show won).
 * Announces a catalogue change, as hiding does, so the search caches forget this company's cards.
 */
export async function showReview(deps: Deps, id: string): Promise<AdminReview> {
  const { db } = deps;
  const review = await findReview(db, id);
  if (!review || !review.isPublic) throw notFound(REVIEW_ERRORS.notFound);
  if (!(await storeShown(db, id))) throw new AppError(409, 'not_hidden', REVIEW_ERRORS.notHidden);
  await deps.bus.publishCatalogChanged(review.companyId);
  return toAdminReview((await findReview(db, id))!);
}

/** The signed-in user's favourites (active companies), newest first. */
export async function getFavourites(db: Database, userId: string): Promise<Favourite[]> {
  return listFavourites(db, userId);
}

/** Saves a company as a favourite (idempotent). Errors: 404 `not_found` when it is unknown or not active. */
export async function addFavourite(db: Database, userId: string, companyId: string): Promise<Favourite[]> {
  if (!(await insertFavourite(db, userId, companyId))) throw notFound(REVIEW_ERRORS.companyNotFound);
  return listFavourites(db, userId);
}

/** Removes a favourite (idempotent). Returns the remaining favourites. */
export async function removeFavourite(db: Database, userId: string, companyId: string): Promise<Favourite[]> {
  await deleteFavourite(db, userId, companyId);
  return listFavourites(db, userId);
}
