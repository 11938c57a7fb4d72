import { and, asc, countDistinct, eq, gte, lte, sql } from 'drizzle-orm';
import type { StatusCounts } from '../../../shared/schemas/admin-reports';
import type { BookingStatus } from '../../../shared/schemas/booking';
import type { StaffStats } from '../../../shared/schemas/staff';
import type { Database } from '../../db/client';
import { bookingServices, bookings, payments, staff } from '../../db/schema';
import { toHhmm } from '../../lib/pg-time';
import { bookingPaymentField } from '../payments';

/*
 * The figures the dashboard and 'Rapporter' share. Every function takes the admin's company id (the routes get it
 * from `adminCompany`, so a figure never mixes companies) and a period of Stockholm start dates, both ends
 * included (`from` ≤ start date ≤ `to`, `YYYY-MM-DD`). Money is kronor:
 * - earned: the price of completed bookings (what the salon has been paid for);
 * - booked: the price of bookings still `booked` (coming, or not yet marked);
 * cancelled bookings and no-shows earn nothing, and neither does a time held while the customer pays online
 * (`pending_payment`, docs/decisions/047): it is counted by status only.
 * What was paid online is the `paid` payments of the period's bookings (whatever became of the booking), with the
 * kronor refunded of them.
 */

const inPeriod = (companyId: string, from: string, to: string) =>
  and(eq(bookings.companyId, companyId), gte(bookings.startDate, from), lte(bookings.startDate, to));

const earnedSql = sql<
  string | null
>`coalesce(sum(${bookings.servicePrice}) filter (where ${bookings.status} = 'completed'), 0)`;
const notCancelledSql = sql<number>`(count(${bookings.id}) filter (where ${bookings.status} <> 'cancelled'))::int`;

/** Bookings of the period by status, and the kronor earned (completed) and booked (still `booked`). */
export async function periodTotals(
  db: Database,
  companyId: string,
  from: string,
  to: string,
): Promise<{ byStatus: StatusCounts; earned: number; booked: number }> {
  const [row] = await db
    .select({
      booked: sql<number>`(count(*) filter (where ${bookings.status} = 'booked'))::int`,
      completed: sql<number>`(count(*) filter (where ${bookings.status} = 'completed'))::int`,
      cancelled: sql<number>`(count(*) filter (where ${bookings.status} = 'cancelled'))::int`,
      noShow: sql<number>`(count(*) filter (where ${bookings.status} = 'no_show'))::int`,
      pendingPayment: sql<number>`(count(*) filter (where ${bookings.status} = 'pending_payment'))::int`,
      earned: earnedSql,
      bookedKr: sql<
        string | null
      >`coalesce(sum(${bookings.servicePrice}) filter (where ${bookings.status} = 'booked'), 0)`,
    })
    .from(bookings)
    .where(inPeriod(companyId, from, to));
  return {
    byStatus: {
      booked: Number(row?.booked ?? 0),
      completed: Number(row?.completed ?? 0),
      cancelled: Number(row?.cancelled ?? 0),
      no_show: Number(row?.noShow ?? 0),
      pending_payment: Number(row?.pendingPayment ?? 0),
    },
    earned: Number(row?.earned ?? 0),
    booked: Number(row?.bookedKr ?? 0),
  };
}

/**
 * Kronor of the period's bookings paid online (docs/decisions/047): `paidOnline` the `paid` payments' amounts,
 * `refunded` what was refunded of them, and `dueOnSite` what the booked and completed bookings leave to be paid in
 * the salon (each one's price less what it keeps paid online, never below 0). A pending payment is not money.
 */
