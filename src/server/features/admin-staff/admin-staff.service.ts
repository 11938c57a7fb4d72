import type { z } from 'zod';
import { activeParts, computeDaySlots } from '../../../shared/availability';
import {
  addDays,
  formatHhmm,
  instantToZoned,
  parseHhmm,
  todayInZone,
  zonedWallClockToInstant,
} from '../../../shared/dates';
import { normalizeWeeklySchedule } from '../../../shared/schedule';
import {
  ABSENCE_IN_PAST_MESSAGE,
  ABSENCE_NOT_FOUND_MESSAGE,
  STAFF_HAS_BOOKINGS_MESSAGE,
  STAFF_MEMBER_NOT_FOUND_MESSAGE,
  STAFF_SERVICES_MESSAGE,
  type AbsenceCoveredBooking,
  type AdminStaff,
  type StaffAbsence,
  type staffAbsenceInputSchema,
  type staffAbsenceQuerySchema,
  type staffInputSchema,
  type StaffOrderInput,
} from '../../../shared/schemas/staff';
import type { ResponsiveImage } from '../../../shared/schemas/images';
import type { Deps } from '../../context';
import type { Database } from '../../db/client';
import type { staff, staffAbsences } from '../../db/schema';
import { AppError, notFound, sqlState } from '../../errors';
import { describeImages, releaseImage, storeImage } from '../../images';
import { toHhmm } from '../../lib/pg-time';
import { loadBusyPeriods, toAvailabilityInput } from '../availability';
import { loadMovedBookingService, lockCompany } from '../bookings';
import {
  assignUnstaffedBookings,
  countActiveStaff,
  countCompanyServices,
  countStaffBookings,
  countUpcomingPerStaff,
  deleteAbsence,
  deleteStaff,
  findAbsence,
  findCompanyStaff,
  findScheduleSettings,
  listMemberBookedOnDates,
  insertAbsence,
  insertStaff,
  listAbsences,
  listCompanyStaff,
  listStaffServiceLinks,
  nextStaffOrder,
  replaceStaffServices,
  updateStaff,
} from './admin-staff.queries';
import { requestWatchScan } from '../watches';

/** The validated body of create/update (`staffInputSchema` output). */
export type StaffBody = z.output<typeof staffInputSchema>;
/** The validated body of `POST /:id/absences`. */
export type AbsenceBody = z.output<typeof staffAbsenceInputSchema>;
/** The validated query of `GET /:id/absences`. */
export type AbsenceQuery = z.output<typeof staffAbsenceQuerySchema>;

const memberNotFound = () => notFound(STAFF_MEMBER_NOT_FOUND_MESSAGE);

function toAdminStaff(
  row: typeof staff.$inferSelect,
  serviceIds: string[],
  upcomingBookings: number,
  photo: ResponsiveImage | null,
): AdminStaff {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    photoUrl: row.photoUrl,
    photo,
    presentation: row.presentation,
    serviceIds,
    active: row.active,
    displayOrder: row.displayOrder,
    weeklySchedule: row.weeklySchedule === null ? null : normalizeWeeklySchedule(row.weeklySchedule),
    upcomingBookings,
  };
}

function toAbsence(row: typeof staffAbsences.$inferSelect): StaffAbsence {
  return {
    id: row.id,
    staffId: row.staffId,
    kind: row.kind,
    start: row.startTime.toISOString(),
    end: row.endTime.toISOString(),
    reason: row.reason,
  };
}

/**
 * The company's staff members in display order, each with every service they are linked to (active or not, so the
 * admin's form shows all), `upcomingBookings` (booked bookings from today, Stockholm, on) and their portrait's
 * variants (`photo`).
 */
export async function listAdminStaff(
  deps: Pick<Deps, 'db' | 'images'>,
  companyId: string,
  now: Date,
): Promise<AdminStaff[]> {
  const { db } = deps;
  const [rows, links, upcoming] = await Promise.all([
    listCompanyStaff(db, companyId),
    listStaffServiceLinks(db, companyId),
    countUpcomingPerStaff(db, companyId, todayInZone(now)),
  ]);
  const servicesOf = new Map<string, string[]>();
  for (const link of links)
    servicesOf.set(link.staffId, [...(servicesOf.get(link.staffId) ?? []), link.serviceId]);
  const photos = await describeImages(
    deps.images,
    rows.map((row) => row.photoUrl),
  );
  return rows.map((row) =>
    toAdminStaff(
      row,
      servicesOf.get(row.id) ?? [],
      upcoming.get(row.id) ?? 0,
      (row.photoUrl && photos.get(row.photoUrl)) || null,
    ),
  );
}

