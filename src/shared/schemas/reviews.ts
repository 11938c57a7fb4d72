/**
 * Contracts of reviews and favourites (docs/decisions/017). A review is a booking's feedback that
 * its customer made public; the company answers it once, the platform operator may hide it (then it counts nowhere).
 */
import { z } from '../zod';
import { idParams } from './ids';

/** A company's average rating (1–5, one decimal is shown) and how many shown reviews it rests on. */
export interface CompanyRating {
  /** null when there is no shown review. */
  average: number | null;
  count: number;
}

/** A review as the company page shows it. */
export interface PublicReview {
  id: string;
  /** 'Anna S.'; 'Tidigare kund' when the customer's data was erased. */
  author: string;
  /** Stockholm month of the review: 'november 2026'. */
  month: string;
  rating: number;
  comment: string | null;
  /** The company's answer, or null. */
  answer: string | null;
}

/** `GET /api/companies/:slug/reviews?before=` -> a page of shown reviews, newest first. */
export interface ReviewPage {
  reviews: PublicReview[];
  /** Cursor for the next page (pass as `before`), null when this was the last. */
  nextBefore: string | null;
}

/** How many reviews the company page shows at first, and per 'Visa fler'. */
export const REVIEWS_PAGE_SIZE = 5;

/** `GET /api/companies/:slug/reviews` query: `before`, the cursor of the previous page (`<ISO instant>_<id>`). */
export const reviewPageQuerySchema = z.object({
  before: z
    .string()
    .max(100, 'Ogiltig sida')
    .regex(/^\d{4}-\d\d-\d\dT[\d:.]+Z_[0-9a-f-]{36}$/, 'Ogiltig sida')
    .optional(),
});

/** A review in the company's admin list (`GET /api/admin/reviews`). Times ISO 8601. */
export interface AdminReview extends PublicReview {
  serviceName: string;
  createdAt: string;
  answeredAt: string | null;
  /** Hidden by the platform operator: it shows nowhere and cannot be answered. */
  hidden: boolean;
}

/** A review in the platform operator's list (`GET /api/platform/reviews`). */
export interface PlatformReview extends AdminReview {
  companyName: string;
  companySlug: string;
}

export const REVIEW_ANSWER_MAX = 1000;

/** `POST /api/admin/reviews/:id/answer` body. */
export const reviewAnswerSchema = z.object({
  answer: z
    .string({ error: 'Skriv ett svar' })
    .trim()
    .min(1, 'Skriv ett svar')
    .max(REVIEW_ANSWER_MAX, `Svaret får vara högst ${REVIEW_ANSWER_MAX} tecken`),
});

/** `:id` of a review route. */
export const reviewParamSchema = idParams({ id: 'Omdömet hittades inte' });

/** `PUT|DELETE /api/me/favourites/:companyId`. */
export const favouriteParamSchema = idParams({ companyId: 'Ogiltigt företag' });

/** A saved company (`GET /api/me/favourites`). */
export interface Favourite {
  companyId: string;
  name: string;
  slug: string;
  location: string | null;
  avatarUrl: string | null;
}

export const REVIEW_ERRORS = {
  notFound: 'Omdömet hittades inte',
  alreadyAnswered: 'Omdömet är redan besvarat',
  notAnswered: 'Omdömet har inget svar att ändra',
  notPublic: 'Bara publicerade omdömen kan besvaras',
  hidden: 'Omdömet är dolt och kan inte besvaras',
  alreadyHidden: 'Omdömet är redan dolt',
  notHidden: 'Omdömet är inte dolt',
  companyNotFound: 'Företag hittades inte',
} as const;