export async function paymentFigures(
  db: Database,
  companyId: string,
  from: string,
  to: string,
): Promise<{ paidOnline: number; refunded: number; dueOnSite: number }> {
  const b = bookings;
  const p = payments;
  const { rows } = (await db.execute(sql`
    select coalesce(sum(paid.amount), 0) as paid_online, coalesce(sum(paid.refunded), 0) as refunded,
      coalesce(sum(greatest(coalesce(${b.servicePrice}, 0) - coalesce(paid.amount - paid.refunded, 0), 0))
        filter (where ${b.status} in ('booked', 'completed')), 0) as due_on_site
    from ${b}
    left join lateral (
      select sum(${p.amount}) as amount, sum(${p.refundedAmount}) as refunded from ${p}
      where ${p.bookingId} = ${b.id} and ${p.companyId} = ${companyId} and ${p.status} = 'paid'
    ) paid on true
    where ${inPeriod(companyId, from, to)}`)) as unknown as {
    rows: { paid_online: number | string; refunded: number | string; due_on_site: number | string }[];
  };
  const row = rows[0];
  return {
    paidOnline: Number(row?.paid_online ?? 0),
    refunded: Number(row?.refunded ?? 0),
    dueOnSite: Number(row?.due_on_site ?? 0),
  };
}

/**
 * Distinct customers with a visit (a completed booking) dated in the period. Future bookings are not visits, so
 * a booking next July does not make a customer active today.
 */
export async function customersWithVisit(
  db: Database,
  companyId: string,
  from: string,
  to: string,
): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(bookings.customerId) })
    .from(bookings)
    .where(and(inPeriod(companyId, from, to), eq(bookings.status, 'completed')));
  return Number(row?.n ?? 0);
}

/**
 * Per staff member of the company: bookings of the period not cancelled, and kronor earned. Active members and
 * inactive ones with such bookings, in display order. Bookings without a member are not here.
 */
export async function staffFigures(
  db: Database,
  companyId: string,
  from: string,
  to: string,
): Promise<StaffStats[]> {
  const rows = await db
    .select({
      staffId: staff.id,
      name: staff.name,
      photoUrl: staff.photoUrl,
      active: staff.active,
      bookings: notCancelledSql,
      revenue: earnedSql,
    })
    .from(staff)
    .leftJoin(
      bookings,
      and(
        eq(bookings.staffId, staff.id),
        eq(bookings.companyId, companyId),
        gte(bookings.startDate, from),
        lte(bookings.startDate, to),
      ),
    )
    .where(eq(staff.companyId, companyId))
    .groupBy(staff.id)
    .orderBy(asc(staff.displayOrder), asc(staff.createdAt), asc(staff.id));
  return rows
    .map((r) => ({ ...r, bookings: Number(r.bookings), revenue: Number(r.revenue ?? 0) }))
    .filter((r) => r.active || r.bookings > 0 || r.revenue > 0);
}

/** Kronor earned per Stockholm start date of the period, only dates with a completed booking, in date order. */
export async function earnedByDay(
  db: Database,
  companyId: string,
  from: string,
  to: string,
): Promise<{ date: string; earned: number }[]> {
  const rows = await db
    .select({ date: bookings.startDate, earned: earnedSql })
    .from(bookings)
    .where(and(inPeriod(companyId, from, to), eq(bookings.status, 'completed')))
    .groupBy(bookings.startDate)
    .orderBy(asc(bookings.startDate));
  return rows.map((r) => ({ date: r.date, earned: Number(r.earned ?? 0) }));
}

/**
 * Per service name as booked: bookings not cancelled and kronor earned; most earned first, then by name. Each
 * service of a visit of several services (docs/decisions/046) counts on its own with its own price (its
 * booking_services row); a booking of one service counts with its own name and price.
 */
export async function serviceFigures(
  db: Database,
  companyId: string,
  from: string,
  to: string,
): Promise<{ serviceName: string; bookings: number; earned: number }[]> {
  const b = bookings;
  const s = bookingServices;
  const { rows } = (await db.execute(sql`
    with lines(name, price, status) as (
      select ${b.serviceName}, ${b.servicePrice}, ${b.status} from ${b}
      where ${inPeriod(companyId, from, to)}
        and not exists (select 1 from ${s} where ${s.bookingId} = ${b.id})
      union all
      select ${s.name}, ${s.price}, ${b.status} from ${s} join ${b} on ${b.id} = ${s.bookingId}
      where ${inPeriod(companyId, from, to)}
    )
    select name, (count(*) filter (where status <> 'cancelled'))::int as bookings,
      coalesce(sum(price) filter (where status = 'completed'), 0) as earned
    from lines group by name
    order by earned desc, name asc`)) as unknown as {
    rows: { name: string; bookings: number | string; earned: number | string | null }[];
  };
  return rows
    .map((r) => ({ serviceName: r.name, bookings: Number(r.bookings), earned: Number(r.earned ?? 0) }))
    .filter((r) => r.bookings > 0);
}

