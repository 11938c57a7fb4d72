/** Slot engine public API (docs/design.md §4 "Slot engine"). */
export { computeDaySlots, isSlotOffered } from './slot-engine';
export { activeParts, processingGap, type ActivePart } from './processing';
export { computeRangeAvailability, computeWeekAvailability } from './week-availability';
export type {
  AvailabilityInput,
  BlockedPeriod,
  BusyBooking,
  DayAvailability,
  DayStatus,
  StaffAvailability,
  TimeSlot,
} from './types';
export { inTimeWindow, visitShape, type VisitPart, type VisitShape } from './visit-shape';
