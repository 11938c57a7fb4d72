import type { PublicStaff } from '~/shared/schemas/staff';

// Its own module so the booking page's first load (the service list) does not bring the picker's component code.

/** The active members of `staff` who perform service `serviceId`, in the given (display) order. */
export function eligibleStaff(staff: PublicStaff[], serviceId: string): PublicStaff[] {
  return staff.filter((member) => member.serviceIds.includes(serviceId));
}
