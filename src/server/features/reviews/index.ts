/** Entry module of the reviews feature: reviews, ratings and favourites. */
export {
  adminReviewsRoutes,
  companyReviewsRoutes,
  favouritesRoutes,
  platformReviewsRoutes,
} from './reviews.routes';
export {
  companyRatingOf,
  companyRatingsTable,
  findCompanyRating,
  joinedRatingOf,
  joinedRatingOrder,
  toCompanyRating,
} from './reviews.queries';
export { getReviewPage } from './reviews.service';
