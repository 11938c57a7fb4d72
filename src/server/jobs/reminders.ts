import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { cancellationDeadline, customerMayChange } from '../../shared/cancellation-policy';
import { addDays, minutesNowInZone, todayInZone } from '../../shared/dates';
import type { Deps } from '../context';
import type { Database } from '../db/client';
import { bookings, companies, customers, staff, user } from '../db/schema';
import { baseUrl, type Env } from '../env';
import { toHhmm } from '../lib/pg-time';
import { logger } from '../logger';
import { runEvery, type StopJob } from './periodic';
import { enqueueEmail } from '../mail/outbox';
import { bookingReminderEmail } from '../mail/reminder-email';
import { enqueueSms } from '../sms/outbox';
import { reminderSms } from '../sms/reminder-sms';
import { E164_PATTERN } from '../../shared/phone';

const BATCH = 50;

/**
 * Where the day-before SMS goes, or null for none: only when the company's `sms_reminders` is on and
 * the customer's user (if any) has not turned `sms_notifications` off (guests without an account get it); to the
 * account's phone, else the customer record's (booking form), when it is an E.164 number (an old row the 0004
 * migration could not normalise is skipped).
 */
function reminderSmsPhone(row: {
  company: { smsReminders: boolean };
  customerPhone: string | null;
  userPhone: string | null;
  smsNotifications: boolean | null;
}): string | null {
  if (!row.company.smsReminders || row.smsNotifications === false) return null;
  const phone = row.userPhone || row.customerPhone;
  return phone && E164_PATTERN.test(phone) ? phone : null;
}

/**
 * In one transaction: claims up to BATCH booked bookings on `date` (`YYYY-MM-DD`) without a reminder (row locks,
 * SKIP LOCKED, so a concurrent worker takes other rows or none), sets their `reminder_sent_at` to `now` and writes
 * each reminder e-mail (and SMS, reminderSmsPhone) to the outbox, so a reminder is recorded exactly when its messages
 * are. Both name the staff member the booking has now (joined at sending time) and carry the cancel link only while
 * the customer may still cancel online. Returns rows claimed.
 */
async function claimBatch(db: Database, env: Env, date: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        booking: bookings,
        company: companies,
        customerEmail: customers.email,
        customerPhone: customers.phone,
        userEmail: user.email,
        userPhone: user.phone,
        emailNotifications: user.emailNotifications,
        smsNotifications: user.smsNotifications,
        staffName: staff.name,
      })
      .from(bookings)
      .innerJoin(companies, eq(companies.id, bookings.companyId))
      .innerJoin(customers, eq(customers.id, bookings.customerId))
      .leftJoin(user, eq(user.id, customers.userId))
      .leftJoin(staff, eq(staff.id, bookings.staffId))
      .where(
        and(eq(bookings.status, 'booked'), eq(bookings.startDate, date), isNull(bookings.reminderSentAt)),
      )
      .orderBy(asc(bookings.startTime), asc(bookings.id))
      .limit(BATCH)
      .for('update', { of: bookings, skipLocked: true });
    if (due.length === 0) return 0;
    await tx
      .update(bookings)
      .set({ reminderSentAt: now })
      .where(
        inArray(
          bookings.id,
          due.map((r) => r.booking.id),
        ),
      );
    for (const row of due) {
      const { booking, company, customerEmail, userEmail, emailNotifications, staffName } = row;
      // The link only while the customer may still cancel online at sending time (the company's notice).
      const deadline = cancellationDeadline(
        booking.startDate,
        toHhmm(booking.startTime),
        company.cancellationNoticeHours,
      );
      const cancelUrl = customerMayChange(deadline, now)
        ? `${baseUrl(env)}/cancel-booking?token=${encodeURIComponent(booking.cancelToken)}`
        : null;
      const phone = reminderSmsPhone(row);
      if (phone) {
        const text = reminderSms({
          companyName: company.name,
          startDate: booking.startDate,
          startTime: toHhmm(booking.startTime),
          cancelUrl,
          staffName,
          companyPhone: company.phone,
        });
        await enqueueSms(tx, { to: phone, text });
      }
      // Signed-up customers are mailed at their account address (as the confirmation was) unless they opted out.
      const to = (userEmail ?? customerEmail).trim();
      if (emailNotifications === false || !to) continue;
      const email = bookingReminderEmail(
        {
          bookingId: booking.id,
          customerName: booking.customerName,
          serviceName: booking.serviceName,
          servicePrice: booking.servicePrice,
          servicePriceFrom: booking.servicePriceFrom,
          startDate: booking.startDate,
          startTime: toHhmm(booking.startTime),
          endTime: toHhmm(booking.endTime),
          companyName: company.name,
          companyLocation: company.location,
          companyEmail: company.email,
          staffName,
          companyPhone: company.phone,
        },
        cancelUrl,
      );
      await enqueueEmail(tx, { to, ...email });
    }
    return due.length;
  });
}

/**
 * The day-before reminders. From `REMINDER_HOUR`:00 Stockholm time on, every booked booking whose
 * `start_date` is tomorrow (Stockholm calendar, relative to `now`) and whose `reminder_sent_at` is null gets it set
 * and its reminder e-mail written to the outbox in the same transaction. Safe to run from several processes at
 * once and again after a restart: a booking is claimed once, so its reminder is sent once. Customers whose user
 * account has `email_notifications` false are marked but not mailed. With the company's SMS switch on, the reminder
 * also goes out as an SMS unless the customer's account turned SMS off. Returns how many bookings were
 * marked.
 */
export async function enqueueDueReminders(deps: Pick<Deps, 'db' | 'env'>, now: Date): Promise<number> {
  if (minutesNowInZone(now) < deps.env.REMINDER_HOUR * 60) return 0;
  const tomorrow = addDays(todayInZone(now), 1);
  let total = 0;
  let claimed: number;
  do {
    claimed = await claimBatch(deps.db, deps.env, tomorrow, now);
    total += claimed;
  } while (claimed === BATCH);
  return total;
}

/**
 * Runs `enqueueDueReminders` at `deps.clock()` now and then every `intervalMs` (default a minute), never
 * overlapping; returns stop.
 */
export function startReminderJob(deps: Pick<Deps, 'db' | 'env' | 'clock'>, intervalMs = 60_000): StopJob {
  return runEvery(
    intervalMs,
    'reminder job',
    async () => {
      const marked = await enqueueDueReminders(deps, deps.clock());
      if (marked > 0) logger.info({ marked }, 'day-before reminders queued');
    },
    { immediately: true },
  );
}