async function one(deps: Deps, companyId: string, id: string) {
  const member = (await listAdminStaff(deps, companyId, deps.clock())).find((s) => s.id === id);
  if (!member) throw memberNotFound();
  return member;
}

/** Staff are bookable data (cached availability, open calendars) and shown on the company page: announce both. */
async function publishStaffChanged(deps: Deps, companyId: string) {
  await Promise.all([deps.bus.publishBookingsChanged(companyId), deps.bus.publishCatalogChanged(companyId)]);
}

async function checkServices(db: Database, companyId: string, serviceIds: string[]) {
  const unique = [...new Set(serviceIds)];
  if ((await countCompanyServices(db, companyId, unique)) !== unique.length) {
    throw new AppError(400, 'invalid_input', STAFF_SERVICES_MESSAGE);
  }
  return unique;
}

/**
 * Creates a member at the end of the list with their services (400 STAFF_SERVICES_MESSAGE unless every one is the
 * company's). When they are the company's first active member, the company's booked and no-show bookings without a
 * member become theirs (decision 012), under the company's booking lock so no booking slips in between. Publishes
 * the change.
 */
export async function createStaff(deps: Deps, companyId: string, input: StaffBody): Promise<AdminStaff> {
  const row = await deps.db.transaction(async (tx) => {
    const serviceIds = await checkServices(tx, companyId, input.serviceIds);
    await lockCompany(tx, deps.handle.kind, companyId);
    const first = input.active && (await countActiveStaff(tx, companyId)) === 0;
    const created = await insertStaff(tx, companyId, {
      name: input.name,
      title: input.title,
      presentation: input.presentation ?? null,
      active: input.active,
      weeklySchedule: input.weeklySchedule,
      displayOrder: await nextStaffOrder(tx, companyId),
    });
    await replaceStaffServices(tx, companyId, created.id, serviceIds);
    if (first) await assignUnstaffedBookings(tx, companyId, created.id);
    // A new member's hours are new free times, maybe watched ones (docs/decisions/045).
    await requestWatchScan(tx, companyId);
    return created;
  });
  await publishStaffChanged(deps, companyId);
  return one(deps, companyId, row.id);
}

/**
 * Replaces a member's name, title, presentation (when given), active flag, services and hours; 404 unless the company's member, 400
 * STAFF_SERVICES_MESSAGE for a service of another company. Their bookings stay theirs when deactivated.
 */
export async function editStaff(
  deps: Deps,
  companyId: string,
  id: string,
  input: StaffBody,
): Promise<AdminStaff> {
  await deps.db.transaction(async (tx) => {
    // Whose member it is comes first: another company's member is 404 whatever services the body names.
    if (!(await findCompanyStaff(tx, companyId, id))) throw memberNotFound();
    const serviceIds = await checkServices(tx, companyId, input.serviceIds);
    const updated = await updateStaff(tx, companyId, id, {
      name: input.name,
      title: input.title,
      presentation: input.presentation,
      active: input.active,
      weeklySchedule: input.weeklySchedule,
    });
    if (!updated) throw memberNotFound();
    await replaceStaffServices(tx, companyId, id, serviceIds);
    // Hours, services or activation may have grown the free times (docs/decisions/045).
    await requestWatchScan(tx, companyId);
  });
  await publishStaffChanged(deps, companyId);
  return one(deps, companyId, id);
}

/**
 * Deletes a member with their services, absences and photo; 404 unless the company's, 409 `staff_has_bookings`
 * STAFF_HAS_BOOKINGS_MESSAGE when any booking (of any status) is theirs (the foreign key forbids it too).
 */
