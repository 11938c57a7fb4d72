import type { APIRequestContext } from '@playwright/test';

/** A bookable time found through the public API: the ids to post to `/api/bookings`, a date and a start `HH:MM`. */
export interface FreeSlot {
  companyId: string;
  serviceId: string;
  date: string;
  startTime: string;
}

/**
 * The first free time of `serviceName` at the company `slug` in the week starting `monday` (`YYYY-MM-DD`), read
 * through the company and week-availability endpoints as the booking page reads them.
 */
export async function firstFreeSlot(
  request: APIRequestContext,
  slug: string,
  serviceName: string,
  monday: string,
): Promise<FreeSlot> {
  const { company, services } = (await (await request.get(`/api/companies/${slug}`)).json()) as {
    company: { id: string };
    services: { id: string; name: string }[];
  };
  const service = services.find((s) => s.name === serviceName);
  if (!service) throw new Error(`${slug} has no service ${serviceName}`);
  const week = (await (
    await request.get(`/api/companies/${slug}/availability?serviceId=${service.id}&week=${monday}`)
  ).json()) as { days: { date: string; slots: { startTime: string }[] }[] };
  const day = week.days.find((d) => d.slots.length > 0);
  if (!day) throw new Error(`no free ${serviceName} at ${slug} in the week of ${monday}`);
  return { companyId: company.id, serviceId: service.id, date: day.date, startTime: day.slots[0]!.startTime };
}
