import { and, asc, count, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings, companies, services, staff, staffAbsences, staffServices } from '../../db/schema';

type StaffValues = Partial<Omit<typeof staff.$inferInsert, 'id' | 'companyId' | 'createdAt'>>;

/** The company's staff members by display order (then creation). */
export async function listCompanyStaff(db: Database, companyId: string) {
  return db
    .select()
    .from(staff)
    .where(eq(staff.companyId, companyId))
    .orderBy(asc(staff.displayOrder), asc(staff.createdAt), asc(staff.id));
}

/** One member of the company, or undefined (another company's member is undefined too). */
export async function findCompanyStaff(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.companyId, companyId), eq(staff.id, id)))
    .limit(1);
  return row;
}

/** `staff_services` rows of the company: which member performs which service. */
export async function listStaffServiceLinks(db: Database, companyId: string) {
  return db
    .select({ staffId: staffServices.staffId, serviceId: staffServices.serviceId })
    .from(staffServices)
    .where(eq(staffServices.companyId, companyId));
}

/** Booked bookings per member of the company from `fromDate` (`YYYY-MM-DD`, Stockholm) on. */
export async function countUpcomingPerStaff(db: Database, companyId: string, fromDate: string) {
  const rows = await db
    .select({ staffId: bookings.staffId, n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.companyId, companyId),
        eq(bookings.status, 'booked'),
        gte(bookings.startDate, fromDate),
        sql`${bookings.staffId} is not null`,
      ),
    )
    .groupBy(bookings.staffId);
  return new Map(rows.map((r) => [r.staffId as string, Number(r.n)]));
}

/** How many of `ids` are services of the company. */
export async function countCompanyServices(db: Database, companyId: string, ids: string[]) {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(services)
    .where(and(eq(services.companyId, companyId), inArray(services.id, ids)));
  return Number(row?.n ?? 0);
}

/** Number of active members of the company. */
export async function countActiveStaff(db: Database, companyId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(staff)
    .where(and(eq(staff.companyId, companyId), eq(staff.active, true)));
  return Number(row?.n ?? 0);
}

/** The next display_order of the company (after the last member). */
export async function nextStaffOrder(db: Database, companyId: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${staff.displayOrder})` })
    .from(staff)
    .where(eq(staff.companyId, companyId));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

/** Inserts a member of the company. */
export async function insertStaff(db: Database, companyId: string, values: StaffValues & { name: string }) {
  const [row] = await db
    .insert(staff)
    .values({ companyId, ...values })
    .returning();
  if (!row) throw new Error('staff insert failed');
  return row;
}

/** Updates fields of the company's member; undefined when it is not the company's. */
export async function updateStaff(db: Database, companyId: string, id: string, values: StaffValues) {
  const [row] = await db
    .update(staff)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(staff.companyId, companyId), eq(staff.id, id)))
    .returning();
  return row;
}

/** Replaces the services a member performs (all must be the company's; the composite foreign key holds it). */
export async function replaceStaffServices(
  db: Database,
  companyId: string,
  staffId: string,
  serviceIds: string[],
) {
  await db.delete(staffServices).where(eq(staffServices.staffId, staffId));
  if (serviceIds.length > 0) {
    await db.insert(staffServices).values(serviceIds.map((serviceId) => ({ companyId, staffId, serviceId })));
  }
}

/**
 * Gives the company's booked and no-show bookings without a member to `staffId` (decision 012: the company's first
 * active member takes them over). Returns how many.
 */
export async function assignUnstaffedBookings(db: Database, companyId: string, staffId: string) {
  const rows = await db
    .update(bookings)
    .set({ staffId, updatedAt: new Date() })
    .where(
      and(
        eq(bookings.companyId, companyId),
        isNull(bookings.staffId),
        inArray(bookings.status, ['booked', 'no_show']),
      ),
    )
    .returning({ id: bookings.id });
  return rows.length;
}

/** Number of bookings (any status) of the member. */
export async function countStaffBookings(db: Database, companyId: string, staffId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.companyId, companyId), eq(bookings.staffId, staffId)));
  return Number(row?.n ?? 0);
}

/** Deletes the company's member (their services and absences go with them); returns whether a row went. */
export async function deleteStaff(db: Database, companyId: string, id: string) {
  const rows = await db
    .delete(staff)
    .where(and(eq(staff.companyId, companyId), eq(staff.id, id)))
    .returning({ id: staff.id });
  return rows.length > 0;
}

/** The member's absences overlapping `[from, to)` (instants; `to` undefined = no end), by start. */
export async function listAbsences(
  db: Database,
  companyId: string,
  staffId: string,
  from: Date,
  to: Date | undefined,
) {
  return db
    .select()
    .from(staffAbsences)
    .where(
      and(
        eq(staffAbsences.companyId, companyId),
        eq(staffAbsences.staffId, staffId),
        gt(staffAbsences.endTime, from),
        to ? lt(staffAbsences.startTime, to) : undefined,
      ),
    )
    .orderBy(asc(staffAbsences.startTime), asc(staffAbsences.id));
}

/** Inserts an absence of the company's member. */
export async function insertAbsence(db: Database, values: typeof staffAbsences.$inferInsert) {
  const [row] = await db.insert(staffAbsences).values(values).returning();
  if (!row) throw new Error('absence insert failed');
  return row;
}

/** Deletes one absence of the company's member; returns whether a row went. */
export async function deleteAbsence(db: Database, companyId: string, staffId: string, id: string) {
  const rows = await db
    .delete(staffAbsences)
    .where(
      and(
        eq(staffAbsences.companyId, companyId),
        eq(staffAbsences.staffId, staffId),
        eq(staffAbsences.id, id),
      ),
    )
    .returning({ id: staffAbsences.id });
  return rows.length > 0;
}

/** One absence of the company's member, or undefined. */
export async function findAbsence(db: Database, companyId: string, staffId: string, id: string) {
  const [row] = await db
    .select()
    .from(staffAbsences)
    .where(
      and(
        eq(staffAbsences.companyId, companyId),
        eq(staffAbsences.staffId, staffId),
        eq(staffAbsences.id, id),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The member's `booked` bookings starting on the Stockholm dates [fromDate, toDate] (`YYYY-MM-DD`), by start; the
 * caller keeps those inside its period. Times as stored (`HH:MM:SS`).
 */
export async function listMemberBookedOnDates(
  db: Database,
  companyId: string,
  staffId: string,
  fromDate: string,
  toDate: string,
) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.companyId, companyId),
        eq(bookings.staffId, staffId),
        eq(bookings.status, 'booked'),
        gte(bookings.startDate, fromDate),
        lte(bookings.startDate, toDate),
      ),
    )
    .orderBy(asc(bookings.startDate), asc(bookings.startTime), asc(bookings.createdAt));
}

/** The scheduling settings of the company (hours, slot interval, default buffer), or undefined. */
export async function findScheduleSettings(db: Database, companyId: string) {
  const [row] = await db
    .select({
      weeklySchedule: companies.weeklySchedule,
      slotIntervalMinutes: companies.slotIntervalMinutes,
      defaultBufferMinutes: companies.defaultBufferMinutes,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row;
}
