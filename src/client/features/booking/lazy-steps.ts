import { lazy } from 'react';

// Steps 2–4 are chunks of their own: the booking page's first load is the service list, and the form step alone
// brings the sign-in panel, react-hook-form and zod. They are fetched as soon as the visitor reaches for a service.
const loadWeekCalendar = () => import('./week-calendar');
const loadBookingForm = () => import('./booking-form');
const loadBookingConfirmation = () => import('./booking-confirmation');

export const WeekCalendar = lazy(() => loadWeekCalendar().then((m) => ({ default: m.WeekCalendar })));
export const BookingForm = lazy(() => loadBookingForm().then((m) => ({ default: m.BookingForm })));
export const BookingConfirmation = lazy(() =>
  loadBookingConfirmation().then((m) => ({ default: m.BookingConfirmation })),
);

/** The confirmation step opened by its address: fetches the booking, shown to its owner only. */
export const StoredBookingConfirmation = lazy(() =>
  loadBookingConfirmation().then((m) => ({ default: m.StoredBookingConfirmation })),
);

/** Starts fetching the later steps' code (idempotent: the browser and the bundler's loader cache each chunk). */
export function prefetchLaterSteps(): void {
  void loadWeekCalendar();
  void loadBookingForm();
  void loadBookingConfirmation();
}
