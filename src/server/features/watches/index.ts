/** Entry module of the watches feature: a customer's 'Bevakningar' (docs/decisions/044, 045). */
export { watchesRoutes } from './watches.routes';
export { requestWatchScan } from './watch-scan';
