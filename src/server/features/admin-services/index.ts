/** Entry module of the admin-services feature: the company's services. */
export { adminServicesRoutes } from './admin-services.routes';