/**
 * Distinct customers with a booking not cancelled in the period, and how many of them had none (not cancelled)
 * at this company before `from`: those are new, the rest returning.
 */
export async function customerFigures(
  db: Database,
  companyId: string,
  from: string,
  to: string,
): Promise<{ total: number; new: number; returning: number }> {
  const earlier = sql`exists (select 1 from ${bookings} earlier where earlier.company_id = ${companyId}
    and earlier.customer_id = ${bookings.customerId} and earlier.status <> 'cancelled' and earlier.start_date < ${from})`;
  const [row] = await db
    .select({
      total: countDistinct(bookings.customerId),
      returning: sql<number>`count(distinct ${bookings.customerId}) filter (where ${earlier})`,
    })
    .from(bookings)
    .where(and(inPeriod(companyId, from, to), sql`${bookings.status} <> 'cancelled'`));
  const total = Number(row?.total ?? 0);
  const returning = Number(row?.returning ?? 0);
  return { total, new: total - returning, returning };
}

/**
 * One booking of the period as the CSV export lists it (times `HH:MM` Stockholm, price kronor or null), with what
 * was paid online for it and refunded of that (kronor, 0 when paid on site), and how: `paymentKind` and
 * `paymentMethod` ('card', 'swish', …) of its paid payment, null when none.
 */
export interface PeriodBooking {
  id: string;
  startDate: string;
  startTime: string;
  endTime: string;
  serviceName: string;
  staffName: string | null;
  customerName: string;
  status: BookingStatus;
  servicePrice: number | null;
  source: 'web' | 'iframe' | 'admin';
  paidOnline: number;
  refunded: number;
  paymentKind: 'deposit' | 'prepay' | null;
  paymentMethod: string | null;
}

/** Every booking of the period (any status) in start order, with its member's name and its online payments. */
export async function periodBookings(
  db: Database,
  companyId: string,
  from: string,
  to: string,
): Promise<PeriodBooking[]> {
  const paidOf = and(
    eq(payments.bookingId, bookings.id),
    eq(payments.companyId, companyId),
    eq(payments.status, 'paid'),
  );
  const rows = await db
    .select({
      id: bookings.id,
      startDate: bookings.startDate,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      serviceName: bookings.serviceName,
      staffName: staff.name,
      customerName: bookings.customerName,
      status: bookings.status,
      servicePrice: bookings.servicePrice,
      source: bookings.source,
      paid: sql<string | null>`(select sum(${payments.amount}) from ${payments} where ${paidOf})`,
      refunded: sql<string | null>`(select sum(${payments.refundedAmount}) from ${payments} where ${paidOf})`,
      payment: bookingPaymentField(bookings.id),
    })
    .from(bookings)
    .leftJoin(staff, eq(staff.id, bookings.staffId))
    .where(inPeriod(companyId, from, to))
    .orderBy(asc(bookings.startDate), asc(bookings.startTime), asc(bookings.id));
  return rows.map(({ paid, refunded, payment, ...r }) => ({
    ...r,
    startTime: toHhmm(r.startTime),
    endTime: toHhmm(r.endTime),
    servicePrice: r.servicePrice === null ? null : Number(r.servicePrice),
    paidOnline: Number(paid ?? 0),
    refunded: Number(refunded ?? 0),
    paymentKind: payment?.status === 'paid' ? payment.kind : null,
    paymentMethod: payment?.status === 'paid' ? payment.method : null,
  }));
}
