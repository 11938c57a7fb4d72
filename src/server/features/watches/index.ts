/** Entry module of the watches feature: a customer's 'Bevakningar' (docs/decisions/044). */
export { watchesRoutes } from './watches.routes';
