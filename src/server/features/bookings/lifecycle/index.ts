/**
 * A booking's life in one place (docs/decisions/028-one-booking-lifecycle.md): every actor (the customer, the
 * company's calendar, blocks and schedule exceptions, an account's erasure, the completion job) changes a booking
 * through these functions, inside its own transaction and after its own checks. Each does its compare-and-set,
 * writes one booking_logs row (a BookingEvent) and the messages effectsOf gives that event.
 */
export { create } from './create';
export { move, type BookingMove } from './move';
export { cancel, cancelCovered, type BookingCancel, type CancelReason } from './cancel';
export { markNoShow, restore } from './status';
export { completeDue } from './complete';
export {
  completeRefund,
  confirmPaid,
  markPaymentFailed,
  releaseExpiredHolds,
  releaseHold,
  type RefundPayload,
} from './payment';
export { effectsOf, type BookingMessage } from './effects';
export type { Actor, BookingEvent, BookingEventType } from './events';
export { newBookingRecords, type NewBookingFacts } from './new-booking-records';
export { bookAgainUrl, emailDetails } from './email-details';
export { hashToken } from './verification-tokens';
export { stockholmNow, wallClockReached } from './wall-clock';
