/** Entry module of the admin-customers feature: the company's customer list and edits. */
export { adminCustomersRoutes } from './admin-customers.routes';
export { existingRecordOfNewCustomer } from './admin-customers.service';
