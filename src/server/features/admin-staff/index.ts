/** Entry module of the admin-staff feature: the company's staff, their services and absences. */
export { adminStaffRoutes } from './admin-staff.routes';