export async function removeStaff(deps: Deps, companyId: string, id: string): Promise<void> {
  const hasBookings = () => new AppError(409, 'staff_has_bookings', STAFF_HAS_BOOKINGS_MESSAGE);
  let photoUrl: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const member = await findCompanyStaff(tx, companyId, id);
      if (!member) throw memberNotFound();
      if ((await countStaffBookings(tx, companyId, id)) > 0) throw hasBookings();
      photoUrl = member.photoUrl;
      await deleteStaff(tx, companyId, id);
    });
  } catch (err) {
    // A booking made for them between the count and the delete: the foreign key (RESTRICT) refuses.
    if (sqlState(err) === '23503') throw hasBookings();
    throw err;
  }
  await releaseImage(deps, photoUrl);
  await publishStaffChanged(deps, companyId);
}

/**
 * Saves a new order: `ids[i]` gets display order `i`. Every id must be the company's member (else 404 and nothing
 * changes). Returns the list in its new order.
 */
export async function reorderStaff(
  deps: Deps,
  companyId: string,
  input: StaffOrderInput,
): Promise<AdminStaff[]> {
  await deps.db.transaction(async (tx) => {
    for (const [index, id] of input.ids.entries()) {
      if (!(await updateStaff(tx, companyId, id, { displayOrder: index }))) throw memberNotFound();
    }
  });
  await publishStaffChanged(deps, companyId);
  return listAdminStaff(deps, companyId, deps.clock());
}

/**
 * Replaces a member's portrait with an uploaded image: the logo's checks (400 'Vänligen välj en bildfil' unless an
 * image by content), stored as square AVIF and WebP variants in the image store (docs/decisions/039); the previous
 * portrait's variants are released. 404 unless the company's member.
 */
export async function replaceStaffPhoto(
  deps: Deps,
  companyId: string,
  id: string,
  file: Buffer,
): Promise<AdminStaff> {
  const previous = await findCompanyStaff(deps.db, companyId, id);
  if (!previous) throw memberNotFound();
  const url = await storeImage(deps.images, file, 'square');
  if (!(await updateStaff(deps.db, companyId, id, { photoUrl: url }))) {
    await releaseImage(deps, url);
    throw memberNotFound();
  }
  if (previous.photoUrl !== url) await releaseImage(deps, previous.photoUrl);
  await publishStaffChanged(deps, companyId);
  return one(deps, companyId, id);
}

/** Removes a member's portrait (photo_url null) and releases its variants; 404 unless the company's member. */
export async function removeStaffPhoto(deps: Deps, companyId: string, id: string): Promise<AdminStaff> {
  const previous = await findCompanyStaff(deps.db, companyId, id);
  if (!previous || !(await updateStaff(deps.db, companyId, id, { photoUrl: null }))) throw memberNotFound();
  await releaseImage(deps, previous.photoUrl);
  await publishStaffChanged(deps, companyId);
  return one(deps, companyId, id);
}

/**
 * A member's absences overlapping the Stockholm days `from`–`to` (both included; default from today, no end), by
 * start; 404 unless the company's member.
 */
export async function listStaffAbsences(
  deps: Deps,
  companyId: string,
  id: string,
  query: AbsenceQuery,
): Promise<StaffAbsence[]> {
  if (!(await findCompanyStaff(deps.db, companyId, id))) throw memberNotFound();
  const from = zonedWallClockToInstant(query.from ?? todayInZone(deps.clock()), '00:00');
  const to = query.to ? zonedWallClockToInstant(addDays(query.to, 1), '00:00') : undefined;
  return (await listAbsences(deps.db, companyId, id, from, to)).map(toAbsence);
}

/**
 * Adds an absence ('Ledig' or 'Sjuk', optional reason) to a member; 404 unless the company's member, 400
 * ABSENCE_IN_PAST_MESSAGE when it ends by now (end after start is the schema's). Bookings inside it stay; the
 * member offers no new times in it. Publishes the change so cached availability clears.
 */
export async function addStaffAbsence(
  deps: Deps,
  companyId: string,
  id: string,
  input: AbsenceBody,
): Promise<StaffAbsence> {
  if (!(await findCompanyStaff(deps.db, companyId, id))) throw memberNotFound();
  const startTime = new Date(input.start);
  const endTime = new Date(input.end);
  if (endTime.getTime() <= deps.clock().getTime())
    throw new AppError(400, 'invalid_input', ABSENCE_IN_PAST_MESSAGE);
  const row = await insertAbsence(deps.db, {
    companyId,
    staffId: id,
    kind: input.kind,
    startTime,
    endTime,
    reason: input.reason,
  });
  await deps.bus.publishBookingsChanged(companyId);
  return toAbsence(row);
}

