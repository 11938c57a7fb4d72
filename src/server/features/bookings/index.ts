/**
 * Entry module of the bookings feature: the customer's booking endpoints, and what the company's calendar, blocks,
 * schedule exceptions, e-mailed links and an account's erasure share with them: the booking lifecycle
 * (docs/decisions/028-one-booking-lifecycle.md), the company's booking lock, slot assignment and the customer's
 * cancellation policy.
 */
export { bookingsRoutes } from './bookings.routes';
export * as lifecycle from './lifecycle';
export { hashToken, stockholmNow, wallClockReached } from './lifecycle';
export { findBookingStaff, lockCompany, lockCompanyAndUser } from './bookings.queries';
export { warmBookingStatements } from './create-booking.queries';
export { findCompanyService, loadMovedBookingService } from './reschedule.queries';
export { bookedServicesOf, loadVisitServices, visitServicesSubquery } from './booking-services';
export { assignSlot, serviceSlotFacts, type SlotAssignment } from './slot-assignment';
export { assertCustomerMayChange, deadlineOf } from './booking-policy';
