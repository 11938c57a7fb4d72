/**
 * Paying online (issue 36, docs/decisions/047): the provider's webhook, the dev payment page's API and the company's
 * 'Betalningar'. A booking's payment states change only in bookings/lifecycle (payment.ts).
 */
export { adminPaymentRoutes, devPaymentRoutes, stripeWebhookRoutes } from './payments.routes';
export { applyPaymentUpdate } from './payments.service';
export { loadBookingPayments, bookingPaymentField } from '../../lib/booking-payments';

/** The server side of payments is in place (helpers building the screens poll for this). */
export const PAYMENTS_READY = true;