/**
 * Deletes one absence of a member, with a watch scan request in the same transaction (its times are free again);
 * 404 unless both are the company's. Publishes the change.
 */
export async function removeStaffAbsence(
  deps: Deps,
  companyId: string,
  id: string,
  absenceId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await deleteAbsence(tx, companyId, id, absenceId))) throw notFound(ABSENCE_NOT_FOUND_MESSAGE);
    await requestWatchScan(tx, companyId);
  });
  await deps.bus.publishBookingsChanged(companyId);
}

type BookingRow = Awaited<ReturnType<typeof listMemberBookedOnDates>>[number];

/**
 * The active colleagues of `booking`'s member free at exactly its date and start for its service (the slot engine
 * with the booking itself left out, as 'Flytta' checks it), in display order, without its own member.
 */
async function moveCandidates(
  db: Database,
  companyId: string,
  booking: BookingRow,
  now: Date,
): Promise<{ id: string; name: string }[]> {
  const company = await findScheduleSettings(db, companyId);
  if (!company) return [];
  const startTime = toHhmm(booking.startTime);
  // A deleted service: the booking keeps its own length, buffer and processing time; a visit its own shape (as
  // 'Flytta' does).
  const service = await loadMovedBookingService(db, companyId, booking);
  const loaded = await loadBusyPeriods(db, companyId, booking.startDate, booking.startDate);
  const busy = { ...loaded, bookings: loaded.bookings.filter((b) => b.id !== booking.id) };
  if (busy.staff.length === 0) return [];
  const range = { from: booking.startDate, to: booking.startDate };
  const input = toAvailabilityInput(company, service, busy, range, now);
  const slot = computeDaySlots(booking.startDate, input).slots.find((s) => s.startTime === startTime);
  const free = new Set(slot?.staffIds ?? []);
  return busy.staff
    .filter((m) => m.id !== booking.staffId && free.has(m.id))
    .map((m) => ({ id: m.id, name: m.name }));
}

/**
 * The bookings a saved absence leaves on its member ('Sjuk' with customers booked): the member's `booked` bookings
 * whose active parts (all of it without processing time) overlap the absence's [start, end) and that start after now, by start, each with `moveTo`, the colleagues free
 * at that time who perform its service (moveCandidates). The front desk then moves ('Flytta',
 * `POST /api/admin/calendar/bookings/:id/move` with `staffId`), cancels ('Avboka', the customer told) or keeps each.
 * Errors: 404 unless both the member and the absence are the company's.
 */
export async function listAbsenceCoveredBookings(
  deps: Deps,
  companyId: string,
  id: string,
  absenceId: string,
): Promise<AbsenceCoveredBooking[]> {
  const absence = await findAbsence(deps.db, companyId, id, absenceId);
  if (!absence) throw notFound(ABSENCE_NOT_FOUND_MESSAGE);
  const now = deps.clock();
  const fromDate = instantToZoned(absence.startTime).date;
  const toDate = instantToZoned(absence.endTime).date;
  const rows = await listMemberBookedOnDates(deps.db, companyId, id, fromDate, toDate);
  // With processing time only its active parts need the member (docs/decisions/036): an absence inside the gap
  // leaves the booking alone.
  const covered = rows.filter((b) => {
    const at = (minutes: number) => zonedWallClockToInstant(b.startDate, formatHhmm(minutes));
    const start = parseHhmm(toHhmm(b.startTime));
    const parts = activeParts(
      start,
      parseHhmm(toHhmm(b.endTime)),
      0,
      b.processingAfterMinutes,
      b.processingMinutes,
    );
    return (
      at(start) > now && parts.some((p) => at(p.start) < absence.endTime && at(p.end) > absence.startTime)
    );
  });
  const result: AbsenceCoveredBooking[] = [];
  for (const b of covered) {
    result.push({
      id: b.id,
      customerName: b.customerName,
      serviceName: b.serviceName,
      startDate: b.startDate,
      startTime: toHhmm(b.startTime),
      endTime: toHhmm(b.endTime),
      moveTo: await moveCandidates(deps.db, companyId, b, now),
    });
  }
  return result;
}
