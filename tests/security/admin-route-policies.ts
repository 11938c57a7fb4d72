import { comingSwedishHolidays } from '../../src/server/holidays/swedish-holidays';
import { addDays, todayInZone, zonedWallClockToInstant } from '../../src/shared/dates';
import { EVERY_DAY_SCHEDULE } from '../factories';
import type { RoutePolicy } from './access-classes';
import { restoreMemberships, uniqueEmail, type Fixture, type Role } from './authz-fixtures';

const bookingOfA = (f: Fixture) => ({ id: f.bookingA.id });
/** X's staff account names its own booking; everyone else `other`. */
const ownOr = (f: Fixture, role: Role, own: string, other: string) => ({
  params: { id: role === 'staffX' ? own : other },
});
const serviceBody = {
  name: 'Färgning',
  description: 'Hela håret',
  price: 650,
  durationMinutes: 90,
  bufferMinutes: 10,
};

/*
 * Staff bodies keep the member inactive: X's first active member would take over X's unstaffed bookings
 * (docs/decisions/012), and later routes rely on X staying a company without active staff.
 */
const staffBody = (f: Fixture) => ({
  name: 'Ny Frisör',
  title: 'Barberare',
  active: false,
  serviceIds: [f.world.bookableService],
  weeklySchedule: null,
});

/** A future absence on a day nobody uses, as ISO instants. */
function absenceBody(f: Fixture) {
  const { date } = f.freeSlot();
  return {
    kind: 'sick',
    start: zonedWallClockToInstant(date, '08:00').toISOString(),
    end: zonedWallClockToInstant(date, '17:00').toISOString(),
    reason: 'Förkyld',
  };
}

