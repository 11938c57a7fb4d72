/** Entry module of the privacy feature: the customer's data export and account deletion, and anonymisation. */
export { privacyRoutes } from './privacy.routes';
export { anonymizeCustomers, redactOutboxTraces } from './anonymize';
