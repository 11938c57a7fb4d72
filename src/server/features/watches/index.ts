/** Entry module of the watches feature: a customer's 'Bevakningar' (docs/decisions/044, 045). */
export { watchesRoutes } from './watches.routes';
// Called in the transaction of every change that can free time (docs/decisions/045).
export { requestWatchScan } from '../../lib/watch-scan-request';
