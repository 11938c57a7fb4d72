/** Entry module of the system feature: health, readiness and metrics. */
export { systemRoutes } from './system.routes';
