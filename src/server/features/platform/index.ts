/** Entry module of the platform feature: the platform admins' company list. */
export { platformRoutes } from './platform.routes';
