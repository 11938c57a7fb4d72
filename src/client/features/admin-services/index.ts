/** Entry module of the admin-services feature (the company's services): what other features may import. */
export { SortableServiceList } from './sortable-service-list';
export { useAdminServices } from './use-admin-services';
