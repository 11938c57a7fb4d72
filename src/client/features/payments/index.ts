/** Entry module of the payments feature (paying online, docs/decisions/047): what other features may import. */
export { BookingPaymentLine } from './booking-payment-line';
export { goToPayment } from './leave-page';
export { methodLabel, paymentLine, refundOnCancelLine } from './payment-lines';
export { PaymentTerms, VisitPaymentNote, visitPaymentTerms, visitPaysOnline } from './payment-terms';
export { p as paymentText } from './strings';
