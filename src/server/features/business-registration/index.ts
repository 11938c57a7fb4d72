/** Entry module of the business-registration feature: a new company signs up. */
export { businessRegistrationRoutes } from './business-registration.routes';
