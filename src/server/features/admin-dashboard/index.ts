/** Entry module of the admin-dashboard feature: the company's overview numbers. */
export { adminDashboardRoutes } from './admin-dashboard.routes';
