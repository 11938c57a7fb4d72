import type { PublicStaff } from '~/shared/schemas/staff';

// Its own module so the booking page's first load (the service list) does not bring the picker's component code.

/**
 * The active members of `staff` who perform service `serviceId` (or, for a visit of several services, every one of
 * `serviceId`), in the given (display) order.
 */
export function eligibleStaff(staff: PublicStaff[], serviceId: string | readonly string[]): PublicStaff[] {
  const ids = typeof serviceId === 'string' ? [serviceId] : serviceId;
  return staff.filter((member) => ids.every((id) => member.serviceIds.includes(id)));
}