/** The policies of the company admin endpoints (`/api/admin/*`), merged into ROUTE_POLICIES. */
export const ADMIN_ROUTE_POLICIES: Record<string, RoutePolicy> = {
  // the company's public reviews and its one answer. Y's admin naming X's review gets 404.
  'GET /api/admin/reviews': { access: 'company-admin', scope: 'own-company', ok: 200 },
  'POST /api/admin/reviews/:id/answer': {
    access: 'company-admin',
    scope: 'resource',
    ok: 200,
    request: (f) => ({ params: { id: f.reviewA }, body: { answer: 'Tack!' } }),
  },
  // its answer changed; Y's admin naming X's review gets 404.
  'PUT /api/admin/reviews/:id/answer': {
    access: 'company-admin',
    scope: 'resource',
    ok: 200,
    request: (f) => ({ params: { id: f.answeredReviewA }, body: { answer: 'Tack så mycket!' } }),
  },
  'GET /api/admin/dashboard': { access: 'company-admin', scope: 'own-company', ok: 200 },
  // 'Rapporter': the figures and the CSV of a period (default this month), of the admin's own company.
  'GET /api/admin/reports': { access: 'company-admin', scope: 'own-company', ok: 200 },
  'GET /api/admin/reports/bookings.csv': { access: 'company-admin', scope: 'own-company', ok: 200 },
  // 'Betalningar' (docs/decisions/047): the own company's payment connection; staff accounts are refused.
  'GET /api/admin/payments': { access: 'company-admin', scope: 'own-company', ok: 200 },
  'POST /api/admin/payments/connect': { access: 'company-admin', scope: 'own-company', ok: 200 },
  // X's staff account (docs/decisions/035) is served its own calendar: none of X's bookings of nobody or others.
  'GET /api/admin/calendar': {
    access: 'company-admin',
    scope: 'own-company',
    staff: 'scoped',
    ok: 200,
    request: (f) => ({ query: { from: addDays(f.bookingA.date, -3), to: addDays(f.bookingA.date, 3) } }),
  },
  'GET /api/admin/calendar/events': {
    access: 'company-admin',
    scope: 'own-company',
    staff: 'scoped',
    ok: 200,
    stream: true,
  },
  // where a booking lies, for the e-mailed deep link /admin/calendar?booking=<id>; X's staff account only its own.
  'GET /api/admin/calendar/bookings/:id': {
    access: 'company-admin',
    scope: 'resource',
    staff: 'own',
    ok: 200,
    request: (f, role) => ownOr(f, role, f.staffOwn.started, f.bookingA.id),
    otherMember: (f) => ({ params: bookingOfA(f) }),
  },
  // 'Ny bokning' for one of X's customers. Y's admin naming X's service and customer gets 404.
  'POST /api/admin/calendar/bookings': {
    access: 'company-admin',
    scope: 'resource',
    ok: 201,
    request: (f) => ({
      body: {
        customerId: f.customer.id,
        serviceId: f.world.bookableService,
        ...f.freeSlot(),
        notes: 'Bokad i telefon',
      },
    }),
  },
  // 'Ny bokning' asks whether a time is free. Y's admin naming X's service gets 404.
  'GET /api/admin/calendar/bookings/check': {
    access: 'company-admin',
    scope: 'resource',
    ok: 200,
    request: (f) => ({ query: { serviceId: f.world.bookableService, ...f.freeSlot() } }),
  },
  // 'Flytta' customer A's booking to a day nobody uses.
  'POST /api/admin/calendar/bookings/:id/move': {
    access: 'company-admin',
    scope: 'resource',
    ok: 200,
    request: (f) => ({ params: bookingOfA(f), body: f.freeSlot() }),
  },
  'POST /api/admin/calendar/bookings/:id/cancel': {
    access: 'company-admin',
    scope: 'resource',
    ok: 200,
    request: (f) => ({ params: bookingOfA(f), body: {} }),
  },
  // X's staff account marks its own visits only.
  'POST /api/admin/calendar/bookings/:id/no-show': {
    access: 'company-admin',
    scope: 'resource',
    staff: 'own',
    ok: 200,
    request: (f, role) => ({ ...ownOr(f, role, f.staffOwn.started, f.started), body: {} }),
    otherMember: (f) => ({ params: { id: f.started }, body: {} }),
  },
  'POST /api/admin/calendar/bookings/:id/restore': {
    access: 'company-admin',
    scope: 'resource',
    staff: 'own',
    ok: 200,
    request: (f, role) => ({ ...ownOr(f, role, f.staffOwn.noShow, f.noShow), body: {} }),
    otherMember: (f) => ({ params: { id: f.noShow }, body: {} }),
  },
  'POST /api/admin/calendar/blocks': {
    access: 'company-admin',
    scope: 'own-company',
    ok: 201,
    request: (f) => ({
      body: { date: f.freeSlot().date, startTime: '13:00', endTime: '14:30', reason: 'Lunch' },
    }),
  },
  'GET /api/admin/calendar/blocks/covered': {
    access: 'company-admin',
    scope: 'own-company',
    ok: 200,
    // Covers customer A's booking at X: only X's admin may see it listed.
    request: (f) => ({ query: { date: f.bookingA.date, startTime: '09:00', endTime: '12:00' } }),
  },
  'DELETE /api/admin/calendar/blocks/:id': {
    access: 'company-admin',
    scope: 'resource',
    ok: 204,
    request: (f) => ({ params: { id: f.block } }),
  },
  'GET /api/admin/services': { access: 'company-admin', scope: 'own-company', ok: 200 },
  'POST /api/admin/services': {
    access: 'company-admin',
    scope: 'own-company',
    ok: 201,
    request: () => ({ body: serviceBody }),
  },
  'PUT /api/admin/services/order': {
    access: 'company-admin',
    scope: 'resource',
    ok: 200,
    request: (f) => ({
      body: {
        items: [
          { id: f.spareService, displayOrder: 0 },
          { id: f.world.bookableService, displayOrder: 1 },
        ],
      },
    }),
  },
  'PATCH /api/admin/services/:id': {
    access: 'company-admin',
    scope: 'resource',
    ok: 200,
    request: (f) => ({ params: { id: f.spareService }, body: serviceBody }),
  },
  'POST /api/admin/services/:id/toggle': {
    access: 'company-admin',
    scope: 'resource',
    ok: 200,
    request: (f) => ({ params: { id: f.spareService }, body: { active: false } }),
  },
  'DELETE /api/admin/services/:id': {
    access: 'company-admin',
    scope: 'resource',
    ok: 200,
    request: (f) => ({ params: { id: f.spareService } }),
  },
  // Decision 012: the company's staff; each row gets a fresh member of X, so a deletion
  // never reaches a later row.
  'GET /api/admin/staff': { access: 'company-admin', scope: 'own-company', ok: 200 },
  'POST /api/admin/staff': {
    access: 'company-admin',
    scope: 'own-company',
    ok: 201,
    // Without services: Y's admin creates a member of Y, and X's services are not Y's to give.
    request: (f) => ({ body: { ...staffBody(f), serviceIds: [] } }),
  },
  // Y's admin names its own member first: the whole reorder is refused, nothing of it written.
  'PUT /api/admin/staff/order': {
    access: 'company-admin',
    scope: 'resource',
    ok: 200,
    request: (f, role) => ({ body: { ids: role === 'adminY' ? [f.staffY, f.staff.id] : [f.staff.id] } }),
  },
  'PATCH /api/admin/staff/:id': {
    access: 'company-admin',
    scope: 'resource',
    ok: 200,
    request: (f) => ({ params: { id: f.staff.id }, body: staffBody(f) }),
  },
  'DELETE /api/admin/staff/:id': {
    access: 'company-admin',
    scope: 'resource',
    ok: 204,
    request: (f) => ({ params: { id: f.staff.id } }),
  },
  'POST /api/admin/staff/:id/photo': {
    access: 'company-admin',
    scope: 'resource',
    ok: 200,
    request: (f) => ({ params: { id: f.staff.id }, upload: f.world.logo }),
  },
  'DELETE /api/admin/staff/:id/photo': {
    access: 'company-admin',
    scope: 'resource',
    ok: 200,
    request: (f) => ({ params: { id: f.staff.id } }),
  },
  // Decision 040: the salon's gallery; each row gets a fresh photo of X (the fixture's only one).
  'GET /api/admin/photos': { access: 'company-admin', scope: 'own-company', ok: 200 },
  'POST /api/admin/photos': {
    access: 'company-admin',
    scope: 'own-company',
    ok: 201,
    request: (f) => ({ upload: f.world.logo, fields: { alt: 'Salongen' } }),
  },
  // Y's admin names X's photo: 404, nothing written.
  'PUT /api/admin/photos/order': {
    access: 'company-admin',
    scope: 'resource',
    ok: 200,
    request: (f) => ({ body: { ids: [f.photo] } }),
  },
  'PATCH /api/admin/photos/:id': {
    access: 'company-admin',
    scope: 'resource',
    ok: 200,
    request: (f) => ({ params: { id: f.photo }, body: { alt: 'Stolarna vid fönstret' } }),
  },
  'PUT /api/admin/photos/:id/cover': {
    access: 'company-admin',
    scope: 'resource',
    ok: 200,
    request: (f) => ({ params: { id: f.photo } }),
  },
  'DELETE /api/admin/photos/:id': {
    access: 'company-admin',
    scope: 'resource',
    ok: 200,
    request: (f) => ({ params: { id: f.photo } }),
  },
  'GET /api/admin/staff/:id/absences': {
    access: 'company-admin',
    scope: 'resource',
    ok: 200,
    request: (f) => ({ params: { id: f.staff.id } }),
  },
  'POST /api/admin/staff/:id/absences': {
    access: 'company-admin',
    scope: 'resource',
    ok: 201,
    request: (f) => ({ params: { id: f.staff.id }, body: absenceBody(f) }),
  },
  // The bookings an absence covers; Y's admin names X's absence through Y's own member.
  'GET /api/admin/staff/:id/absences/:absenceId/covered': {
    access: 'company-admin',
    scope: 'resource',
    ok: 200,
    request: (f, role) => ({
      params: { id: role === 'adminY' ? f.staffY : f.staff.id, absenceId: f.staff.absence },
    }),
  },
  // Y's admin names X's absence through Y's own member.
  'DELETE /api/admin/staff/:id/absences/:absenceId': {
    access: 'company-admin',
    scope: 'resource',
    ok: 204,
    request: (f, role) => ({
      params: { id: role === 'adminY' ? f.staffY : f.staff.id, absenceId: f.staff.absence },
    }),
  },
  // Decision 015: exceptions name the company's inactive member, so no later row loses a day.
  'GET /api/admin/schedule-exceptions': { access: 'company-admin', scope: 'own-company', ok: 200 },
  'POST /api/admin/schedule-exceptions': {
    access: 'company-admin',
    scope: 'own-company',
    ok: 201,
    request: (f, role) => ({
      body: {
        staffId: role === 'adminY' ? f.staffY : f.staff.id,
        startDate: f.freeSlot().date,
        kind: 'closed',
        note: 'Kurs',
      },
    }),
  },
  // The read-only preview of an exception: closing bookingA's day lists customer A's booking, to X's admin only.
  'GET /api/admin/schedule-exceptions/covered': {
    access: 'company-admin',
    scope: 'own-company',
    ok: 200,
    request: (f) => ({ query: { startDate: f.bookingA.date, kind: 'closed' } }),
  },
  'DELETE /api/admin/schedule-exceptions/:id': {
    access: 'company-admin',
    scope: 'resource',
    ok: 204,
    request: (f) => ({ params: { id: f.exception } }),
  },
  // The next holiday kept open: X has no booking on it, so nothing is cancelled or asked.
  'PUT /api/admin/holidays/:date': {
    access: 'company-admin',
    scope: 'own-company',
    ok: 200,
    request: () => ({
      params: { date: comingSwedishHolidays(todayInZone(new Date()))[0]!.date },
      body: { mode: 'open' },
    }),
  },
  'GET /api/admin/settings': { access: 'company-admin', scope: 'own-company', ok: 200 },
  // the company-wide feed address of the caller's own company (X's member feed of the fixture stays).
  'GET /api/admin/calendar-feeds': { access: 'company-admin', scope: 'own-company', ok: 200 },
  'POST /api/admin/calendar-feeds': {
    access: 'company-admin',
    scope: 'own-company',
    ok: 201,
    request: () => ({ body: { staffId: null } }),
  },
  'POST /api/admin/calendar-feeds/revoke': {
    access: 'company-admin',
    scope: 'own-company',
    ok: 200,
    request: () => ({ body: { staffId: null } }),
  },
  'PATCH /api/admin/settings/company': {
    access: 'company-admin',
    scope: 'own-company',
    ok: 200,
    // The company's own e-mail is kept: a new one needs the code mailed to it (the e-mail-change routes below).
    request: (f, role) => ({
      body: {
        name: 'Nytt Namn AB',
        email: f.own(role).email,
        phone: '08-123 456',
        street: 'Ny gata 2',
        postcode: '111 22',
        city: 'Stockholm',
      },
    }),
  },
  // the contact e-mail changes only with the code mailed to the new address.
  'POST /api/admin/settings/company/email-change': {
    access: 'company-admin',
    scope: 'own-company',
    ok: 202,
    request: () => ({ body: { email: uniqueEmail('ny-kontakt') } }),
  },
  'POST /api/admin/settings/company/email-change/confirm': {
    access: 'company-admin',
    scope: 'own-company',
    ok: 200,
    request: (f) => ({ body: { code: f.emailCode } }),
    after: restoreMemberships,
  },
  'PUT /api/admin/settings/schedule': {
    access: 'company-admin',
    scope: 'own-company',
    ok: 200,
    request: () => ({
      body: { weeklySchedule: EVERY_DAY_SCHEDULE, defaultBufferMinutes: 5, slotIntervalMinutes: 30 },
    }),
  },
  'PATCH /api/admin/settings/notifications': {
    access: 'company-admin',
    scope: 'own-company',
    ok: 200,
    request: () => ({ body: { emailNotifications: false, smsReminders: true } }),
  },
  'PATCH /api/admin/settings/booking-policy': {
    access: 'company-admin',
    scope: 'own-company',
    ok: 200,
    // Lenient values, so the bookings of later rows stay movable and bookable.
    request: () => ({ body: { cancellationNoticeHours: 0, bookingHorizonMonths: 12 } }),
  },
  'POST /api/admin/settings/logo': {
    access: 'company-admin',
    scope: 'own-company',
    ok: 200,
    request: (f) => ({ upload: f.world.logo }),
  },
  'DELETE /api/admin/settings/logo': { access: 'company-admin', scope: 'own-company', ok: 200 },
  'GET /api/admin/settings/week-bookings': {
    access: 'company-admin',
    scope: 'own-company',
    ok: 200,
    request: (f) => ({ query: { week: f.bookingA.date } }),
  },
  'GET /api/admin/customers': {
    access: 'company-admin',
    scope: 'own-company',
    ok: 200,
    request: () => ({ query: { q: '' } }),
  },
  'PATCH /api/admin/customers/:id': {
    access: 'company-admin',
    scope: 'resource',
    ok: 200,
    request: (f) => ({
      params: { id: f.customer.id },
      body: { name: 'Ny Kund', phone: '070 111 22 33', adminNotes: 'Stamkund', isFlagged: true },
    }),
  },
  // 'Ny kund' asks whether X has the phone or e-mail; Y's admin asking about X's customer gets null.
  'GET /api/admin/customers/existing': {
    access: 'company-admin',
    scope: 'own-company',
    ok: 200,
    request: (f) => ({ query: { email: f.customer.email } }),
  },
  // X's staff account: only a customer of its own bookings (the booking details' name, phone, note and flag).
  'GET /api/admin/customers/:id': {
    access: 'company-admin',
    scope: 'resource',
    staff: 'own',
    ok: 200,
    request: (f, role) => ownOr(f, role, f.staffOwn.customer, f.customer.id),
    otherMember: (f) => ({ params: { id: f.customer.id } }),
  },
  'GET /api/admin/customers/:id/bookings': {
    access: 'company-admin',
    scope: 'resource',
    ok: 200,
    request: (f) => ({ params: { id: f.customer.id } }),
  },
  // 'Slå ihop med…': X's duplicate record into X's guest. Y's admin naming X's records gets 404.
  'POST /api/admin/customers/:id/merge': {
    access: 'company-admin',
    scope: 'resource',
    ok: 200,
    request: (f) => ({ params: { id: f.customer.id }, body: { duplicateId: f.duplicateCustomer } }),
  },
  // the fixture's guest has no booked booking dated today or later (a no-show and a started one).
  'POST /api/admin/customers/:id/anonymize': {
    access: 'company-admin',
    scope: 'resource',
    ok: 200,
    request: (f) => ({ params: { id: f.customer.id } }),
  },
  // who administers the company; changes are the owner's alone.
  'GET /api/admin/members': { access: 'company-admin', scope: 'own-company', ok: 200 },
  'POST /api/admin/members/invitations': {
    access: 'company-owner',
    scope: 'own-company',
    ok: 201,
    request: () => ({ body: { email: uniqueEmail('ny-admin') } }),
  },
  'DELETE /api/admin/members/invitations/:id': {
    access: 'company-owner',
    scope: 'resource',
    ok: 204,
    request: (f) => ({ params: { id: f.invitation } }),
  },
  'DELETE /api/admin/members/:userId': {
    access: 'company-owner',
    scope: 'resource',
    ok: 204,
    request: (f) => ({ params: { userId: f.spareAdmin } }),
  },
};
