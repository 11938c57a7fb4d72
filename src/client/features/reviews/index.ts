/** Entry module of the reviews feature (reviews and ratings on the company page): what other features may import. */
export { RatingSummary, Stars } from './stars';
