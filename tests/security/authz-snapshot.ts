import { asc, eq, inArray } from 'drizzle-orm';
import {
  blockedSlots,
  calendarFeeds,
  bookingVerifications,
  bookings,
  companies,
  companyEmailChanges,
  companyInvitations,
  companyMembers,
  companyPhotos,
  customers,
  feedback,
  services,
  staff,
  scheduleExceptions,
  staffAbsences,
  staffServices,
  user,
} from '../../src/server/db/schema';
import type { Fixture } from './authz-fixtures';

/**
 * Everything a request could wrongly change of company X, of the other companies' status and of the customers'
 * profiles, as comparable JSON: the company rows, X's services, customers, bookings, staff (with their services and absences), schedule exceptions, blocked periods and gallery photos, all
 * feedback and booking-link verifications, the users, and X's members, invitations and pending e-mail change. Rows are ordered by id, so two snapshots are equal
 * exactly when nothing changed.
 */
export async function snapshotOfX(f: Fixture): Promise<string> {
  const { db } = f.world.ctx.deps;
  const x = f.world.companyX.id;
  const companyIds = [x, f.pendingCompany, f.activeCompany];
  const rows = {
    companies: await db
      .select()
      .from(companies)
      .where(inArray(companies.id, companyIds))
      .orderBy(asc(companies.id)),
    services: await db.select().from(services).where(eq(services.companyId, x)).orderBy(asc(services.id)),
    customers: await db.select().from(customers).where(eq(customers.companyId, x)).orderBy(asc(customers.id)),
    bookings: await db.select().from(bookings).where(eq(bookings.companyId, x)).orderBy(asc(bookings.id)),
    staff: await db.select().from(staff).where(eq(staff.companyId, x)).orderBy(asc(staff.id)),
    staffServices: await db
      .select()
      .from(staffServices)
      .where(eq(staffServices.companyId, x))
      .orderBy(asc(staffServices.staffId), asc(staffServices.serviceId)),
    staffAbsences: await db
      .select()
      .from(staffAbsences)
      .where(eq(staffAbsences.companyId, x))
      .orderBy(asc(staffAbsences.id)),
    scheduleExceptions: await db
      .select()
      .from(scheduleExceptions)
      .where(eq(scheduleExceptions.companyId, x))
      .orderBy(asc(scheduleExceptions.id)),
    calendarFeeds: await db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.companyId, x))
      .orderBy(asc(calendarFeeds.id)),
    blockedSlots: await db
      .select()
      .from(blockedSlots)
      .where(eq(blockedSlots.companyId, x))
      .orderBy(asc(blockedSlots.id)),
    feedback: await db.select().from(feedback).orderBy(asc(feedback.bookingId)),
    verifications: await db.select().from(bookingVerifications).orderBy(asc(bookingVerifications.tokenHash)),
    users: await db.select().from(user).orderBy(asc(user.id)),
    members: await db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.companyId, x))
      .orderBy(asc(companyMembers.userId)),
    invitations: await db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.companyId, x))
      .orderBy(asc(companyInvitations.id)),
    emailChanges: await db.select().from(companyEmailChanges).where(eq(companyEmailChanges.companyId, x)),
    photos: await db
      .select()
      .from(companyPhotos)
      .where(eq(companyPhotos.companyId, x))
      .orderBy(asc(companyPhotos.id)),
  };
  return JSON.stringify(rows);
}
