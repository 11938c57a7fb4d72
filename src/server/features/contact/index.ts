/** Entry module of the contact feature: the contact form. */
export { contactRoutes } from './contact.routes';
