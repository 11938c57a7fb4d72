/** Entry module of the companies feature: search and the public company page. */
export { companiesRoutes } from './companies.routes';
export { listActiveCompanySlugs } from './companies.queries';
