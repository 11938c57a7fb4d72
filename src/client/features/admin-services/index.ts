/** Entry module of the admin-services feature (the company's services): what other features may import. */
export { useAdminServices } from './use-admin-services';
