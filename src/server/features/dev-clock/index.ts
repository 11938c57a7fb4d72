/** Entry module of the dev-clock feature: the test clock (development and tests only). */
export { devClockRoutes } from './dev-clock.routes';
