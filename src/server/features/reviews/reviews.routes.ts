import { Hono, type Context } from 'hono';
import { slugParamSchema } from '../../../shared/schemas/company';
import {
  favouriteParamSchema,
  reviewAnswerSchema,
  reviewPageQuerySchema,
  reviewParamSchema,
  type AdminReview,
  type Favourite,
  type PlatformReview,
  type ReviewPage,
} from '../../../shared/schemas/reviews';
import { adminCompany, adminOnly, platformOnly, requireUser, signedIn } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { validate } from '../../validation';
import { loadBookableCompany } from '../../lib/bookable-company';
import {
  addFavourite,
  saveAnswer,
  getAdminReviews,
  getFavourites,
  getPlatformReviews,
  getReviewPage,
  hideReview,
  removeFavourite,
  showReview,
} from './reviews.service';

/**
 * `GET /api/companies/:slug/reviews?before=` -> ReviewPage: a page of the company's shown reviews,
 * newest first. 404 unknown company, 403 `company_not_open`, 400 for a malformed cursor.
 */
export const companyReviewsRoutes = new Hono<AppEnv>().get(
  '/:slug/reviews',
  validate('param', slugParamSchema),
  validate('query', reviewPageQuerySchema),
  async (c) => {
    const company = await loadBookableCompany(c.var.deps.db, c.req.valid('param').slug);
    return c.json<ReviewPage>(await getReviewPage(c.var.deps.db, company.id, c.req.valid('query').before));
  },
);

/**
 * Admin reviews under `/api/admin/reviews`, scoped to the admin's company (adminOnly).
 * - `GET /` -> `{ reviews: AdminReview[] }` (public reviews, shown and hidden, newest first)
 * - `POST /:id/answer` body `{ answer: 1–1000 chars }` -> `{ review }`; 400 `invalid_input`, 404 `not_found`
 *   (unknown, private or another company's), 409 `already_answered`, 409 `review_hidden`.
 * - `PUT /:id/answer` body `{ answer: 1–1000 chars }` -> `{ review }` (the answer changed); 400, 404 as above, 409
 *   `not_answered` (no answer yet), 409 `review_hidden`.
 */
export const adminReviewsRoutes = new Hono<AppEnv>()
  .use(adminOnly)
  .get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json<{ reviews: AdminReview[] }>({
      reviews: await getAdminReviews(c.var.deps.db, adminCompany(c).id),
    });
  })
  .post('/:id/answer', validate('param', reviewParamSchema), validate('json', reviewAnswerSchema), (c) =>
    answerOf(c, c.req.valid('param').id, c.req.valid('json').answer, 'first'),
  )
  .put('/:id/answer', validate('param', reviewParamSchema), validate('json', reviewAnswerSchema), (c) =>
    answerOf(c, c.req.valid('param').id, c.req.valid('json').answer, 'edit'),
  );

/** Writes the admin's answer (first or edited) and answers `{ review }`; errors as `saveAnswer`. */
async function answerOf(c: Context<AppEnv>, id: string, text: string, mode: 'first' | 'edit') {
  const review = await saveAnswer(
    c.var.deps.db,
    adminCompany(c).id,
    id,
    { text, userId: requireUser(c).id, now: c.var.deps.clock() },
    mode,
  );
  return c.json<{ review: AdminReview }>({ review });
}

/**
 * The platform operator's reviews under `/api/platform/reviews` (platformOnly: 401 guests, 403 others).
 * - `GET /` -> `{ reviews: PlatformReview[] }` (every public review, newest first)
 * - `POST /:id/hide` -> `{ review }`; 400 malformed id, 404 `not_found`, 409 `already_hidden`.
 * - `POST /:id/show` -> `{ review }` (a hidden review counts again); 400 malformed id, 404 `not_found`,
 *   409 `not_hidden`.
 */
export const platformReviewsRoutes = new Hono<AppEnv>()
  .use(platformOnly)
  .get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json<{ reviews: PlatformReview[] }>({ reviews: await getPlatformReviews(c.var.deps.db) });
  })
  .post('/:id/hide', validate('param', reviewParamSchema), async (c) => {
    const review = await hideReview(
      c.var.deps,
      c.req.valid('param').id,
      requireUser(c).id,
      c.var.deps.clock(),
    );
    return c.json<{ review: AdminReview }>({ review });
  })
  .post('/:id/show', validate('param', reviewParamSchema), async (c) => {
    const review = await showReview(c.var.deps, c.req.valid('param').id);
    return c.json<{ review: AdminReview }>({ review });
  });

/**
 * Favourites under `/api/me/favourites`, signed-in only (401 for guests); each answers the user's
 * favourites `{ favourites: Favourite[] }`, newest first.
 * - `GET /favourites`
 * - `PUT /favourites/:companyId` (idempotent; 404 `not_found` unknown or inactive company, 400 malformed id)
 * - `DELETE /favourites/:companyId` (idempotent)
 */
export const favouritesRoutes = new Hono<AppEnv>()
  .get('/favourites', signedIn, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json<{ favourites: Favourite[] }>({
      favourites: await getFavourites(c.var.deps.db, requireUser(c).id),
    });
  })
  .put('/favourites/:companyId', signedIn, validate('param', favouriteParamSchema), async (c) => {
    const favourites = await addFavourite(c.var.deps.db, requireUser(c).id, c.req.valid('param').companyId);
    return c.json<{ favourites: Favourite[] }>({ favourites });
  })
  .delete('/favourites/:companyId', signedIn, validate('param', favouriteParamSchema), async (c) => {
    const favourites = await removeFavourite(
      c.var.deps.db,
      requireUser(c).id,
      c.req.valid('param').companyId,
    );
    return c.json<{ favourites: Favourite[] }>({ favourites });
  });
